// The visitor's consent as a state machine: what each event does to the choice and to the
// notice, and what must happen as a result (write the cookie, reload). No DOM here.
import type { ConsentOptions } from './consent-options';

type ConsentChoice = 'unset' | 'accepted' | 'refused';

export type ConsentState = {
  choice: ConsentChoice;
  /** The notice is showing: always while unset, and after the visitor reopens it. */
  noticeOpen: boolean;
};

export type ConsentEvent =
  | { type: 'accept' }
  | { type: 'refuse' }
  /** The revoke control: the notice opens again, so the choice can be changed. */
  | { type: 'revoke' }
  /** Escape or "close" on a reopened notice: keeps the choice. */
  | { type: 'dismiss' }
  | { type: 'scroll'; y: number }
  | { type: 'click-outside' };

export type ConsentEffect = { type: 'write-cookie'; value: 'true' | 'false' } | { type: 'reload' };

const COOKIE_VALUE = { accepted: 'true', refused: 'false' } as const;

/** The state a page starts in, from the cookie's value (null: no cookie). */
export function initialConsent(cookieValue: string | null): ConsentState {
  if (cookieValue === COOKIE_VALUE.accepted) return { choice: 'accepted', noticeOpen: false };
  if (cookieValue === COOKIE_VALUE.refused) return { choice: 'refused', noticeOpen: false };
  return { choice: 'unset', noticeOpen: true };
}

type Options = Pick<ConsentOptions, 'scrollOffset' | 'acceptOnClick' | 'reload' | 'revoke'>;

function choose(state: ConsentState, choice: 'accepted' | 'refused', options: Options) {
  const effects: ConsentEffect[] = [{ type: 'write-cookie', value: COOKIE_VALUE[choice] }];
  if (options.reload && state.choice !== choice) effects.push({ type: 'reload' });
  return { state: { choice, noticeOpen: false }, effects };
}

export function nextConsent(state: ConsentState, event: ConsentEvent, options: Options): { state: ConsentState; effects: ConsentEffect[] } {
  const same = { state, effects: [] };
  switch (event.type) {
    case 'accept':
      return choose(state, 'accepted', options);
    case 'refuse':
      return choose(state, 'refused', options);
    case 'revoke':
      return options.revoke === 'off' || state.noticeOpen ? same : { state: { ...state, noticeOpen: true }, effects: [] };
    case 'dismiss':
      // A first visit needs an answer; only a reopened notice can be put away unanswered.
      return state.choice === 'unset' || !state.noticeOpen ? same : { state: { ...state, noticeOpen: false }, effects: [] };
    // Implicit acceptance only ever answers the first question: it never overrides a choice.
    case 'scroll':
      return state.choice === 'unset' && options.scrollOffset !== null && event.y > options.scrollOffset ? choose(state, 'accepted', options) : same;
    case 'click-outside':
      return state.choice === 'unset' && options.acceptOnClick ? choose(state, 'accepted', options) : same;
  }
}
