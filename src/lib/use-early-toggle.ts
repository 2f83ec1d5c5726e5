import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import { EARLY_TOGGLE_ATTRIBUTE } from './early-toggle-attribute';

export { EARLY_TOGGLE_ATTRIBUTE };

// Layout effects do nothing on the server (and React says so); the state there is the initial one.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The open state of a disclosure: a `<button aria-expanded aria-controls>` whose panel has
 * `hidden` while it is closed. A visitor may have opened or closed it before React took the page
 * over (React keeps the attributes it finds when it hydrates): once mounted, before anything is
 * painted, the state follows what the button says. `onTakeOver` hears the state found there when
 * it differs from `initial`.
 *
 * `toggleProps` go on the button; `running` is false while React renders what the server wrote.
 */
export function useEarlyToggle(initial: boolean, onTakeOver?: (open: boolean) => void) {
  const [open, setOpen] = useState(initial);
  const [running, setRunning] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useIsomorphicLayoutEffect(() => {
    setRunning(true);
    const button = ref.current;
    if (!button) return;
    const shown = button.getAttribute('aria-expanded') === 'true';
    if (shown === initial) return;
    setOpen(shown);
    onTakeOver?.(shown);
  }, []); // once: when the button is first met
  return { open, setOpen, running, toggleProps: { ref, [EARLY_TOGGLE_ATTRIBUTE]: running ? undefined : 'true' } };
}
