import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** How long a desktop submenu stays open after the pointer leaves it (ms). */
export const SUBMENU_CLOSE_DELAY_MS = 150;

// A desktop submenu opens on hover, on focus and on its toggle button; it closes a moment after
// the pointer leaves (so a diagonal move to the submenu does not close it), when focus leaves
// it, or on Escape, which gives focus back to the toggle. A click on the toggle of a submenu that
// hover or focus opened keeps it open (the pointer got there first); a second click closes it.
export function useSubmenu() {
  const [open, setOpen] = useState(false);
  const pinned = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const cancelClose = () => clearTimeout(timer.current);
  const close = () => {
    pinned.current = false;
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const itemProps = {
    onMouseEnter: () => {
      cancelClose();
      setOpen(true);
    },
    onMouseLeave: () => {
      cancelClose();
      if (!pinned.current) timer.current = setTimeout(() => setOpen(false), SUBMENU_CLOSE_DELAY_MS);
    },
    onFocus: () => {
      cancelClose();
      setOpen(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape' && open) {
        close();
        toggleRef.current?.focus();
      }
    },
  };

  const toggleProps = {
    ref: toggleRef,
    'aria-expanded': open,
    onClick: useCallback(() => {
      const closing = pinned.current;
      pinned.current = !closing;
      setOpen(!closing);
    }, []),
  };

  return { open, itemProps, toggleProps };
}
