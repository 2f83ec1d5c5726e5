// Links between pages of the site become the site's links (Gatsby's `Link`: the site's path
// prefix); links to files, to WordPress itself and to other sites stay as WordPress wrote them.
import { siteUri, type FrontPageUris } from '../lib/front-page-uris';

const NOT_PAGES = /^\/(?:static|_gatsby|wp-content|wp-admin|wp-json|wp-login\.php|feed)(?:\/|$)/;

/** The site path a content link leads to (a front page's WordPress uri becomes its language root), or null. */
export function internalPath(href: string | undefined, frontPages: FrontPageUris = {}): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0];
  if (NOT_PAGES.test(path)) return null;
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return null;
  return siteUri(href, frontPages);
}
