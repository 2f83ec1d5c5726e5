import { useCallback, useEffect, useLayoutEffect, useRef, useState, type TouchEvent } from 'react';
import { tabbables, wrapTab } from '../lib/focus-trap';
import { swipeCloses, swipeStart, type SwipeStart } from './side-nav-swipe';

// The mobile side navigation: while open, everything but the navigation and its toggle is inert
// (the layout's other parts, the skip link and the cookie notice among them) and the page does not
// scroll; focus is inside the navigation and Tab goes round the toggle and the navigation's
// links; Escape, the overlay, a swipe or the toggle close it, giving focus back to the toggle.
export function useSideNav() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const swipe = useRef<SwipeStart>(null);
  const wasOpen = useRef(false);

  const close = useCallback(() => setOpen(false), []);

  // A layout effect: the page behind is inert, the keys are trapped and focus has moved as soon
  // as the menu is drawn (Preact runs plain effects after the next paint).
  useLayoutEffect(() => {
    document.body.classList.toggle('scroll-locked', open);
    const toggle = toggleRef.current;
    const panel = panelRef.current;
    // The layout's parts are the toggle's siblings; the one holding the panel holds its overlay too.
    for (const part of toggle?.parentElement?.children ?? []) {
      if (part !== toggle && !(panel && part.contains(panel)) && part instanceof HTMLElement) part.inert = open;
    }
    if (open && toggle && panel) {
      // A fixed header inside the sliding page is placed against the page, not the window.
      document.documentElement.style.setProperty('--scroll-y', `${window.scrollY}px`);
      panel.querySelector<HTMLElement>('a, button')?.focus();
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') setOpen(false);
        else wrapTab(event, [toggle, ...tabbables(panel)]);
      };
      document.addEventListener('keydown', onKey);
      wasOpen.current = true;
      return () => document.removeEventListener('keydown', onKey);
    }
    if (wasOpen.current) toggleRef.current?.focus();
    return undefined;
  }, [open]);

  useEffect(() => () => document.body.classList.remove('scroll-locked'), []);

  const swipeProps = {
    onTouchStart: (event: TouchEvent) => {
      swipe.current = swipeStart(event.touches.length, event.touches[0]?.clientX);
    },
    // A second finger that joins later makes it a two-finger gesture too.
    onTouchMove: (event: TouchEvent) => {
      if (event.touches.length > 1) swipe.current = null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const closes = swipeCloses(swipe.current, event.changedTouches[0]?.clientX);
      swipe.current = null;
      if (closes) setOpen(false);
    },
  };

  return {
    open,
    close,
    toggleProps: { ref: toggleRef, 'aria-expanded': open, onClick: () => setOpen((o) => !o) },
    panelRef,
    swipeProps,
  };
}
