import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { isPlaying, shouldRotate, type RotationChoice } from './interval';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Timed rotation for sliders and tabs, as the APG carousel pattern wants it: it pauses while the
 * pointer is over the widget or focus is inside it, the visitor can pause it for good, and it
 * does not start for visitors who prefer reduced motion. Spread `hostProps` on the widget.
 * `waiting` holds the timer back until the widget is ready to move (it does not count as a pause).
 */
export function useRotation(intervalMs: number, advance: () => void, { waiting = false }: { waiting?: boolean } = {}) {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<RotationChoice>('auto');
  const [hovering, setHovering] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const advanceRef = useRef(advance);
  advanceRef.current = advance;

  const playing = isPlaying(intervalMs, choice, reducedMotion);
  const rotating = shouldRotate({ playing, hovering, focusWithin, waiting });
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => advanceRef.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs]);

  return {
    playing,
    rotating,
    reducedMotion,
    hasRotation: intervalMs > 0,
    togglePlaying: () => setChoice(playing ? 'paused' : 'playing'),
    hostProps: {
      onMouseEnter: () => setHovering(true),
      onMouseLeave: () => setHovering(false),
      onFocus: () => setFocusWithin(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      },
    },
  };
}
