// Where share counts come from. Every source is an adapter with one shape, so the component
// does not care whether it asks an aggregator (`{base}counts/{network}/{id}`, the default: the
// demo backend answers it) or each network's own endpoint. Pure: the fetching is passed in.
import type { ShareNetwork } from './share-networks';

type ResponseFormat = 'json' | 'jsonp';

/** Loads a URL and gives back its parsed body; throws on any failure. */
export type Fetcher = (url: string, format: ResponseFormat) => Promise<unknown>;

type CountTarget = { url: string; id: string };

export type ShareCountAdapter = (target: CountTarget, fetcher: Fetcher) => Promise<number>;

/** What Weibo's count shows when its URL shortener fails: there is no short URL to count. */
export const WEIBO_SHORTEN_FAILED = 404;

/**
 * The values at a field path: `a.b` reads fields, `a[].b` reads `b` in every item of the array
 * `a`. Missing fields give nothing.
 */
export function valuesAt(body: unknown, path: string): unknown[] {
  let values: unknown[] = [body];
  for (const segment of path.split('.')) {
    const spread = segment.endsWith('[]');
    const name = spread ? segment.slice(0, -2) : segment;
    const next: unknown[] = [];
    for (const value of values) {
      if (value === null || typeof value !== 'object' || !Object.hasOwn(value, name)) continue;
      const field = (value as Record<string, unknown>)[name];
      if (!spread) next.push(field);
      else if (Array.isArray(field)) next.push(...field);
    }
    values = next;
  }
  return values;
}

/** The count at a path: arrays are summed; anything that is not a number counts as 0. */
export function countAt(body: unknown, path: string): number {
  const leaves = valuesAt(body, path).flat();
  if (leaves.length === 0 || !leaves.every((leaf) => typeof leaf === 'number' && Number.isFinite(leaf) && leaf >= 0)) return 0;
  return (leaves as number[]).reduce((sum, n) => sum + n, 0);
}

const single =
  (endpoint: (target: CountTarget) => string, format: ResponseFormat, path: string): ShareCountAdapter =>
  async (target, fetcher) => {
    try {
      return countAt(await fetcher(endpoint(target), format), path);
    } catch {
      return 0;
    }
  };

const enc = encodeURIComponent;

/** A count aggregator: one path per network and share id, answering `{ "count": n }`. */
export const aggregatorAdapter = (base: string, network: ShareNetwork): ShareCountAdapter =>
  single(({ id }) => `${base.replace(/\/?$/, '/')}counts/${enc(network)}/${enc(id)}`, 'json', 'count');

// Weibo counts short URLs only: the page's URL is shortened first, then its short URL counted.
const weibo: ShareCountAdapter = async ({ url }, fetcher) => {
  let short: string | undefined;
  try {
    const found = valuesAt(await fetcher(`https://api.weibo.com/2/short_url/shorten.json?url_long=${enc(url)}`, 'jsonp'), 'data.urls[].url_short');
    short = typeof found[0] === 'string' && found[0] ? found[0] : undefined;
  } catch {
    short = undefined;
  }
  if (!short) return WEIBO_SHORTEN_FAILED;
  return single(
    () => `https://api.weibo.com/2/short_url/share/counts.json?url_short=${enc(short)}`,
    'jsonp',
    'data.urls[].share_counts',
  )({ url, id: '' }, fetcher);
};

/** The networks' own count endpoints, for sites that ask them directly. */
export const DIRECT_ADAPTERS: Partial<Record<ShareNetwork, ShareCountAdapter>> = {
  facebook: single(({ url }) => `https://graph.facebook.com/?id=${enc(url)}&fields=engagement`, 'json', 'engagement.share_count'),
  pinterest: single(({ url }) => `https://widgets.pinterest.com/v1/urls/count.json?url=${enc(url)}`, 'jsonp', 'count'),
  reddit: single(({ url }) => `https://www.reddit.com/api/info.json?url=${enc(url)}`, 'json', 'data.children[].data.score'),
  buffer: single(({ url }) => `https://api.bufferapp.com/1/links/shares.json?url=${enc(url)}`, 'json', 'shares'),
  tumblr: single(({ url }) => `https://api.tumblr.com/v2/share/stats?url=${enc(url)}`, 'jsonp', 'response.note_count'),
  hackernews: single(
    ({ url }) => `https://hn.algolia.com/api/v1/search?tags=story&restrictSearchableAttributes=url&query=${enc(url)}`,
    'json',
    'hits[].points',
  ),
  weibo,
};

/** The origins DIRECT_ADAPTERS ask (the site's security policy lets the browser reach them). */
export const DIRECT_COUNT_ORIGINS = [
  'https://graph.facebook.com',
  'https://widgets.pinterest.com',
  'https://www.reddit.com',
  'https://api.bufferapp.com',
  'https://api.tumblr.com',
  'https://hn.algolia.com',
  'https://api.weibo.com',
];

export type ShareCountMode = 'aggregator' | 'direct' | 'off';

/** The adapter for a network, or null when no count is shown for it. */
export function adapterFor(network: ShareNetwork, mode: ShareCountMode, base: string): ShareCountAdapter | null {
  if (mode === 'off' || network === 'email') return null;
  if (mode === 'aggregator') return aggregatorAdapter(base, network);
  return DIRECT_ADAPTERS[network] ?? null;
}
