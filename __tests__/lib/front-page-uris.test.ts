import { defaultLanguageOf, frontPageUris, languageRoot, siteUri } from '../../src/lib/front-page-uris';

// As WPGraphQL with Polylang answers: the default language's front page at the root, the
// others at their own slug.
const pages = [
  { uri: '/', isFrontPage: true, language: { slug: 'en' } },
  { uri: '/fr/accueil/', isFrontPage: true, language: { slug: 'fr' } },
  { uri: '/de/startseite/', isFrontPage: true, language: { slug: 'de' } },
  { uri: '/fr/chambres/', isFrontPage: false, language: { slug: 'fr' } },
];

test("each language's root: none for the default language, its slug for the others", () => {
  expect(languageRoot('en', 'en')).toBe('/');
  expect(languageRoot('fr', 'en')).toBe('/fr/');
  expect(languageRoot('en', 'fr')).toBe('/en/');
});

test("the default language: Polylang's, else the first language, else English", () => {
  expect(defaultLanguageOf({ defaultLanguage: { slug: 'fr' }, languages: [{ slug: 'en' }, { slug: 'fr' }] })).toBe('fr');
  expect(defaultLanguageOf({ defaultLanguage: null, languages: [{ slug: 'de' }, { slug: 'en' }] })).toBe('de');
  expect(defaultLanguageOf({ defaultLanguage: null, languages: null })).toBe('en');
});

test("front pages whose WordPress uri is not their language's root move there; the others stay", () => {
  expect(frontPageUris(pages, 'en')).toEqual({ '/fr/accueil/': '/fr/', '/de/startseite/': '/de/' });
});

test('a front page already at its root, or a WordPress whose default front page has a slug', () => {
  expect(frontPageUris([{ uri: '/fr/', isFrontPage: true, language: { slug: 'fr' } }], 'en')).toEqual({});
  expect(frontPageUris([{ uri: '/home/', isFrontPage: true, language: { slug: 'en' } }], 'en')).toEqual({ '/home/': '/' });
  expect(frontPageUris([{ uri: '/fr/accueil', isFrontPage: true, language: { slug: 'fr' } }], 'en')).toEqual({ '/fr/accueil/': '/fr/' });
});

test("a front page's WordPress uri becomes its root, keeping the query and the fragment", () => {
  const moved = frontPageUris(pages, 'en');
  expect(siteUri('/fr/accueil/', moved)).toBe('/fr/');
  expect(siteUri('/fr/accueil', moved)).toBe('/fr/');
  expect(siteUri('/de/startseite/#zimmer', moved)).toBe('/de/#zimmer');
  expect(siteUri('/fr/accueil/?ref=mail#offres', moved)).toBe('/fr/?ref=mail#offres');
});

test('every other address is left as it is', () => {
  const moved = frontPageUris(pages, 'en');
  for (const uri of ['/', '/fr/', '/fr/chambres/', '/fr/accueil/suite/', '#top', 'https://example.com/fr/accueil/', '']) {
    expect(siteUri(uri, moved)).toBe(uri);
  }
});
