import { bcp47 } from '../../src/lib/locale';

test('WordPress locales become BCP 47 tags, for Intl and for lang and hreflang', () => {
  expect(bcp47('fr_FR')).toBe('fr-FR');
  expect(bcp47('de_DE_formal')).toBe('de-DE-formal');
  expect(bcp47('en')).toBe('en');
});
