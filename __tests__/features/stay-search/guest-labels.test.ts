// The guest labels come from the language files through the languages' plural rules
// (Intl.PluralRules): French counts 0 as singular, English and German do not.
import { translate } from '../../../src/lib/translate';
import de from '../../../locales/de/stay-search.json';
import en from '../../../locales/en/stay-search.json';
import fr from '../../../locales/fr/stay-search.json';

const files: Record<string, Record<string, string>> = { en, fr, de };
const label = (language: string, count: number) => translate(files[language], language, 'guestCount', { count });

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
