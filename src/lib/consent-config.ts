// The consent settings of this build. Gatsby inlines each `process.env.GATSBY_*` it sees written
// out in full, so every variable is named literally here.
import { consentOptions } from './consent-options';

export const consentConfig = consentOptions({
  cookieName: process.env.GATSBY_CONSENT_COOKIE_NAME,
  cookieDays: process.env.GATSBY_CONSENT_COOKIE_DAYS,
  scrollOffset: process.env.GATSBY_CONSENT_SCROLL_OFFSET,
  acceptOnClick: process.env.GATSBY_CONSENT_ACCEPT_ON_CLICK,
  revoke: process.env.GATSBY_CONSENT_REVOKE,
  reload: process.env.GATSBY_CONSENT_RELOAD,
});
