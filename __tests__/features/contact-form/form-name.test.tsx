/** @jest-environment jsdom */
// The form's accessible name. The WordPress the site reads has no language packs: CF7 names every
// form "Contact form", in English on the French and German pages too. Visitors get the site's
// own name for the form in their language (the page's HTML, before the script: plain-form-words-html.test.tsx).
import { render, screen, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { WordPressContent } from '../../../src/content/WordPressContent';
import { contactFormEnhancer } from '../../../src/features/contact-form/enhancer';
import { formName } from '../../../src/features/contact-form/form-block';
import { stringsWrapper } from '../../support/i18n';
import { blockOf, demoFormHtml } from './support';
import { parseHtml } from '../../../src/content/parse-html.server';

const LOCALES: Record<string, string> = { en: 'en_US', fr: 'fr_FR', de: 'de_DE' };
// The demo's contact form in each language, as WordPress sends it.
const FORMS: [string, number, string][] = [
  ['en', 71, 'Contact form'],
  ['fr', 72, 'Formulaire de contact'],
  ['de', 73, 'Kontaktformular'],
];

const content = (html: string, language: string) => (
  <WordPressContent content={parseHtml(html)} enhancers={[contactFormEnhancer]} language={language} locale={LOCALES[language]} />
);

beforeEach(() => {
  // The form asks for its quiz answers on load; no backend here.
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
});

test('WordPress names the form in English whatever its language', () => {
  for (const [, id] of FORMS) expect(demoFormHtml(id)).toContain('aria-label="Contact form"');
});

test.each(FORMS)('the %s form is named in its language once its code has loaded', async (language, id, name) => {
  render(content(demoFormHtml(id), language), { wrapper: stringsWrapper(language) });
  await waitFor(() => expect(document.querySelector('.wpcf7')).toHaveClass('js'), { timeout: 5000 });
  expect(screen.getByRole('form')).toHaveAccessibleName(name);
});

test("a name the editor gave the form (the shortcode's html_title) is kept", async () => {
  const titled = demoFormHtml(72).replace('aria-label="Contact form"', 'aria-label="Demande de devis"');
  const form = blockOf(titled).children.find((c) => 'name' in c && c.name === 'form');
  expect(formName(form as Parameters<typeof formName>[0], 'Formulaire de contact')).toBe('Demande de devis');
  render(content(titled, 'fr'), { wrapper: stringsWrapper('fr') });
  await waitFor(() => expect(document.querySelector('.wpcf7')).toHaveClass('js'), { timeout: 5000 });
  expect(screen.getByRole('form')).toHaveAccessibleName('Demande de devis');
});
