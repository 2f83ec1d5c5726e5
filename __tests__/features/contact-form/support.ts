// Reads recorded CF7 markup and the demo backend's rendered forms the way the site does: through
// the same sanitiser and HTML parser as page content.
import fs from 'node:fs';
import path from 'node:path';
import { readForms } from '../../../demo/wordpress/cf7/forms-file';
import { renderForm } from '../../../demo/wordpress/cf7/markup';
import { sanitizeWordPressHtml } from '../../../src/content/sanitize';
import { isContactFormBlock } from '../../../src/features/contact-form/form-block';
import { readFormMarkup, type FormModel } from '../../../src/features/contact-form/form-markup';
import { findElement, type Element } from '../../../src/content/dom';
import { parseHtml } from '../../../src/content/parse-html.server';

export const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/wordpress/cf7', name), 'utf8');

export function blockOf(html: string): Element {
  const block = findElement(parseHtml(sanitizeWordPressHtml(html)), isContactFormBlock);
  if (!block) throw new Error('no CF7 block in the markup');
  return block;
}

export function modelOf(html: string): FormModel {
  const model = readFormMarkup(blockOf(html));
  if (!model) throw new Error('the block is not a form');
  return model;
}

const locales: Record<string, string> = { en: 'en_US', fr: 'fr_FR', de: 'de_DE' };

/** The demo's form `id` as its page shows it. */
export function demoFormHtml(id: number): string {
  const form = readForms(path.join(__dirname, '../../../demo/content')).forms.find((f) => f.id === id);
  if (!form) throw new Error(`no demo form ${id}`);
  return renderForm(form, { locale: locales[form.language], ordinal: 1, action: '/graphql', containerPost: 0 });
}

/** The site's own words in `language`, for a namespace (`locales/<language>/<namespace>.json`). */
export const fixtureLocale = (language: string, namespace: string) =>
  fs.readFileSync(path.join(__dirname, '../../../locales', language, `${namespace}.json`), 'utf8');

export const richHtml = () => fixture('rich-form-markup.html');
export const defaultHtml = () => fixture('default-form-as-wpgraphql-content.html');
