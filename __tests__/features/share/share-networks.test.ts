import { DISCONTINUED_NETWORKS, droppedNetworksWarning, readNetworks, shareUrl, type FollowNetwork } from '../../../src/features/share/share-networks';

const target = { url: 'https://hotel.example/news/terrace/?a=1&b=2', message: 'A new terrace & more', imageUrl: 'https://hotel.example/i.jpg' };

/** The networks of the old theme's share block, every one of them. */
const OLD_THEME_SHARE = [
  'twitter',
  'facebook',
  'pinterest',
  'linkedin',
  'reddit',
  'vk',
  'pocket',
  'weibo',
  'xing',
  'hackernews',
  'buffer',
  'tumblr',
  'telegram',
  'whatsapp',
  'line',
  'email',
];
const OLD_THEME_FOLLOW = ['youtube', 'instagram', 'github', 'dribbble', 'codepen', 'flattr'];
const OLD_THEME_CLOSED = ['delicious', 'googleplus', 'stumbleupon', 'surfingbird'];

const PROFILES: Record<FollowNetwork, string> = {
  youtube: 'https://www.youtube.com/@hotellumiere',
  instagram: 'https://www.instagram.com/hotellumiere/',
  github: 'https://github.com/hotel-lumiere',
  dribbble: 'https://dribbble.com/hotellumiere',
  codepen: 'https://codepen.io/hotellumiere',
  flattr: 'https://flattr.com/@hotellumiere',
};
const profileOf = (network: FollowNetwork) => PROFILES[network];
const noProfiles = () => undefined;

test('the editor’s list keeps share networks in order, each once, whatever their case', () => {
  const { buttons } = readNetworks('Facebook, twitter  linkedin,facebook', noProfiles);
  expect(buttons).toEqual([
    { kind: 'share', network: 'facebook' },
    { kind: 'share', network: 'twitter' },
    { kind: 'share', network: 'linkedin' },
  ]);
  expect(readNetworks(undefined, noProfiles)).toEqual({ buttons: [], dropped: [] });
  expect(readNetworks('constructor,toString', noProfiles).buttons).toEqual([]);
});

test('every network of the old theme is a share link, a link to the hotel’s profile, or left out as closed; none is unknown', () => {
  const { buttons, dropped } = readNetworks([...OLD_THEME_SHARE, ...OLD_THEME_FOLLOW, ...OLD_THEME_CLOSED].join(','), profileOf);
  expect(buttons.filter((b) => b.kind === 'share').map((b) => b.network)).toEqual(OLD_THEME_SHARE);
  expect(buttons.filter((b) => b.kind === 'follow').map((b) => b.network)).toEqual(OLD_THEME_FOLLOW);
  expect(dropped).toEqual(OLD_THEME_CLOSED.map((name) => ({ name, reason: 'discontinued' })));
  expect([...DISCONTINUED_NETWORKS]).toEqual(OLD_THEME_CLOSED);
  for (const button of buttons) {
    if (button.kind === 'share' && button.network !== 'email') expect(shareUrl(button.network, target)).toMatch(/^https:\/\/[^/]+\/.*\?/);
  }
});

test('coin donations of the old theme are left out, and the build can say so (decision 015)', () => {
  const coins = ['bitcoin', 'ethereum', 'litecoin', 'dogecoin'];
  const { buttons, dropped } = readNetworks(['facebook', ...coins].join(','), profileOf);
  expect(buttons).toEqual([{ kind: 'share', network: 'facebook' }]);
  expect(dropped).toEqual(coins.map((name) => ({ name, reason: 'unknown' })));
});

test('follow networks link to the profile the editor gave; YouTube’s link asks to subscribe', () => {
  const { buttons } = readNetworks('instagram,youtube,flattr', profileOf);
  expect(buttons).toEqual([
    { kind: 'follow', network: 'instagram', href: 'https://www.instagram.com/hotellumiere/' },
    { kind: 'follow', network: 'youtube', href: 'https://www.youtube.com/@hotellumiere?sub_confirmation=1' },
    { kind: 'follow', network: 'flattr', href: 'https://flattr.com/@hotellumiere' },
  ]);
});

test('a follow network without a web address for its profile is left out, and said why', () => {
  const given: Partial<Record<FollowNetwork, string>> = { github: 'javascript:alert(1)', dribbble: 'not a URL' };
  const { buttons, dropped } = readNetworks('facebook,instagram,github,dribbble', (network) => given[network]);
  expect(buttons).toEqual([{ kind: 'share', network: 'facebook' }]);
  expect(dropped).toEqual([
    { name: 'instagram', reason: 'no-profile' },
    { name: 'github', reason: 'no-profile' },
    { name: 'dribbble', reason: 'no-profile' },
  ]);
});

test('the build’s warning names the page and each network left out, with what to do', () => {
  const { dropped } = readNetworks('googleplus,facebook,myspace,instagram', noProfiles);
  expect(droppedNetworksWarning('/news/terrace/', dropped)).toBe(
    'Share buttons on /news/terrace/: left out googleplus (the network has closed), myspace (not a network the site knows), instagram (no profile address: give it in data-instagram-url).',
  );
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
