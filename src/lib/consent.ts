// The one consent state of the site. Every feature that would contact another company asks
// `useConsent()` (or `hasConsent()` outside React) before loading anything, and reacts when the
// visitor changes their mind. The notice itself lives in features/consent.
import { consentConfig } from './consent-config';
import { useBrowserStore } from './use-browser-store';
import { readCookie, serializeCookie } from './cookie';
import { initialConsent, nextConsent, type ConsentEvent, type ConsentState } from './consent-state';

/** Before hydration nothing is known; the server renders every gated feature in its waiting state. */
export type ConsentSnapshot = ConsentState | { choice: 'unknown'; noticeOpen: false };

const SERVER: ConsentSnapshot = { choice: 'unknown', noticeOpen: false };

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function current(): ConsentState {
  state ??= initialConsent(readCookie(document.cookie, consentConfig.cookieName));
  return state;
}

export function dispatchConsent(event: ConsentEvent): void {
  const { state: next, effects } = nextConsent(current(), event, consentConfig);
  if (next === state) return;
  state = next;
  for (const effect of effects) {
    if (effect.type === 'write-cookie') {
      document.cookie = serializeCookie(consentConfig.cookieName, effect.value, { days: consentConfig.cookieDays, secure: location.protocol === 'https:' });
    }
  }
  listeners.forEach((listener) => listener());
  if (effects.some((effect) => effect.type === 'reload')) location.reload();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentSnapshot {
  return useBrowserStore(subscribe, current, SERVER);
}

/**
 * True once the visitor has accepted, for code outside React.
 * @public
 */
export const hasConsent = (): boolean => typeof document !== 'undefined' && current().choice === 'accepted';
