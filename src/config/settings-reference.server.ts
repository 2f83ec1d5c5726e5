// The settings reference's table, as data: the one source of that table (`npm run docs:settings`
// writes it into docs/settings.md between its markers), held to the settings' schema
// (settings.server.ts) by a unit test, so that neither can change without the other. Each entry is
// one row, in the table's order and Markdown (links relative to docs/).

/** The programs other than the build that read settings of their own (not in the schema). */
type Program = 'npm start' | 'the preview server' | 'the publisher' | 'the demo backend' | 'the browser tests' | 'the browser tests, the bench';

type SettingReference = {
  /** The variables of the row (usually one). */
  names: string[];
  /** Who reads them when the build does not; without it, they are the build's (the schema's). */
  readBy?: Program;
  /** The default, as shown. */
  default: string;
  meaning: string;
};

export const SETTINGS_REFERENCE: SettingReference[] = [
  {
    names: ['WPGRAPHQL_URL'],
    default: "the demo backend's `http://127.0.0.1:8790/graphql`",
    meaning: "WordPress's GraphQL endpoint. When it is set, the demo backend is not started.",
  },
  { names: ['SITE_URL'], default: '`http://localhost:9000`', meaning: 'the public origin of the site, for canonical and alternate-language links' },
  {
    names: ['GATSBY_WPGRAPHQL_URL'],
    default: "`WPGRAPHQL_URL` (or the demo backend's)",
    meaning:
      "the GraphQL endpoint visitors' browsers send comments to, if it differs from the one the build reads (a public host name, a proxy). It needs CORS for the site's origin, which WPGraphQL allows",
  },
  {
    names: ['GATSBY_WORDPRESS_URL'],
    default: 'the origin of `WPGRAPHQL_URL` (the demo backend by default)',
    meaning:
      "WordPress's address as visitors' browsers reach it; contact forms are sent to its REST API (`<url>/wp-json/contact-form-7/v1/…`), and, by visitors whose browser runs none of the form's code, to the form's page there (`<url>/contact/`), where Contact Form 7 shows its verdict. Set it when WordPress lives in a subfolder or under another name than its GraphQL endpoint",
  },
  {
    names: ['GATSBY_CONSENT_COOKIE_NAME'],
    default: '`cookie_notice_accepted`',
    meaning:
      "the cookie that keeps the visitor's choice (`true` accepted, `false` refused); the WordPress Cookie Notice plugin's name, so a choice made on the old site still counts",
  },
  { names: ['GATSBY_CONSENT_COOKIE_DAYS'], default: '`182`', meaning: 'how long the choice is kept, in days (the demo privacy policy says six months)' },
  {
    names: ['GATSBY_CONSENT_SCROLL_OFFSET'],
    default: 'unset',
    meaning: 'scrolling further than this many pixels counts as accepting; unset, scrolling never does',
  },
  { names: ['GATSBY_CONSENT_ACCEPT_ON_CLICK'], default: '`false`', meaning: '`true`: a click anywhere outside the notice counts as accepting' },
  {
    names: ['GATSBY_CONSENT_REVOKE'],
    default: '`automatic`',
    meaning:
      '`automatic`: a "Cookie settings" button at the bottom of every page reopens the notice; `manual`: only the links editors place (class `cn-revoke-cookie`); `off`: neither',
  },
  { names: ['GATSBY_CONSENT_RELOAD'], default: '`false`', meaning: "`true`: the page reloads after the visitor's choice changes" },
  {
    names: ['GATSBY_SHARE_COUNTS'],
    default: '`aggregator`',
    meaning:
      "where share counts come from: `aggregator` (`GATSBY_SHARE_COUNT_URL`), `direct` (each network's own count endpoint: Facebook, Pinterest, Reddit, Buffer, Tumblr, Hacker News, Weibo), or `off`",
  },
  {
    names: ['GATSBY_SHARE_COUNT_URL'],
    default: 'the demo backend',
    meaning: 'the count aggregator\'s base URL; it is asked `GET {base}counts/{network}/{id}` and answers `{ "count": n }`',
  },
  {
    names: ['GATSBY_DEMO_BACKEND_URL'],
    default: '`http://127.0.0.1:<DEMO_PORT>`',
    meaning: 'the demo backend as browsers reach it, the default of the browser-side service URLs above',
  },
  {
    names: ['GATSBY_ROUTING_URL'],
    default: 'the demo backend',
    meaning:
      "the directions page's router: the base URL of an OSRM HTTP API v1 server (`{url}/route/v1/{profile}/…`). OSRM has no public transport, so the form offers driving, walking and bicycling; an old link asking for transit gets the route by car, with a note ([decision 009](decisions/009-no-transit-mode-without-a-transit-router.md))",
  },
  {
    names: ['GATSBY_GEOCODER_URL'],
    default: 'the demo backend',
    meaning: "the directions page's address search: the base URL of a Nominatim server (`{url}/search`)",
  },
  {
    names: ['GATSBY_MAP_STYLE_URL'],
    default: "the demo backend's `/map/style.json?lang={lang}`",
    meaning: "the MapLibre style of the map; `{lang}` becomes the page's language (`en`, `fr`, `de`)",
  },
  {
    names: ['GATSBY_BOOKING_ENGINE'],
    default: '`motopress`',
    meaning:
      'where the stay search hands visitors over: `motopress` (MotoPress Hotel Booking on the WordPress site), `mews`, `siteminder`, `cloudbeds`, `webhotelier`, or `template` (any other engine, see below)',
  },
  {
    names: ['GATSBY_BOOKING_URL'],
    default: "MotoPress's `/search-results/` page on the WordPress origin (the demo backend answers it)",
    meaning:
      "the booking engine's address (Mews: `https://app.mews.com/distributor/<id>`; SiteMinder: `https://direct-book.com/properties/<code>`; Cloudbeds: `https://hotels.cloudbeds.com/{lang}/reservation/<code>`; WebHotelier: `https://<hotel>.reserve-online.net/`). `{lang}` becomes the page's language. With `template`, the whole URL with `{checkin}`, `{checkout}`, `{guests}`, `{nights}`, `{lang}`, `{locale}`. Required for engines other than MotoPress. Search engines' hotel card offers booking at this address (schema.org `ReserveAction`)",
  },
  {
    names: ['GATSBY_BOOKING_DATE_FORMAT'],
    default: '`YYYY-MM-DD`',
    meaning: "how `template` writes dates (`YYYY`, `MM`, `DD`, e.g. `DD/MM/YYYY`); the presets use their engine's own format",
  },
  { names: ['GATSBY_BOOKING_MIN_GUESTS', 'GATSBY_BOOKING_MAX_GUESTS'], default: '`1`, `6`', meaning: 'the guest counts the stay search accepts' },
  { names: ['GATSBY_BOOKING_MAX_NIGHTS'], default: '`30`', meaning: 'the longest stay the stay search sends on; longer ones are asked to write to the hotel' },
  {
    names: ['CSP_CONNECT_SRC'],
    default: 'unset',
    meaning:
      "more origins the pages may fetch from and show images of, separated by spaces or commas: the hosts of a map style's tiles, glyphs and sprites when they are not the style's own (see [Content Security Policy](operators.md#content-security-policy))",
  },
  {
    names: ['CSP_REPORT_URL'],
    default: 'unset',
    meaning: "where browsers report what the pages' policy blocked (`report-uri`, and `report-to` with a `Reporting-Endpoints` header)",
  },
  {
    names: ['WARM_BUILD_RECONCILE'],
    default: '`on`',
    meaning:
      '`off` makes a warm build fetch only what WPGatsby recorded, without comparing its cache with WordPress: only to see what the comparison prevents ([decision 013](decisions/013-warm-builds-reconcile-with-wordpress.md))',
  },
  {
    names: ['PREVIEW_SECRET'],
    readBy: 'the preview server',
    default: 'none (required by `npm run preview`)',
    meaning:
      "the preview server's password, at least 16 characters: editors enter it in the browser, and WPGatsby's Preview Webhook carries it (see [Preview for editors](operators.md#preview-for-editors))",
  },
  {
    names: ['PREVIEW_PORT', 'PREVIEW_HOST', 'PREVIEW_DIR'],
    readBy: 'the preview server',
    default: '`8000`, `0.0.0.0`, `.preview/site`',
    meaning: 'where the preview server listens, and the folder of its own copy of the site',
  },
  {
    names: ['HOTEL_SITE_BUILD_TOKEN'],
    readBy: 'the publisher',
    default: 'none (required by `npm run publisher -- --serve`)',
    meaning:
      "the secret WordPress's rebuild hook sends and the publisher sends back with each build's state, at least 16 characters; the same value as in `wp-config.php` (see [The publisher](operators.md#the-publisher-building-and-serving-on-your-own-machine))",
  },
  {
    names: ['PUBLISH_PORT', 'PUBLISH_HOST', 'DEPLOY_DIR'],
    readBy: 'the publisher',
    default: '`8793`, `127.0.0.1`, `.publish/site`',
    meaning: 'where the publisher waits for the hook, and the folder of its releases (the site to serve is `live/` in it)',
  },
  {
    names: ['BUILD_STATUS_URL'],
    readBy: 'the publisher',
    default: "WordPress's `?rest_route=/hotel-site/v1/build-status`, beside `WPGRAPHQL_URL`",
    meaning: "where the publisher reports each build's state to WordPress",
  },
  {
    names: ['PUBLISH_RETRY_DELAYS'],
    readBy: 'the publisher',
    default: '`30,120`',
    meaning: 'the seconds before each new try of a failed build; their number is the number of tries after the first',
  },
  { names: ['PORT'], readBy: 'npm start', default: '`9000`', meaning: 'the port `npm start` serves the site on' },
  // DEMO_PORT and DEMO_PUBLIC_URL are the demo backend's, and the build's too (the schema's).
  {
    names: ['DEMO_PORT'],
    default: '`8790`',
    meaning: "the demo backend's port (the build's default `WPGRAPHQL_URL` follows it)",
  },
  { names: ['DEMO_HOST'], readBy: 'the demo backend', default: '`127.0.0.1`', meaning: 'the address the demo backend listens on' },
  {
    names: ['DEMO_PUBLIC_URL'],
    default: '`http://127.0.0.1:<DEMO_PORT>`',
    meaning: 'the origin the demo backend writes into content links, if it is reached through another name',
  },
  { names: ['DEMO_CONTENT_DIR'], readBy: 'the demo backend', default: '`demo/content`', meaning: 'where the demo backend reads the demo hotel from' },
  {
    names: ['DEMO_DB'],
    readBy: 'the demo backend',
    default: '`demo/.state/demo.sqlite`',
    meaning: "the demo backend's SQLite file (comments, form submissions and the mail outbox are kept there)",
  },
  {
    names: ['SMTP_URL'],
    readBy: 'the demo backend',
    default: 'unset',
    meaning:
      'where the demo backend sends contact-form mail, e.g. `smtp://user:password@mail.example:587`. Unset, mail goes to the outbox table (`npm run demo:outbox`); if the server cannot be reached, the form answers `mail_failed` as CF7 does',
  },
  {
    names: ['DEMO_FORM_MAX_BYTES'],
    readBy: 'the demo backend',
    default: '`1048576`',
    meaning:
      'the largest contact-form submission the demo backend accepts; larger ones get a 413 as soon as the bytes received pass it, with or without a `Content-Length`',
  },
  {
    names: ['CHROMIUM_PATH'],
    readBy: 'the browser tests, the bench',
    default: '`/usr/bin/chromium-headless-shell` (tests), `/usr/bin/chromium` (bench)',
    meaning: 'the Chromium the browser tests drive, and the one Lighthouse runs in the bench',
  },
];

const START = '<!-- settings-reference: generated by npm run docs:settings -->';
const END = '<!-- /settings-reference -->';

/** The Markdown table, header and rows. */
function renderSettingsTable(): string {
  const rows = SETTINGS_REFERENCE.map(({ names, default: shown, meaning }) => `| ${names.map((name) => `\`${name}\``).join(', ')} | ${shown} | ${meaning} |`);
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

/** The settings reference's text with the table between its markers as the reference renders it. */
export function withSettingsTable(reference: string): string {
  const start = reference.indexOf(START);
  const end = reference.indexOf(END, start);
  if (start === -1 || end === -1) throw new Error(`docs/settings.md has lost the markers of the settings table (${START} … ${END}).`);
  return `${reference.slice(0, start + START.length)}\n\n${renderSettingsTable()}\n\n${reference.slice(end)}`;
}
