import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { consentConfig } from '../../lib/consent-config';
import { dispatchConsent, useConsent } from '../../lib/consent';
import { tabbables } from '../../lib/focus-trap';

// The control that reopened the notice gets focus back once the visitor has chosen.
let reopenedFrom: HTMLElement | null = null;

/** Reopens the notice from a revoke control (the footer button, or a link in content). */
export function reopenNotice(from: HTMLElement | null) {
  reopenedFrom = from;
  dispatchConsent({ type: 'revoke' });
}

/** The first control after `element` in the Tab order of the page. */
const nextTabbable = (element: HTMLElement): HTMLElement | undefined =>
  tabbables(document.body).find((el) => element.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && !element.contains(el));

type CookieNoticeState = {
  open: boolean;
  choice: string;
  noticeRef: RefObject<HTMLDivElement>;
  /** Accept or refuse from the notice's buttons. */
  choose: (type: 'accept' | 'refuse') => void;
};

// The notice's behaviour: implicit acceptance (scroll, click outside) when configured, Escape to
// put a reopened notice away, focus into a notice the visitor asked for and out of it when they
// have chosen, and room at the bottom of the page so the fixed notice never hides what has focus
// (WCAG 2.4.11).
export function useCookieNotice(): CookieNoticeState {
  const consent = useConsent();
  const noticeRef = useRef<HTMLDivElement>(null);
  const open = consent.noticeOpen;
  // Whether the visitor chose with focus in the notice: its buttons go, and focus must not fall
  // to the page's start (the body) with them.
  const choseInside = useRef(false);

  const choose = (type: 'accept' | 'refuse') => {
    choseInside.current = !!noticeRef.current?.contains(document.activeElement);
    dispatchConsent({ type });
  };

  useEffect(() => {
    if (!open || consent.choice !== 'unset') return undefined;
    const cleanups: (() => void)[] = [];
    if (consentConfig.scrollOffset !== null) {
      const onScroll = () => dispatchConsent({ type: 'scroll', y: window.scrollY });
      window.addEventListener('scroll', onScroll, { passive: true });
      cleanups.push(() => window.removeEventListener('scroll', onScroll));
    }
    if (consentConfig.acceptOnClick) {
      const onClick = (event: MouseEvent) => {
        if (!(event.target instanceof Node) || !noticeRef.current?.contains(event.target)) dispatchConsent({ type: 'click-outside' });
      };
      document.addEventListener('click', onClick, true);
      cleanups.push(() => document.removeEventListener('click', onClick, true));
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [open, consent.choice]);

  useEffect(() => {
    const notice = noticeRef.current;
    if (!open || !notice) return undefined;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('--consent-notice-height', `${notice.offsetHeight}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(notice);
    root.dataset.consentNotice = 'open';
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || notice.contains(target)) return;
      if (target.getBoundingClientRect().bottom > window.innerHeight - notice.offsetHeight) target.scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('focusin', onFocus);
    if (reopenedFrom) notice.querySelector<HTMLElement>('button')?.focus();
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
      delete root.dataset.consentNotice;
      root.style.removeProperty('--consent-notice-height');
    };
  }, [open]);

  // A layout effect: Escape works from the moment the notice is in the page, before it is painted
  // (a plain effect came a frame later, and a quick key was lost).
  useLayoutEffect(() => {
    if (!open || consent.choice === 'unset') return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatchConsent({ type: 'dismiss' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, consent.choice]);

  // Closed: back to the control that reopened it, else on to what follows the notice in the Tab order.
  // A layout effect, in the same task as the notice's buttons go: focus never rests on the page's
  // start in between (Preact runs plain effects after the next paint).
  useLayoutEffect(() => {
    if (open) return;
    const notice = noticeRef.current;
    const target = reopenedFrom?.isConnected ? reopenedFrom : choseInside.current && notice ? nextTabbable(notice) : undefined;
    reopenedFrom = null;
    choseInside.current = false;
    target?.focus();
  }, [open]);

  return { open, choice: consent.choice, noticeRef, choose };
}
