import { useId } from 'react';
import { useEarlyToggle } from '../../lib/use-early-toggle';

/**
 * A disclosure: the toggle reveals the share group, which is hidden until then. A click that
 * came before the page's scripts (the inline loader opens the group) is taken over as it is.
 */
export function useShareToggle() {
  const { open, setOpen, toggleProps } = useEarlyToggle(false);
  const groupId = useId();
  return {
    open,
    toggleProps: { ...toggleProps, type: 'button' as const, 'aria-expanded': open, 'aria-controls': groupId, onClick: () => setOpen((value) => !value) },
    groupProps: { id: groupId, hidden: !open, 'data-active': open },
  };
}
