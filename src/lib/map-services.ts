// Where the directions page finds its map services, chosen at build time. Gatsby inlines
// `process.env.GATSBY_*` into browser code only when each name is written out in full, so each
// is read here by name. Unset, they point at the demo backend (its origin is given to the
// browser build by gatsby-config.ts, because DEMO_PORT is not a GATSBY_ variable).

const demoOrigin = (): string => (process.env.GATSBY_DEMO_BACKEND_URL || 'http://127.0.0.1:8790').replace(/\/$/, '');

export type MapServices = {
  /** Base URL of an OSRM HTTP API v1 server (`{base}/route/v1/{profile}/{coordinates}`). */
  routingUrl: string;
  /** Base URL of a Nominatim server (`{base}/search`). */
  geocoderUrl: string;
  /** A MapLibre style URL; `{lang}` in it is replaced by the page's language. */
  styleUrl: string;
};

export const mapServices = (): MapServices => ({
  routingUrl: (process.env.GATSBY_ROUTING_URL || demoOrigin()).replace(/\/$/, ''),
  geocoderUrl: (process.env.GATSBY_GEOCODER_URL || demoOrigin()).replace(/\/$/, ''),
  styleUrl: process.env.GATSBY_MAP_STYLE_URL || `${demoOrigin()}/map/style.json?lang={lang}`,
});

export const styleUrlFor = (template: string, language: string): string => template.replace('{lang}', encodeURIComponent(language));
