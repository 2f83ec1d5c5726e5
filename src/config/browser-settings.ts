// What the browser needs to know of the build's settings, as one object. The build resolves every
// default and checks every value once (settings.server.ts), then hands the result to the bundles
// as the constant `__BROWSER_SETTINGS__` (plugins/site-settings): browser code reads no variable
// of its own and never sees a half-set address.
import type { BookingSettings } from './booking-settings';

/** The cookie notice's settings as given (`GATSBY_CONSENT_*`); consent-options.ts reads them. */
export type ConsentEnv = {
  cookieName?: string;
  cookieDays?: string;
  scrollOffset?: string;
  acceptOnClick?: string;
  revoke?: string;
  reload?: string;
};

export type BrowserSettings = {
  /** WordPress's GraphQL endpoint as browsers reach it (comments). */
  graphqlUrl: string;
  /** WordPress's address as browsers reach it (Contact Form 7's REST API under `/wp-json/`). */
  wordpressUrl: string;
  booking: BookingSettings;
  consent: ConsentEnv;
  map: {
    /** Base URL of an OSRM HTTP API v1 server (`{base}/route/v1/{profile}/{coordinates}`). */
    routingUrl: string;
    /** Base URL of a Nominatim server (`{base}/search`). */
    geocoderUrl: string;
    /** A MapLibre style URL; `{lang}` in it is replaced by the page's language. */
    styleUrl: string;
  };
  /** Where share counts are asked for: an aggregator at `base`, each network's own endpoint, or nowhere. */
  shareCounts: { mode: 'aggregator' | 'direct' | 'off'; base: string };
};

declare const __BROWSER_SETTINGS__: BrowserSettings | undefined;

/** The settings of this build; only in code that Gatsby bundles (and in tests, see jest.setup). */
export function browserSettings(): BrowserSettings {
  if (typeof __BROWSER_SETTINGS__ === 'undefined') throw new Error('__BROWSER_SETTINGS__ is defined only in code that Gatsby bundles');
  return __BROWSER_SETTINGS__;
}
