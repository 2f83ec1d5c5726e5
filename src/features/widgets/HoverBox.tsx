import * as React from 'react';
import { useState, type ReactNode } from 'react';
import * as styles from './widgets.module.css';

/**
 * A picture with text over it that rises on hover, on keyboard focus (CSS :focus-within) and
 * on a tap. The text is always in the page, so screen readers and search engines read it.
 */
export function HoverBox({ className, children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div
      className={[className, styles.hoverBox].filter(Boolean).join(' ')}
      data-open={open ? 'true' : undefined}
      // A tap on a touch screen has no hover: the first tap shows the text, a link in it works as usual.
      onPointerUp={(event) => {
        if (event.pointerType !== 'mouse' && !(event.target as HTMLElement).closest('a')) setOpen((was) => !was);
      }}
      onMouseLeave={() => setOpen(false)}
    >
      {children}
    </div>
  );
}
