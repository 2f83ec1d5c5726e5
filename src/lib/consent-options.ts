// The cookie notice's settings, read from `GATSBY_CONSENT_*` build variables (see docs/settings.md).
// Parsing is kept apart from the settings so each rule is tested with plain objects.
import type { ConsentEnv } from '../config/browser-settings';

type RevokeMode = 'automatic' | 'manual' | 'off';

export type ConsentOptions = {
  cookieName: string;
  /** How long the choice is kept, in days. */
  cookieDays: number;
  /** Scrolling further than this many pixels accepts; null: scrolling never accepts. */
  scrollOffset: number | null;
  /** A click anywhere outside the notice accepts. */
  acceptOnClick: boolean;
  /** automatic: a "cookie settings" button on every page; manual: only where editors put one. */
  revoke: RevokeMode;
  /** Reload the page after the choice changes, so that nothing loaded before stays. */
  reload: boolean;
};

export type { ConsentEnv };

export const DEFAULT_COOKIE_NAME = 'cookie_notice_accepted';
/** Six months, as the demo privacy policy tells visitors. */
export const DEFAULT_COOKIE_DAYS = 182;

const flag = (value: string | undefined) => /^(1|true|yes|on)$/i.test((value ?? '').trim());

// A cookie name is an RFC 6265 token; anything else would corrupt document.cookie.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function consentOptions(env: ConsentEnv): ConsentOptions {
  const name = (env.cookieName ?? '').trim();
  const days = Number(env.cookieDays);
  const offset = (env.scrollOffset ?? '').trim() === '' ? NaN : Number(env.scrollOffset);
  const revoke = (env.revoke ?? '').trim().toLowerCase();
  return {
    cookieName: COOKIE_NAME.test(name) ? name : DEFAULT_COOKIE_NAME,
    cookieDays: env.cookieDays && Number.isFinite(days) && days > 0 ? days : DEFAULT_COOKIE_DAYS,
    scrollOffset: Number.isFinite(offset) && offset >= 0 ? offset : null,
    acceptOnClick: flag(env.acceptOnClick),
    revoke: revoke === 'manual' || revoke === 'off' ? revoke : 'automatic',
    reload: flag(env.reload),
  };
}
