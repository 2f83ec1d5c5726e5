// The consent settings of this build (GATSBY_CONSENT_*). The server also writes them into every
// page (`<meta name="consent-options">`, see gatsby-ssr.tsx) and the browser reads them from
// there: the page and its scripts always agree, and a page can be checked with other settings
// without a new build.
import { browserSettings } from '../config/browser-settings';
import { consentOptions, type ConsentEnv } from './consent-options';

export const CONSENT_META = 'consent-options';

export const consentEnv = (): ConsentEnv => browserSettings().consent;

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

export const consentConfig = consentOptions({ ...consentEnv(), ...fromPage() });
