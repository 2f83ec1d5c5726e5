// The address WordPress gives a front page (`/fr/accueil/`) is in old links, bookmarks and search
// results, so it must still lead to the page, now at its language root. Hosts that read
// `_redirects` (Netlify, Cloudflare Pages) answer it with a 301; on the others a small page
// stands at that address and sends browsers and crawlers on.
import type { FrontPageUris } from './front-page-uris';

/** The `_redirects` lines, placed before the file's own rules: the first rule that matches wins. */
export function withFrontPageRedirects(redirectsFile: string, frontPages: FrontPageUris): string {
  const lines = Object.entries(frontPages).map(([from, to]) => `${from} ${to} 301`);
  if (lines.length === 0) return redirectsFile;
  const header = "# Each language's front page is served at the language's root; WordPress's address for it leads there.";
  return [header, ...lines, '', redirectsFile].join('\n');
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type RedirectPage = {
  /** Where the page now is, site-relative (`/fr/`). */
  to: string;
  /** The published site's origin, for the canonical link. */
  siteUrl: string;
  /** BCP 47 tag of the page's language. */
  lang: string;
  /** The front page's title, as the visible link for people whose browser does not refresh. */
  title: string;
};

/** A page that refreshes at once to `to`, is never indexed and names `to` as the canonical page. */
export function redirectPageHtml({ to, siteUrl, lang, title }: RedirectPage): string {
  const href = escapeHtml(to);
  const canonical = escapeHtml(`${siteUrl.replace(/\/$/, '')}${to}`);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${canonical}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '</head>',
    '<body>',
    `<p><a href="${href}">${escapeHtml(title)}</a></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
