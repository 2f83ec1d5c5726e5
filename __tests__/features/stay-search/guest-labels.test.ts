// The guest labels come from the language files through i18next's plural rules (Intl.PluralRules):
// French counts 0 as singular, English and German do not.
import i18next from 'i18next';
import de from '../../../locales/de/stay-search.json';
import en from '../../../locales/en/stay-search.json';
import fr from '../../../locales/fr/stay-search.json';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { 'stay-search': en }, fr: { 'stay-search': fr }, de: { 'stay-search': de } }, ns: ['stay-search'], defaultNS: 'stay-search' });
});

const label = (language: string, count: number) => i18n.getFixedT(language, 'stay-search')('guestCount', { count });

test.each([
  ['fr', 0, '0 personne'],
  ['fr', 1, '1 personne'],
  ['fr', 2, '2 personnes'],
  ['en', 0, '0 guests'],
  ['en', 1, '1 guest'],
  ['en', 2, '2 guests'],
  ['de', 1, '1 Gast'],
  ['de', 3, '3 Gäste'],
])('%s, %i: %s', (language, count, expected) => {
  expect(label(language, count)).toBe(expected);
});

test('every language has every string', () => {
  expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
});
