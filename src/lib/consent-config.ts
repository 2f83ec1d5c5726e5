// The consent settings of this build. Gatsby inlines each `process.env.GATSBY_*` it sees written
// out in full, so every variable is named literally here. The server also writes them into every
// page (`<meta name="consent-options">`, see gatsby-ssr.tsx) and the browser reads them from
// there: the page and its scripts always agree, and a page can be checked with other settings
// without a new build.
import { consentOptions, type ConsentEnv } from './consent-options';

export const CONSENT_META = 'consent-options';

export const consentEnv: ConsentEnv = {
  cookieName: process.env.GATSBY_CONSENT_COOKIE_NAME,
  cookieDays: process.env.GATSBY_CONSENT_COOKIE_DAYS,
  scrollOffset: process.env.GATSBY_CONSENT_SCROLL_OFFSET,
  acceptOnClick: process.env.GATSBY_CONSENT_ACCEPT_ON_CLICK,
  revoke: process.env.GATSBY_CONSENT_REVOKE,
  reload: process.env.GATSBY_CONSENT_RELOAD,
};

function fromPage(): ConsentEnv {
  if (typeof document === 'undefined') return {};
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${CONSENT_META}"]`)?.content;
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return parsed && typeof parsed === 'object' ? (parsed as ConsentEnv) : {};
  } catch {
    return {};
  }
}

export const consentConfig = consentOptions({ ...consentEnv, ...fromPage() });
