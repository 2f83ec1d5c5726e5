// The form's accessible name in the page's HTML, as the build writes it (no window): the plain
// form WordPress sent, which visitors use until the form's script has loaded, or without it.
// WordPress names it "Contact form" in every language (no language packs); the page names it in
// its own language.
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { WordPressContent } from '../../../src/content/WordPressContent';
import { contactFormEnhancer } from '../../../src/features/contact-form/enhancer';
import { stringsWrapper } from '../../support/i18n';
import { demoFormHtml } from './support';

// The form's code not loaded yet: the page shows the plain form (form-name.test.tsx has the loaded one).
jest.mock('../../../src/features/contact-form/ContactForm', () => ({
  __esModule: true,
  default: function Loading(): never {
    throw new Promise(() => undefined);
  },
}));

const LOCALES: Record<string, string> = { en: 'en_US', fr: 'fr_FR', de: 'de_DE' };

const build = (html: string, language: string) => {
  const Strings = stringsWrapper(language);
  return renderToStaticMarkup(
    <Strings>
      <WordPressContent html={html} enhancers={[contactFormEnhancer]} language={language} locale={LOCALES[language]} />
    </Strings>,
  );
};

test.each([
  ['en', 71, 'Contact form'],
  ['fr', 72, 'Formulaire de contact'],
  ['de', 73, 'Kontaktformular'],
])('the %s page names its form in its language', (language, id, name) => {
  const html = build(demoFormHtml(id), language);
  expect(html).toMatch(/<form [^>]*class="wpcf7-form init"/);
  expect([...html.matchAll(/<form [^>]*aria-label="([^"]*)"/g)].map((m) => m[1])).toEqual([name]);
});

test('a name the editor gave the form (the shortcode\'s html_title) is kept', () => {
  const html = build(demoFormHtml(72).replace('aria-label="Contact form"', 'aria-label="Demande de devis"'), 'fr');
  expect(html).toContain('aria-label="Demande de devis"');
});
