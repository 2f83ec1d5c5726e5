import { useId, useState } from 'react';

/** A disclosure: the toggle reveals the share group, which is hidden until then. */
export function useShareToggle() {
  const [open, setOpen] = useState(false);
  const groupId = useId();
  return {
    open,
    toggleProps: { type: 'button' as const, 'aria-expanded': open, 'aria-controls': groupId, onClick: () => setOpen((value) => !value) },
    groupProps: { id: groupId, hidden: !open, 'data-active': open },
  };
}
