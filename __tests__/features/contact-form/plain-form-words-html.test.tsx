/** @jest-environment jsdom */
// The plain form, as visitors get it until the form's script has loaded (or without it): the
// form WordPress sent. WordPress writes CF7's English words in every language (no language
// packs): the form's name "Contact form" and a select's blank "—Please choose an option—". The
// page gives them in its own language, and keeps a text the editor wrote.
import * as React from 'react';
import { render } from '@testing-library/react';
import { WordPressContent } from '../../../src/content/WordPressContent';
import { contactFormEnhancer } from '../../../src/features/contact-form/enhancer';
import { stringsWrapper } from '../../support/i18n';
import { demoFormHtml } from './support';
import { parseHtml } from '../../../src/content/parse-html.server';

// The form's code not loaded yet: the page shows the plain form (blank-option.test.tsx and
// form-name.test.tsx have the loaded one).
jest.mock('../../../src/features/contact-form/ContactForm', () => ({
  __esModule: true,
  default: function Loading(): never {
    throw new Promise(() => undefined);
  },
}));

const LOCALES: Record<string, string> = { en: 'en_US', fr: 'fr_FR', de: 'de_DE' };
const CF7_BLANK = '<option value="">&#8212;Please choose an option&#8212;</option>';

const build = (html: string, language: string) => {
  const Strings = stringsWrapper(language);
  const { container } = render(
    <Strings>
      <WordPressContent content={parseHtml(html)} enhancers={[contactFormEnhancer]} language={language} locale={LOCALES[language]} />
    </Strings>,
  );
  return container.innerHTML;
};

const blankOptions = (html: string) => [...html.matchAll(/<option value="">([^<]*)<\/option>/g)].map((m) => m[1]);

test.each([
  ['en', 74, '—Please choose an option—'],
  ['fr', 75, '—Veuillez choisir une option—'],
  ['de', 76, '—Bitte wählen Sie eine Option—'],
])('the %s page gives the blank option in its language', (language, id, text) => {
  const html = build(demoFormHtml(id), language);
  expect(html).toMatch(/<form [^>]*class="wpcf7-form init"/);
  expect(blankOptions(html)).toEqual([text]);
  // The rest of the form is as before: its name, and the route it posts to without the script.
  expect(html).toMatch(new RegExp(`<form [^>]*action="[^"]*/contact-forms/${id}/feedback"`));
  expect(html).toMatch(/<form [^>]*aria-label="[^"]+"/);
});

test('a first option the editor wrote (first_as_label) keeps its text', () => {
  const html = build(demoFormHtml(75).replace(CF7_BLANK, '<option value="">Choisissez votre chambre</option>'), 'fr');
  expect(blankOptions(html)).toEqual(['Choisissez votre chambre']);
});

test.each([
  ['en', 71, 'Contact form'],
  ['fr', 72, 'Formulaire de contact'],
  ['de', 73, 'Kontaktformular'],
])('the %s page names its form in its language', (language, id, name) => {
  const html = build(demoFormHtml(id), language);
  expect(html).toMatch(/<form [^>]*class="wpcf7-form init"/);
  expect([...html.matchAll(/<form [^>]*aria-label="([^"]*)"/g)].map((m) => m[1])).toEqual([name]);
});

test("a name the editor gave the form (the shortcode's html_title) is kept", () => {
  const html = build(demoFormHtml(72).replace('aria-label="Contact form"', 'aria-label="Demande de devis"'), 'fr');
  expect(html).toContain('aria-label="Demande de devis"');
});
