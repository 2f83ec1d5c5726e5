import * as React from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '../../lib/use-dismiss';
import { useEarlyToggle } from '../../lib/use-early-toggle';
import { popoverShift } from './popover-size';
import * as styles from './widgets.module.css';

// useLayoutEffect warns during server rendering; the popover is closed there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

type Props = { content: string; width: number; height: number; className?: string; children: ReactNode };

/**
 * A toggletip: a word in the text that shows a short note when pressed. It closes with Escape,
 * a second press, or a click elsewhere; the note is announced when it opens.
 */
export function Popover({ content, width, height, className, children }: Props) {
  const id = useId();
  const { open, setOpen, running, toggleProps } = useEarlyToggle(false);
  const trigger = toggleProps.ref;
  const [shift, setShift] = useState(0);
  const root = useRef<HTMLSpanElement>(null);

  useIsomorphicLayoutEffect(() => {
    if (!open || !trigger.current) return;
    const box = trigger.current.getBoundingClientRect();
    const shown = Math.min(width, document.documentElement.clientWidth - 16);
    setShift(popoverShift(box.left + box.width / 2, shown, document.documentElement.clientWidth));
  }, [open, width]);

  useDismiss(
    open,
    [root],
    (how) => {
      setOpen(false);
      if (how === 'escape') trigger.current?.focus();
    },
    { onEscape: true },
  );

  return (
    <span ref={root} className={[className, styles.popover].filter(Boolean).join(' ')}>
      <button {...toggleProps} type="button" className={styles.popoverTrigger} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {children}
      </button>
      <span
        id={id}
        role="status"
        className={styles.popoverBody}
        style={{ width: `min(${width}px, calc(100vw - 1rem))`, minHeight: `${height}px`, translate: `calc(-50% + ${shift}px) 0` }}
        hidden={!open}
      >
        {/* The server writes the note in its hidden place, so that a press before the page's
            scripts have run shows it; once running, the note is written when it opens, which is
            what gets it announced. */}
        {open || !running ? content : ''}
      </span>
    </span>
  );
}
