// The one way an open popup closes on its own: a press of the pointer, or focus moving, anywhere
// outside the elements that make it up (its trigger among them, so that the trigger's own click
// still toggles it), and, where the popup wants, Escape pressed anywhere in the page.
import { useLayoutEffect, useRef, type RefObject } from 'react';

type Options = {
  /** Whether moving focus outside closes it too (calendars do; a toggletip keeps its note while the visitor tabs on). */
  onFocusOutside?: boolean;
  /** Whether Escape anywhere closes it (a popup that handles Escape in its own keydown leaves this off). */
  onEscape?: boolean;
};

/** While `open`, calls `dismiss` with how the visitor left: 'outside' or 'escape'. */
export function useDismiss(
  open: boolean,
  inside: ReadonlyArray<RefObject<Element | null>>,
  dismiss: (how: 'outside' | 'escape') => void,
  { onFocusOutside = false, onEscape = false }: Options = {},
) {
  // Read when an event comes, so that new arrays and callbacks on each render do not re-subscribe.
  const latest = useRef({ inside, dismiss });
  latest.current = { inside, dismiss };

  // A layout effect: the listeners are there as soon as the popup is drawn open. Preact runs plain
  // effects after the next paint, and an Escape pressed in between would be lost.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (latest.current.inside.some((ref) => ref.current?.contains(target))) return;
      latest.current.dismiss('outside');
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.dismiss('escape');
    };
    document.addEventListener('pointerdown', outside);
    if (onFocusOutside) document.addEventListener('focusin', outside);
    if (onEscape) document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, onFocusOutside, onEscape]);
}
