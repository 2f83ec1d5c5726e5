import { parseNetworks, shareUrl } from '../../../src/features/share/share-networks';

const target = { url: 'https://hotel.example/news/terrace/?a=1&b=2', message: 'A new terrace & more', imageUrl: 'https://hotel.example/i.jpg' };

test('the editor’s list keeps known networks, in order, each once', () => {
  expect(parseNetworks('Facebook, twitter,unknown  linkedin,facebook')).toEqual(['facebook', 'twitter', 'linkedin']);
  expect(parseNetworks(undefined)).toEqual([]);
  expect(parseNetworks('constructor,toString')).toEqual([]);
});

test('share URLs carry the page, its text and image, encoded', () => {
  const facebook = new URL(shareUrl('facebook', target));
  expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
  expect(facebook.searchParams.get('u')).toBe(target.url);
  const pin = new URL(shareUrl('pinterest', target));
  expect(pin.searchParams.get('media')).toBe(target.imageUrl);
  expect(pin.searchParams.get('description')).toBe(target.message);
  expect(new URL(shareUrl('hackernews', target)).searchParams.get('t')).toBe(target.message);
  expect(new URL(shareUrl('weibo', { ...target, imageUrl: undefined })).searchParams.has('pic')).toBe(false);
  expect(new URL(shareUrl('whatsapp', target)).searchParams.get('text')).toBe(`${target.message} ${target.url}`);
});

test('e-mail uses a mailto link with percent-encoded subject and body', () => {
  expect(shareUrl('email', target)).toBe(`mailto:?subject=A%20new%20terrace%20%26%20more&body=${encodeURIComponent(target.url)}`);
});

test('every listed network of the old theme has a share URL on https', () => {
  for (const network of ['twitter', 'facebook', 'pinterest', 'linkedin', 'reddit', 'vk', 'pocket', 'weibo', 'xing', 'hackernews', 'buffer'] as const) {
    expect(shareUrl(network, target)).toMatch(/^https:\/\/[^/]+\/.*\?/);
  }
});
