// Which date field's calendar is open, and the props that tie the fields and the calendar
// together: the read-only fields open it (pointer, Enter, Space, Arrow Down), Escape and a click
// or focus outside close it, and closing gives focus back to the field that opened it. Each
// field's area holds its label, its box and, when open, its calendar, so that the calendar comes
// just after its field in the Tab order: Tab from the check-in calendar reaches the check-out
// field (closing the calendar), Shift+Tab goes back to the check-in field.
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useReleaseAsClick } from '../../lib/held-uses';
import { useDismiss } from '../../lib/use-dismiss';

export type DateField = 'checkin' | 'checkout';

/** `live`: the fields are the code's own, no longer the browser's date fields. */
export function useDatePicker(live: boolean) {
  const [open, setOpen] = useState<DateField | null>(null);
  const popoverId = useId();
  const fieldRefs = { checkin: useRef<HTMLInputElement>(null), checkout: useRef<HTMLInputElement>(null) };
  const areaRefs = { checkin: useRef<HTMLDivElement>(null), checkout: useRef<HTMLDivElement>(null) };
  const refs = useRef(fieldRefs);

  const close = useCallback((returnFocus: boolean) => {
    setOpen((field) => {
      if (field && returnFocus) refs.current[field].current?.focus();
      return null;
    });
  }, []);

  useDismiss(open !== null, open ? [areaRefs[open]] : [], () => close(false), { onFocusOutside: true });
  useReleaseAsClick(fieldRefs.checkin, live, () => setOpen('checkin'));
  useReleaseAsClick(fieldRefs.checkout, live, () => setOpen('checkout'));

  const fieldProps = (field: DateField) => ({
    ref: fieldRefs[field],
    readOnly: true,
    // The date-picker combobox of the ARIA practices: a field whose popup is a dialog.
    role: 'combobox' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open === field,
    'aria-controls': open === field ? popoverId : undefined,
    onClick: () => setOpen(field),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(field);
      } else if (event.key === 'Escape' && open === field) {
        event.preventDefault();
        close(false);
      }
    },
  });

  const areaProps = (field: DateField) => ({ ref: areaRefs[field] });

  const popoverProps = {
    id: popoverId,
    role: 'dialog' as const,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close(true);
      }
    },
  };

  return { open, close, fieldProps, areaProps, popoverProps };
}
