import { absoluteUrl, alternateLinks } from '../../src/layout/seo-links';
import { sitemapAlternates } from '../../src/layout/sitemap-alternates';
import { isSticky, STICKY_AFTER_PX } from '../../src/layout/sticky-header';

const versions = [
  { uri: '/fr/chambres/', locale: 'fr_FR', isDefaultLanguage: false },
  { uri: '/rooms/', locale: 'en_US', isDefaultLanguage: true },
  { uri: '/de/zimmer/', locale: 'de_DE', isDefaultLanguage: false },
];

test('canonical URLs are absolute on SITE_URL', () => {
  expect(absoluteUrl('https://hotel.example/', '/rooms/')).toBe('https://hotel.example/rooms/');
  expect(absoluteUrl('https://hotel.example', 'rooms/')).toBe('https://hotel.example/rooms/');
});

test('hreflang links list every translation and x-default, in the same order from any translation', () => {
  const fromEnglish = alternateLinks('https://hotel.example', versions);
  expect(fromEnglish).toEqual([
    { hrefLang: 'de-DE', href: 'https://hotel.example/de/zimmer/' },
    { hrefLang: 'en-US', href: 'https://hotel.example/rooms/' },
    { hrefLang: 'fr-FR', href: 'https://hotel.example/fr/chambres/' },
    { hrefLang: 'x-default', href: 'https://hotel.example/rooms/' },
  ]);
  expect(alternateLinks('https://hotel.example', [...versions].reverse())).toEqual(fromEnglish);
});

test('the sitemap lists the same alternates, leaving out fallbacks that are not translations', () => {
  const links = [
    { slug: 'en', locale: 'en_US', uri: '/rooms/', isTranslation: true },
    { slug: 'fr', locale: 'fr_FR', uri: '/fr/', isTranslation: false },
  ];
  expect(sitemapAlternates('https://hotel.example', links, 'en')).toEqual([
    { lang: 'en-US', url: 'https://hotel.example/rooms/' },
    { lang: 'x-default', url: 'https://hotel.example/rooms/' },
  ]);
});

test('the header turns sticky only past the threshold', () => {
  expect(STICKY_AFTER_PX).toBe(200);
  expect(isSticky(0)).toBe(false);
  expect(isSticky(200)).toBe(false);
  expect(isSticky(201)).toBe(true);
});
