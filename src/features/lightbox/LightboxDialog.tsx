import * as React from 'react';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { gestureOf, IDLE_MS, keyStep, stepIndex, type LightboxItem } from './lightbox-logic';
import * as styles from './lightbox.module.css';
import { useIdle } from './use-idle';

type Props = { items: LightboxItem[]; index: number; onIndex: (index: number) => void; onClose: () => void };

/**
 * The open lightbox: a modal `<dialog>`, so the browser traps focus, closes it on Escape and
 * keeps the page behind inert.
 */
export default function LightboxDialog({ items, index, onIndex, onClose }: Props) {
  const { t } = useTranslation('lightbox');
  const dialog = useRef<HTMLDialogElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const { idle, wake, toggle } = useIdle(IDLE_MS);
  const item = items[index];
  const count = items.length;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const go = (to: number) => {
    wake();
    onIndex(to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    wake();
    const to = keyStep(event.key, index, count);
    if (to === null) return;
    event.preventDefault();
    go(to);
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    const gesture = gestureOf(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (gesture === 'tap') toggle();
    else if (gesture === 'next' && count > 1) go(stepIndex(index, 1, count));
    else if (gesture === 'previous' && count > 1) go(stepIndex(index, -1, count));
  };
  // A click on the dimmed backdrop (the dialog itself, outside its content) closes it.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={t('title')}
      data-idle={idle ? 'true' : undefined}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onPointerMove={wake}
      onClick={onClick}
    >
      <div className={styles.bar}>
        <p className={styles.position} aria-live="polite">
          {count > 1 ? t('position', { n: index + 1, count }) : ''}
        </p>
        <button type="button" className={styles.button} onClick={() => dialog.current?.close()} aria-label={t('close')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <figure className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <img key={item.href} src={item.href} alt={item.alt} className={styles.image} draggable={false} />
        {item.caption && <figcaption className={styles.caption}>{item.caption}</figcaption>}
      </figure>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.button} ${styles.previous}`} onClick={() => go(stepIndex(index, -1, count))} aria-label={t('previous')}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button type="button" className={`${styles.button} ${styles.next}`} onClick={() => go(stepIndex(index, 1, count))} aria-label={t('next')}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </>
      )}
    </dialog>
  );
}
