// The Content-Security-Policy of a page, from the addresses the site is built with. Scripts run
// only when the site wrote them: its inline scripts by hash, and whatever those load
// ('strict-dynamic'), so a script that WordPress content smuggles in does not run, even if the
// sanitiser missed it. Every other request goes only where a feature of the site sends it.

export type PolicySources = {
  /** The public address of the site (`SITE_URL`): https there upgrades any http request. */
  site: string;
  /** The WordPress the content comes from: its post embeds and media may appear in pages. */
  contentWordpress: string;
  /** What the browser asks WordPress at run time: GraphQL (comments) and REST (contact forms). */
  wordpressApis: string[];
  /** Routing, geocoding and the map style (its tiles, glyphs and sprites may live elsewhere: `extraConnect`). */
  mapServices: string[];
  /** The share-count aggregator, or the networks' own endpoints. */
  shareCounts: string[];
  /** Where the stay search sends the visitor (a URL or a template of one). */
  booking: string;
  /** Hosts whose iframes the sanitiser keeps (video players, post embeds). */
  frameHosts: string[];
  /** Operator's additions to connect-src and img-src (`CSP_CONNECT_SRC`), such as a tile server. */
  extraConnect: string[];
  /** Where browsers report violations (`CSP_REPORT_URL`), if anywhere. */
  reportUrl?: string;
};

export type Directives = [name: string, values: string[]][];

/** The origin of a URL, or nothing for a text that is not one (unset, or a template's host). */
export function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' || /[{}]|%7B|%7D/i.test(origin) ? null : origin;
  } catch {
    return null;
  }
}

const origins = (urls: string[]) => urls.map(originOf).filter((o): o is string => o !== null);
const unique = (values: string[]) => [...new Set(values)];

/**
 * The sanitiser keeps WordPress's own post embeds by host name, whatever the port (a site on
 * another port of the same host is the same WordPress there); the policy says the same.
 */
function contentFrameSource(wordpress: string): string | null {
  try {
    const url = new URL(wordpress);
    return `${url.protocol}//${url.hostname}:*`;
  } catch {
    return null;
  }
}

/** `scriptHashes`: base64 SHA-256 digests of the inline scripts the site wrote into the page. */
export function policyDirectives(sources: PolicySources, scriptHashes: string[]): Directives {
  const wordpress = origins([sources.contentWordpress]);
  const connect = unique(origins([...sources.wordpressApis, ...sources.mapServices, ...sources.shareCounts, ...sources.extraConnect]));
  const frames = unique(
    [...sources.frameHosts.map((host) => `https://${host}`), contentFrameSource(sources.contentWordpress)].filter((s): s is string => s !== null),
  );
  // No manifest-src: the site has no manifest, default-src covers it, and WebKitGTK logs the
  // directive as an error it does not know.
  const directives: Directives = [
    ['default-src', ["'self'"]],
    // 'self' is for browsers that predate 'strict-dynamic' (which makes newer ones ignore it).
    ['script-src', ["'self'", "'strict-dynamic'", "'report-sample'", ...unique(scriptHashes).map((hash) => `'sha256-${hash}'`)]],
    // Inline styles stay allowed, for styles only: Gatsby inlines its CSS, and WordPress content and
    // gatsby-plugin-image write style attributes, which hashes cannot cover. A style cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', ...wordpress, ...origins(sources.mapServices), ...origins(sources.extraConnect)])],
    ['media-src', unique(["'self'", ...wordpress])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...connect])],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    // MapLibre's worker is a file of the site.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', unique(["'self'", ...origins([...sources.wordpressApis, sources.booking])])],
    ['frame-ancestors', ["'self'"]],
  ];
  if (originOf(sources.site)?.startsWith('https:')) directives.push(['upgrade-insecure-requests', []]);
  if (sources.reportUrl) directives.push(['report-uri', [sources.reportUrl]], ['report-to', [REPORT_GROUP]]);
  return directives;
}

/** The reporting group named by `report-to`, declared by a `Reporting-Endpoints` header. */
export const REPORT_GROUP = 'csp';

// A policy in a <meta> element cannot carry these (the HTML and CSP specifications ignore them there).
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

export function serializePolicy(directives: Directives, where: 'header' | 'meta'): string {
  return directives
    .filter(([name]) => where === 'header' || !HEADER_ONLY.has(name))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
