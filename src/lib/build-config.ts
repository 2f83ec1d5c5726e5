// Build-time settings, read from the environment. Every one has a default that points at the
// demo backend, so a fresh clone builds with no configuration (see the README for each variable).

const demoPort = () => process.env.DEMO_PORT || '8790';

/** True when no WordPress is configured and the demo backend stands in for it. */
export const usesDemoBackend = (): boolean => !process.env.WPGRAPHQL_URL;

export const wordpressGraphqlUrl = (): string =>
  process.env.WPGRAPHQL_URL || `http://127.0.0.1:${demoPort()}/graphql`;

/** Where visitors' browsers send GraphQL mutations (comments): the same WordPress unless told otherwise. */
export const browserGraphqlUrl = (): string => process.env.GATSBY_WPGRAPHQL_URL || wordpressGraphqlUrl();

/** The absolute origin of the published site, for canonical and hreflang links. */
export const siteUrl = (): string => (process.env.SITE_URL || 'http://localhost:9000').replace(/\/$/, '');

/**
 * WordPress's address for what the browser asks at run time (CF7's REST API): `GATSBY_WORDPRESS_URL`,
 * else the origin of the GraphQL endpoint the content comes from.
 */
export const browserWordpressUrl = (): string => process.env.GATSBY_WORDPRESS_URL || new URL(wordpressGraphqlUrl()).origin;

/** The demo backend as browsers reach it (the default of the map services and share counts). */
export const demoBackendUrl = (): string => (process.env.DEMO_PUBLIC_URL || `http://127.0.0.1:${demoPort()}`).replace(/\/$/, '');

/**
 * Where the stay search sends visitors when no booking engine is configured: MotoPress Hotel
 * Booking's search results page on the WordPress site (the demo backend answers it).
 */
export const defaultBookingUrl = (): string => new URL('/search-results/', wordpressGraphqlUrl()).toString();
