// What every page with a Contact Form 7 block needs before the form's code has come (form-markup.ts
// reads the whole form, in that code): which block is a form, its id, its name and its options'
// texts, for the form as WordPress sent it (the enhancer's plain form).
import { cloneElement, findElement, findElements as findAll, hasClass, linkChildren, textNode, textOf, type Element } from '../../content/dom';

// CF7's name for every form (its aria-label) when the shortcode gives none (html_title). The
// WordPress the site reads has no language packs, so it is English on every language's page.
const CF7_FORM_NAME = 'Contact form';

/** The form's accessible name: the editor's own if the shortcode gave one, else the site's `translated` one. */
export function formName(form: Element, translated: string): string {
  const sent = (form.attribs['aria-label'] ?? '').trim();
  return sent && sent !== CF7_FORM_NAME ? sent : translated;
}

// CF7's text for a select's blank first option (`include_blank`, or a select without choices),
// English on every language's page for the same reason. The parser has turned its entities
// (&#8212;) into the dashes.
const CF7_BLANK_OPTION = '—Please choose an option—';

const isCf7BlankOption = (option: Element) => (option.attribs.value ?? '') === '' && textOf(option.children).trim() === CF7_BLANK_OPTION;

/**
 * An option's text: the site's `translated` text in place of CF7's own blank option, else the
 * option's own (an editor's text stays, such as a `first_as_label` first choice).
 */
export function optionText(option: Element, translated: string): string {
  return isCf7BlankOption(option) ? translated : textOf(option.children);
}

/** A copy of `form` whose CF7 blank options have the site's `translated` text (see optionText). */
export function withOptionTexts(form: Element, translated: string): Element {
  const copy = cloneElement(form);
  for (const option of findAll(copy.children, (el) => el.name === 'option' && isCf7BlankOption(el))) {
    option.children = linkChildren([textNode(translated)], option);
  }
  return copy;
}

/** True for the block CF7 renders: `div.wpcf7` holding its `form.wpcf7-form`. */
export const isContactFormBlock = (el: Element): boolean =>
  el.name === 'div' && hasClass(el, 'wpcf7') && findElement(el.children, (f) => f.name === 'form') !== null;

const hidden = (block: Element, name: string): string =>
  findElement(block.children, (el) => el.name === 'input' && el.attribs.name === name)?.attribs.value ?? '';

/**
 * The contact form's post id, from CF7's hidden `_wpcf7` field (or the block's `data-wpcf7-id`),
 * as form-markup.ts reads it; null for a block CF7 could not answer (no id, or no unit tag).
 */
export function formIdOf(block: Element): number | null {
  const id = Number(hidden(block, '_wpcf7') || block.attribs['data-wpcf7-id']);
  const unitTag = hidden(block, '_wpcf7_unit_tag') || block.attribs.id;
  return Number.isInteger(id) && id > 0 && unitTag ? id : null;
}
