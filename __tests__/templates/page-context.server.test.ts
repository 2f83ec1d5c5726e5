import { pageContexts, type Language, type SourcePage } from '../../src/templates/page-context.server';

const en: Language = { code: 'EN', slug: 'en', locale: 'en_GB', name: 'English' };
const fr: Language = { code: 'FR', slug: 'fr', locale: 'fr_FR', name: 'Français' };
const de: Language = { code: 'DE', slug: 'de', locale: 'de_DE', name: 'Deutsch' };

const page = (uri: string, language: Language, more: Partial<SourcePage> = {}): SourcePage => ({
  uri,
  isFrontPage: false,
  content: null,
  language,
  translations: [],
  ...more,
});
const pages = [
  page('/', en, { isFrontPage: true }),
  page('/fr/accueil/', fr, { isFrontPage: true }),
  page('/rooms/', en, { translations: [{ uri: '/fr/chambres/', language: { slug: 'fr' } }] }),
  page('/fr/chambres/', fr, { translations: [{ uri: '/rooms/', language: { slug: 'en' } }] }),
  page('/directions/', en, { content: '<address class="hotel-address">1 Quai</address><div class="hotel-map" data-lat="43.74" data-lng="7.43"></div>' }),
];
const site = pageContexts(pages, [en, fr, de], 'en');

test('front pages are served at their language root', () => {
  expect(site.frontPages).toEqual({ '/fr/accueil/': '/fr/' });
  expect(site.uriOf(pages[1])).toBe('/fr/');
  expect(site.uriOf(pages[3])).toBe('/fr/chambres/');
});

test("a language's context: its menus by Polylang's location names, its home, the default language's hotel facts", () => {
  const context = site.languageContext(fr);
  expect(context).toMatchObject({
    language: 'fr',
    locale: 'fr_FR',
    primaryLocation: 'PRIMARY___FR',
    footerLocation: 'FOOTER___FR',
    homeUri: '/fr/',
    defaultLanguage: 'en',
  });
  expect(site.languageContext(en)).toMatchObject({ primaryLocation: 'PRIMARY', footerLocation: 'FOOTER', homeUri: '/' });
  expect(context.hotel?.latitude).toBe(43.74);
  expect(site.languageContext(de).homeUri).toBe('/');
});

test("a language's context names its UI strings' version, not the strings (the page query brings them)", () => {
  const [enVersion, frVersion] = [site.languageContext(en), site.languageContext(fr)].map((context) => context.stringsVersion);
  expect(site.languageContext(fr)).not.toHaveProperty('strings');
  expect(frVersion).toMatch(/^[0-9a-f]{16}$/);
  // Another language's strings, another version: a warm build queries its pages again when they change.
  expect(frVersion).not.toBe(enVersion);
  expect(pageContexts(pages, [en, fr, de], 'en').languageContext(fr).stringsVersion).toBe(frVersion);
});

test("the language switcher links a page's translations, else the other languages' front pages", () => {
  expect(site.languageLinks(pages[2]).map(({ slug, uri, isTranslation }) => [slug, uri, isTranslation])).toEqual([
    ['en', '/rooms/', true],
    ['fr', '/fr/chambres/', true],
    ['de', '/', false],
  ]);
  expect(site.homeLinks().map(({ uri }) => uri)).toEqual(['/', '/fr/', '/']);
});

test("every language's pages carry WordPress's time zone, which decides the stay search's today", () => {
  const zoned = pageContexts(pages, [en, fr, de], 'en', 'Europe/Monaco');
  expect([en, fr, de].map((language) => zoned.languageContext(language).timeZone)).toEqual(['Europe/Monaco', 'Europe/Monaco', 'Europe/Monaco']);
  expect(site.languageContext(en).timeZone).toBeNull();
});
