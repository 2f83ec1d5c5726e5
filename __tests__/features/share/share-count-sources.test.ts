import {
  adapterFor,
  aggregatorAdapter,
  countAt,
  DIRECT_ADAPTERS,
  DIRECT_COUNT_ORIGINS,
  valuesAt,
  WEIBO_SHORTEN_FAILED,
  type Fetcher,
} from '../../../src/features/share/share-count-sources';

const target = { url: 'https://hotel.example/news/', id: 'news-1' };

/** Answers by URL prefix; records what was asked. */
function fakeFetcher(answers: [string, unknown][]) {
  const asked: [string, string][] = [];
  const fetcher: Fetcher = async (url, format) => {
    asked.push([url, format]);
    const found = answers.find(([prefix]) => url.startsWith(prefix));
    if (!found) throw new Error('offline');
    if (found[1] instanceof Error) throw found[1];
    return found[1];
  };
  return { fetcher, asked };
}

test('field paths read nested fields and spread arrays', () => {
  expect(valuesAt({ a: { b: 3 } }, 'a.b')).toEqual([3]);
  expect(valuesAt({ hits: [{ points: 1 }, { points: 2 }, {}] }, 'hits[].points')).toEqual([1, 2]);
  expect(valuesAt({ a: null }, 'a.b')).toEqual([]);
  expect(valuesAt({ a: 'text' }, 'a[].b')).toEqual([]);
});

test('counts are numbers; arrays are summed; anything else is 0', () => {
  expect(countAt({ count: 42 }, 'count')).toBe(42);
  expect(countAt({ data: { children: [{ data: { score: 5 } }, { data: { score: 7 } }] } }, 'data.children[].data.score')).toBe(12);
  expect(countAt({ shares: [1, 2, 3] }, 'shares')).toBe(6);
  expect(countAt({ count: '42' }, 'count')).toBe(0);
  expect(countAt({ count: -1 }, 'count')).toBe(0);
  expect(countAt({}, 'count')).toBe(0);
  expect(countAt({ shares: [1, 'x'] }, 'shares')).toBe(0);
});

test('the aggregator is asked at {base}counts/{network}/{id} and read at `count`', async () => {
  const { fetcher, asked } = fakeFetcher([['http://counts.example/api/counts/facebook/news-1', { count: 12480 }]]);
  expect(await aggregatorAdapter('http://counts.example/api', 'facebook')(target, fetcher)).toBe(12480);
  expect(asked).toEqual([['http://counts.example/api/counts/facebook/news-1', 'json']]);
});

test('a failed request or a non-number shows 0', async () => {
  expect(await aggregatorAdapter('http://x/', 'twitter')(target, fakeFetcher([]).fetcher)).toBe(0);
  expect(await aggregatorAdapter('http://x/', 'twitter')(target, fakeFetcher([['http://x/', { count: null }]]).fetcher)).toBe(0);
});

test('each network’s own endpoint is read at its own path, with the page URL in the query', async () => {
  const { fetcher, asked } = fakeFetcher([
    ['https://graph.facebook.com/', { engagement: { share_count: 31 } }],
    ['https://www.reddit.com/', { data: { children: [{ data: { score: 4 } }, { data: { score: 6 } }] } }],
    ['https://widgets.pinterest.com/', { count: 9 }],
    ['https://hn.algolia.com/', { hits: [{ points: 100 }, { points: 20 }] }],
  ]);
  expect(await DIRECT_ADAPTERS.facebook!(target, fetcher)).toBe(31);
  expect(await DIRECT_ADAPTERS.reddit!(target, fetcher)).toBe(10);
  expect(await DIRECT_ADAPTERS.pinterest!(target, fetcher)).toBe(9);
  expect(await DIRECT_ADAPTERS.hackernews!(target, fetcher)).toBe(120);
  expect(asked[0][0]).toContain(encodeURIComponent(target.url));
  expect(asked[2][1]).toBe('jsonp');
});

test('Weibo shortens the URL first, then counts the short URL', async () => {
  const { fetcher, asked } = fakeFetcher([
    ['https://api.weibo.com/2/short_url/shorten.json', { data: { urls: [{ url_short: 'http://t.cn/abc', url_long: target.url }] } }],
    ['https://api.weibo.com/2/short_url/share/counts.json', { data: { urls: [{ url_short: 'http://t.cn/abc', share_counts: 77 }] } }],
  ]);
  expect(await DIRECT_ADAPTERS.weibo!(target, fetcher)).toBe(77);
  expect(asked[1][0]).toContain(`url_short=${encodeURIComponent('http://t.cn/abc')}`);
});

test('Weibo shows 404 when shortening fails, and 0 when only the count fails', async () => {
  const shortenDown = fakeFetcher([]);
  expect(await DIRECT_ADAPTERS.weibo!(target, shortenDown.fetcher)).toBe(WEIBO_SHORTEN_FAILED);
  expect(shortenDown.asked).toHaveLength(1);
  const noShortUrl = fakeFetcher([['https://api.weibo.com/2/short_url/shorten.json', { data: { urls: [] } }]]);
  expect(await DIRECT_ADAPTERS.weibo!(target, noShortUrl.fetcher)).toBe(404);
  const countDown = fakeFetcher([['https://api.weibo.com/2/short_url/shorten.json', { data: { urls: [{ url_short: 'http://t.cn/abc' }] } }]]);
  expect(await DIRECT_ADAPTERS.weibo!(target, countDown.fetcher)).toBe(0);
});

test('the mode picks the source: aggregator for every network but e-mail, direct where one exists, or none', () => {
  expect(adapterFor('xing', 'aggregator', 'http://x/')).not.toBeNull();
  expect(adapterFor('email', 'aggregator', 'http://x/')).toBeNull();
  expect(adapterFor('xing', 'direct', 'http://x/')).toBeNull();
  expect(adapterFor('facebook', 'direct', 'http://x/')).toBe(DIRECT_ADAPTERS.facebook);
  expect(adapterFor('facebook', 'off', 'http://x/')).toBeNull();
});

test('every endpoint the direct adapters ask is among the origins the security policy allows', async () => {
  const shortened = { data: { urls: [{ url_short: 'http://t.cn/abc' }] } };
  const asked = new Set<string>();
  for (const adapter of Object.values(DIRECT_ADAPTERS)) {
    const fake = fakeFetcher([['https://api.weibo.com/2/short_url/shorten.json', shortened]]);
    await adapter!(target, fake.fetcher);
    for (const [url] of fake.asked) asked.add(new URL(url).origin);
  }
  expect([...asked].sort()).toEqual([...DIRECT_COUNT_ORIGINS].sort());
});
