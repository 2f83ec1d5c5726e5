/** @jest-environment jsdom */
// A select's blank first option. The WordPress the site reads has no language packs: CF7 writes its
// "—Please choose an option—" in English on the French and German pages too. Visitors get the
// site's own text in their language; a text the editor gave the first option stays (the page's
// HTML, before the script: plain-form-words-html.test.tsx).
import { render, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { WordPressContent } from '../../../src/content/WordPressContent';
import { contactFormEnhancer } from '../../../src/features/contact-form/enhancer';
import { optionText } from '../../../src/features/contact-form/form-block';
import { findElement } from '../../../src/content/dom';
import { stringsWrapper } from '../../support/i18n';
import { blockOf, demoFormHtml } from './support';
import { parseHtml } from '../../../src/content/parse-html.server';

const LOCALES: Record<string, string> = { en: 'en_US', fr: 'fr_FR', de: 'de_DE' };
// The demo's booking form in each language (its room select has include_blank), as WordPress sends it.
const FORMS: [string, number, string][] = [
  ['en', 74, '—Please choose an option—'],
  ['fr', 75, '—Veuillez choisir une option—'],
  ['de', 76, '—Bitte wählen Sie eine Option—'],
];
const CF7_BLANK = '<option value="">&#8212;Please choose an option&#8212;</option>';

const content = (html: string, language: string) => (
  <WordPressContent content={parseHtml(html)} enhancers={[contactFormEnhancer]} language={language} locale={LOCALES[language]} />
);

async function roomOptions(html: string, language: string): Promise<HTMLOptionElement[]> {
  render(content(html, language), { wrapper: stringsWrapper(language) });
  await waitFor(() => expect(document.querySelector('.wpcf7')).toHaveClass('js'), { timeout: 5000 });
  return [...document.querySelector<HTMLSelectElement>('select[name="room"]')!.options];
}

beforeEach(() => {
  // The form asks for its quiz answers on load; no backend here.
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
});

test("WordPress writes CF7's English blank option whatever the form's language", () => {
  for (const [, id] of FORMS) expect(demoFormHtml(id)).toContain(CF7_BLANK);
});

test.each(FORMS)("the %s form's blank option is in its language once its code has loaded", async (language, id, text) => {
  const options = await roomOptions(demoFormHtml(id), language);
  expect(options[0]).toHaveValue('');
  expect(options[0]).toHaveTextContent(text);
  // The choices are the editor's, untouched.
  expect(options.slice(1).map((o) => o.value)).toEqual(options.slice(1).map((o) => o.textContent));
  expect(options.filter((o) => o.value === '')).toHaveLength(1);
});

test('a first option the editor wrote (first_as_label) keeps its text', async () => {
  const html = demoFormHtml(75).replace(CF7_BLANK, '<option value="">Choisissez votre chambre</option>');
  const options = await roomOptions(html, 'fr');
  expect(options[0]).toHaveValue('');
  expect(options[0]).toHaveTextContent('Choisissez votre chambre');
});

test("only CF7's blank option is replaced: a choice with its words and a value stays", () => {
  const block = blockOf(
    '<div class="wpcf7"><form><select name="a"><option value="">&#8212;Please choose an option&#8212;</option><option value="x">&#8212;Please choose an option&#8212;</option><option value="">Mine</option></select></form></div>',
  );
  const options: Parameters<typeof optionText>[0][] = [];
  findElement(block.children, (el) => (el.name === 'option' && options.push(el), false));
  expect(options.map((o) => optionText(o, 'Bitte wählen'))).toEqual(['Bitte wählen', '—Please choose an option—', 'Mine']);
});
