// The `_headers` file that Netlify and Cloudflare Pages read: a handful of rules, whatever the
// number of pages (Cloudflare reads at most 100 rules, 2,000 characters a line; decision 014).
// - `/*`: the security headers, with the one site-wide Content-Security-Policy (every page's
//   inline scripts are the same, so one set of hashes serves all of them);
// - the content-hashed files (`/static/*` and the scripts at the root, named by their content):
//   cached a year, immutable, one rule each for the scripts, whose names no pattern both hosts
//   read can tell from other files';
// - the files a visitor's browser must ask again (`page-data`, the sitemap): revalidated. HTML
//   needs no rule: both hosts revalidate it by default, and a `/*` rule with a Cache-Control would
//   be joined to the immutable one of a script (both hosts join a header set by two rules).
import { REPORT_GROUP } from './policy';

/** Both hosts send every header of every rule that matches, so no header is set by two rules. */
const SECURITY_HEADERS: [name: string, value: string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['X-Frame-Options', 'SAMEORIGIN'],
];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Files at the root of `public/` named by their content (`app-8a9fbbbfc9cfd719f2a7.js`): webpack's `[name]-[contenthash]`. */
export const isContentHashedFile = (name: string): boolean => /^[\w~.-]+-[0-9a-f]{20}\.(?:js|css)$/.test(name);

export type SiteHeaders = {
  /** The site-wide Content-Security-Policy, as a header (with what a <meta> cannot carry). */
  policy: string;
  reportUrl?: string;
  /** The content-hashed files at the root of `public/`, by name. */
  hashedFiles: string[];
};

const rule = (path: string, headers: [string, string][]) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');

export function headersFile({ policy, reportUrl, hashedFiles }: SiteHeaders): string {
  const siteWide: [string, string][] = [...SECURITY_HEADERS, ['Content-Security-Policy', policy]];
  if (reportUrl) siteWide.push(['Reporting-Endpoints', `${REPORT_GROUP}="${reportUrl}"`]);
  const rules = [
    '# Written by the build (plugins/content-security-policy): the security headers and the one\n# Content-Security-Policy of every page, then what browsers may cache and for how long.',
    rule('/*', siteWide),
    rule('/static/*', [['Cache-Control', IMMUTABLE]]),
    ...[...hashedFiles].sort().map((name) => rule(`/${name}`, [['Cache-Control', IMMUTABLE]])),
    rule('/page-data/*', [['Cache-Control', REVALIDATE]]),
    rule('/sitemap*', [['Cache-Control', REVALIDATE]]),
  ];
  return `${rules.join('\n\n')}\n`;
}

/** `/rooms/index.html` → `/rooms/`; `/404.html` stays as it is. */
export function pagePath(file: string): string {
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}
