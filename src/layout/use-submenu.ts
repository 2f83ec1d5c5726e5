import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useEarlyToggle } from '../lib/use-early-toggle';

/** How long a desktop submenu stays open after the pointer leaves it (ms). */
const SUBMENU_CLOSE_DELAY_MS = 150;

// A desktop submenu opens on hover, on focus and on its toggle button; it closes a moment after
// the pointer leaves (so a diagonal move to the submenu does not close it), when focus leaves
// it, or on Escape, which gives focus back to the toggle. A click on the toggle of a submenu that
// hover or focus opened keeps it open (the pointer got there first); a second click closes it.
// A click on the toggle before the page's scripts ran (the inline loader opened the submenu) is
// taken over as a click: the submenu stays pinned open.
export function useSubmenu() {
  const pinned = useRef(false);
  const early = useEarlyToggle(false, (shown) => {
    pinned.current = shown;
  });
  const { open, setOpen } = early;
  const toggleRef = early.toggleProps.ref;
  const timer = useRef<ReturnType<typeof setTimeout>>();

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
    ...early.toggleProps,
    'aria-expanded': open,
    onClick: useCallback(() => {
      const closing = pinned.current;
      pinned.current = !closing;
      setOpen(!closing);
    }, [setOpen]),
  };

  return { open, itemProps, toggleProps };
}
