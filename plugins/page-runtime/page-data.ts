// Where Gatsby writes a page's data, and what it holds (the parts this runtime reads).
export type PageData = {
  componentChunkName: string;
  path: string;
  result: { data?: unknown; pageContext?: Record<string, unknown> };
};

/** `/` → `/page-data/index/page-data.json`; `/fr/acces/` → `/page-data/fr/acces/page-data.json`. */
export function pageDataUrl(pagePath: string): string {
  const path = pagePath.split('?')[0].replace(/^\/+|\/+$/g, '');
  return `${__PATH_PREFIX__}/page-data/${path || 'index'}/page-data.json`;
}
