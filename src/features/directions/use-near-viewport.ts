import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element enters the viewport (or comes within `margin` of it), and from then on.
 * The map costs the most of anything on the site (a megabyte of code, then WebGL, which takes
 * seconds on a phone without a fast GPU): it is only set up when the visitor scrolls to it, so
 * the form and the route's steps never wait for it. Without IntersectionObserver, at once.
 */
export function useNearViewport(ref: RefObject<Element>, margin = '0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
