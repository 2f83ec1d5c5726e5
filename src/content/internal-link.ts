// Links between pages of the site are followed client-side (Gatsby prefetches them); links to
// files, to WordPress itself and to other sites stay ordinary links.

const NOT_PAGES = /^\/(?:static|_gatsby|wp-content|wp-admin|wp-json|wp-login\.php|feed)(?:\/|$)/;

export function internalPath(href: string | undefined): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0];
  if (NOT_PAGES.test(path)) return null;
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return null;
  return href;
}
