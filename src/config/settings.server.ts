// Every setting of the build, read from the environment in this one place and checked before
// anything is built: a mistyped address or engine name stops the build with the variable's name,
// instead of a site that sends its visitors nowhere. Every setting has a default that points at
// the demo backend, so a fresh clone builds with none (docs/settings.md lists
// them, from settings-reference.server.ts, which a unit test holds to this schema). Node only: browser code gets its part through browser-settings.ts.
import { z } from 'zod';
import { BOOKING_ENGINES, readBookingSettings } from './booking-settings';
import { demoOrigin } from './demo-address.server';
import type { BrowserSettings } from './browser-settings';

const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(unset, schema.optional());
const httpUrl = z
  .string()
  .trim()
  .url('must be an absolute URL, such as https://example.com/')
  .refine((url) => !URL.canParse(url) || /^https?:$/.test(new URL(url).protocol), 'must start with http:// or https://');
const wholeNumber = z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more');

const Env = z.object({
  WPGRAPHQL_URL: optional(httpUrl),
  SITE_URL: optional(httpUrl),
  DEMO_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  DEMO_PUBLIC_URL: optional(httpUrl),
  GATSBY_DEMO_BACKEND_URL: optional(httpUrl),
  GATSBY_WPGRAPHQL_URL: optional(httpUrl),
  GATSBY_WORDPRESS_URL: optional(httpUrl),
  GATSBY_BOOKING_ENGINE: optional(z.string().trim().toLowerCase().pipe(z.enum(BOOKING_ENGINES))),
  // A `template` address holds `{checkin}`-style fields, which are not a URL's characters.
  GATSBY_BOOKING_URL: optional(
    z
      .string()
      .trim()
      .regex(/^https?:\/\/\S+$/, 'must be an absolute http(s) address'),
  ),
  GATSBY_BOOKING_DATE_FORMAT: optional(z.string()),
  GATSBY_BOOKING_MIN_GUESTS: optional(wholeNumber),
  GATSBY_BOOKING_MAX_GUESTS: optional(wholeNumber),
  GATSBY_BOOKING_MAX_NIGHTS: optional(wholeNumber),
  GATSBY_CONSENT_COOKIE_NAME: optional(z.string()),
  GATSBY_CONSENT_COOKIE_DAYS: optional(z.string()),
  GATSBY_CONSENT_SCROLL_OFFSET: optional(z.string()),
  GATSBY_CONSENT_ACCEPT_ON_CLICK: optional(z.string()),
  GATSBY_CONSENT_REVOKE: optional(z.string()),
  GATSBY_CONSENT_RELOAD: optional(z.string()),
  GATSBY_ROUTING_URL: optional(httpUrl),
  GATSBY_GEOCODER_URL: optional(httpUrl),
  GATSBY_MAP_STYLE_URL: optional(
    z
      .string()
      .trim()
      .regex(/^https?:\/\/\S+$/, 'must be an absolute http(s) address'),
  ),
  GATSBY_SHARE_COUNTS: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['aggregator', 'direct', 'off'])),
  ),
  GATSBY_SHARE_COUNT_URL: optional(httpUrl),
  CSP_CONNECT_SRC: optional(z.string()),
  CSP_REPORT_URL: optional(httpUrl),
  WARM_BUILD_RECONCILE: optional(z.enum(['on', 'off'])),
});

/** Every variable the build reads. */
export const SETTING_NAMES = Object.keys(Env.shape);

export type Settings = {
  /** True when no WordPress is configured and the demo backend stands in for it. */
  usesDemoBackend: boolean;
  /** The WPGraphQL endpoint the content is read from at build time. */
  wordpressGraphqlUrl: string;
  /** The absolute origin of the published site, for canonical and hreflang links, without a final `/`. */
  siteUrl: string;
  /** Origins the security policy allows besides those above (`CSP_CONNECT_SRC`), and where it reports. */
  csp: { extraConnect: string[]; reportUrl: string | undefined };
  /** Warm builds compare the cached nodes with WordPress (decision 013); `WARM_BUILD_RECONCILE=off` only to show what goes wrong without. */
  reconcileWarmBuilds: boolean;
  browser: BrowserSettings;
};

export class SettingsError extends Error {}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** The settings from an environment (the process's by default); throws a SettingsError naming each wrong variable. */
export function readSettings(environment: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = Env.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new SettingsError(`Invalid settings (see docs/settings.md):\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const demo = demoOrigin(env);
  const wordpressGraphqlUrl = env.WPGRAPHQL_URL ?? `${demo}/graphql`;
  // The demo backend as browsers reach it: the default of the map services and share counts.
  const demoBackendUrl = withoutSlash(env.GATSBY_DEMO_BACKEND_URL ?? env.DEMO_PUBLIC_URL ?? demo);

  const engine = env.GATSBY_BOOKING_ENGINE ?? 'motopress';
  // MotoPress Hotel Booking's search results page on the WordPress site (the demo backend answers
  // it); other engines have no such default, so their address must be given.
  if (!env.GATSBY_BOOKING_URL && engine !== 'motopress') {
    throw new SettingsError(`GATSBY_BOOKING_ENGINE is ${engine}: set GATSBY_BOOKING_URL to its address too (see docs/settings.md).`);
  }
  const booking = readBookingSettings({
    engine,
    url: env.GATSBY_BOOKING_URL ?? new URL('/search-results/', wordpressGraphqlUrl).toString(),
    dateFormat: env.GATSBY_BOOKING_DATE_FORMAT,
    minGuests: env.GATSBY_BOOKING_MIN_GUESTS?.toString(),
    maxGuests: env.GATSBY_BOOKING_MAX_GUESTS?.toString(),
    maxNights: env.GATSBY_BOOKING_MAX_NIGHTS?.toString(),
  });

  return {
    usesDemoBackend: !env.WPGRAPHQL_URL,
    wordpressGraphqlUrl,
    siteUrl: withoutSlash(env.SITE_URL ?? 'http://localhost:9000'),
    csp: { extraConnect: (env.CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter(Boolean), reportUrl: env.CSP_REPORT_URL },
    reconcileWarmBuilds: env.WARM_BUILD_RECONCILE !== 'off',
    browser: {
      // Visitors' browsers talk to the WordPress the content comes from, unless told otherwise.
      graphqlUrl: env.GATSBY_WPGRAPHQL_URL ?? wordpressGraphqlUrl,
      wordpressUrl: withoutSlash(env.GATSBY_WORDPRESS_URL ?? new URL(wordpressGraphqlUrl).origin),
      booking,
      consent: {
        cookieName: env.GATSBY_CONSENT_COOKIE_NAME,
        cookieDays: env.GATSBY_CONSENT_COOKIE_DAYS,
        scrollOffset: env.GATSBY_CONSENT_SCROLL_OFFSET,
        acceptOnClick: env.GATSBY_CONSENT_ACCEPT_ON_CLICK,
        revoke: env.GATSBY_CONSENT_REVOKE,
        reload: env.GATSBY_CONSENT_RELOAD,
      },
      map: {
        routingUrl: withoutSlash(env.GATSBY_ROUTING_URL ?? demoBackendUrl),
        geocoderUrl: withoutSlash(env.GATSBY_GEOCODER_URL ?? demoBackendUrl),
        styleUrl: env.GATSBY_MAP_STYLE_URL ?? `${demoBackendUrl}/map/style.json?lang={lang}`,
      },
      shareCounts: { mode: env.GATSBY_SHARE_COUNTS ?? 'aggregator', base: env.GATSBY_SHARE_COUNT_URL ?? `${demoBackendUrl}/` },
    },
  };
}
