// Contact Form 7 6.1's HTML for a form, as WordPress puts it into a page's content: the wrapper
// with the unit tag, the hidden fields, each tag rendered as CF7 renders it, and the template's
// text turned into paragraphs the way wpautop does.
import type { ContentSnapshot } from '../content-files';
import { hasOption, intOption, lengthLimits, option, TEXT_TYPES, type FormTag } from './form-tags';
import type { ContactForm } from './forms-file';
import { quizEntry, quizPairs } from './quiz';

const CF7_VERSION = '6.1.6';

// CF7's own strings, not the form's messages: a WordPress without language packs (like the real
// one the demo stands for) gives them in English in every language. The select's blank option is
// written with the entities of CF7's string, which esc_html leaves as they are.
const FORM_LABEL = 'Contact form';
const BLANK_OPTION = '&#8212;Please choose an option&#8212;';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

type Attrs = [string, string | number | undefined | false][];
const attrs = (list: Attrs) =>
  list
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => `${k}="${esc(String(v))}"`)
    .join(' ');

const wrap = (name: string, inner: string) => `<span class="wpcf7-form-control-wrap" data-name="${esc(name)}">${inner}</span>`;

function controlClass(t: FormTag): string {
  const classes = ['wpcf7-form-control', `wpcf7-${t.type}`];
  if (t.required) classes.push('wpcf7-validates-as-required');
  if (TEXT_TYPES.includes(t.type)) classes.push('wpcf7-text');
  if (['email', 'url', 'tel', 'date', 'number'].includes(t.type)) classes.push(`wpcf7-validates-as-${t.type}`);
  return [...new Set(classes)].join(' ');
}

const ariaRequired = (t: FormTag) => (t.required ? 'true' : undefined);

function listItems(t: FormTag, inputType: 'checkbox' | 'radio', inputName: string): string {
  const defaultIndex = intOption(t, 'default') ?? (inputType === 'radio' ? 1 : 0);
  const useLabel = hasOption(t, 'use_label_element');
  const freeText = hasOption(t, 'free_text');
  return t.values
    .map((value, i) => {
      const classes = ['wpcf7-list-item'];
      if (i === 0) classes.push('first');
      if (i === t.values.length - 1) classes.push('last');
      let item = `<input ${attrs([
        ['type', inputType],
        ['name', inputName],
        ['value', value],
        ['checked', i + 1 === defaultIndex && 'checked'],
      ])} /><span class="wpcf7-list-item-label">${esc(value)}</span>`;
      if (useLabel) item = `<label>${item}</label>`;
      if (freeText && i === t.values.length - 1) {
        classes.push('has-free-text');
        item += ` <input type="text" name="_wpcf7_free_text_${esc(t.name)}" class="wpcf7-free-text" />`;
      }
      return `<span class="${classes.join(' ')}">${item}</span>`;
    })
    .join('');
}

function renderTag(t: FormTag, form: ContactForm): string {
  const { minlength, maxlength } = lengthLimits(t);
  switch (t.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
      return wrap(
        t.name,
        `<input ${attrs([
          ['size', 40],
          ['maxlength', maxlength],
          ['minlength', minlength],
          ['class', controlClass(t)],
          ['autocomplete', option(t, 'autocomplete')],
          ['aria-required', ariaRequired(t)],
          ['aria-invalid', 'false'],
          ['value', t.values[0] ?? ''],
          ['type', t.type],
          ['name', t.name],
        ])} />`,
      );
    case 'textarea': {
      const [cols, rows] = (t.options.find((o) => /^\d*x\d*$/.test(o)) ?? 'x').split('x');
      return wrap(
        t.name,
        `<textarea ${attrs([
          ['cols', cols || 40],
          ['rows', rows || 10],
          ['maxlength', maxlength],
          ['minlength', minlength],
          ['class', controlClass(t)],
          ['autocomplete', option(t, 'autocomplete')],
          ['aria-required', ariaRequired(t)],
          ['aria-invalid', 'false'],
          ['name', t.name],
        ])}>${esc(t.values[0] ?? '')}</textarea>`,
      );
    }
    case 'date':
    case 'number':
      return wrap(
        t.name,
        `<input ${attrs([
          ['class', controlClass(t)],
          ['min', option(t, 'min')],
          ['max', option(t, 'max')],
          ['step', option(t, 'step')],
          ['aria-required', ariaRequired(t)],
          ['aria-invalid', 'false'],
          ['value', t.values[0] ?? ''],
          ['type', t.type],
          ['name', t.name],
        ])} />`,
      );
    case 'select': {
      const blank = hasOption(t, 'include_blank') ? `<option value="">${BLANK_OPTION}</option>` : '';
      const options = t.values.map((v) => `<option value="${esc(v)}">${esc(v)}</option>`).join('');
      return wrap(
        t.name,
        `<select ${attrs([
          ['class', controlClass(t)],
          ['aria-required', ariaRequired(t)],
          ['aria-invalid', 'false'],
          ['name', t.name],
        ])}>${blank}${options}</select>`,
      );
    }
    case 'checkbox':
    case 'radio': {
      const exclusive = t.type === 'checkbox' && hasOption(t, 'exclusive');
      const classes = controlClass(t) + (exclusive ? ' wpcf7-exclusive-checkbox' : '');
      const inputName = t.type === 'checkbox' && !exclusive ? `${t.name}[]` : t.name;
      return wrap(t.name, `<span class="${classes}">${listItems(t, t.type, inputName)}</span>`);
    }
    case 'acceptance': {
      const classes = ['wpcf7-form-control', 'wpcf7-acceptance', ...['invert', 'optional'].filter((o) => hasOption(t, o))].join(' ');
      // The enclosed text is the editor's HTML (it may link to the privacy policy), as in CF7.
      return wrap(
        t.name,
        `<span class="${classes}"><span class="wpcf7-list-item"><label><input type="checkbox" name="${esc(t.name)}" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label">${t.content}</span></label></span></span>`,
      );
    }
    case 'quiz': {
      // CF7 picks a random question per page view; the first keeps the static pages reproducible,
      // and the refill endpoint hands out the others.
      const [question, hash] = quizEntry(quizPairs(t)[0]);
      return wrap(
        t.name,
        `<label><span class="wpcf7-quiz-label">${esc(question)}</span> <input ${attrs([
          ['size', 40],
          ['class', 'wpcf7-form-control wpcf7-quiz'],
          ['autocomplete', 'off'],
          ['aria-required', 'true'],
          ['aria-invalid', 'false'],
          ['type', 'text'],
          ['name', t.name],
        ])} /></label><input type="hidden" name="_wpcf7_quiz_answer_${esc(t.name)}" value="${hash}" />`,
      );
    }
    case 'count': {
      const target = form.tags.find((x) => x.name === t.name && x.type !== 'count');
      const max = target ? intOption(target, 'maxlength') : undefined;
      const min = target ? intOption(target, 'minlength') : undefined;
      const down = hasOption(t, 'down');
      const start = down ? (max ?? 0) : 0;
      return `<span ${attrs([
        ['class', `wpcf7-character-count ${down ? 'down' : 'up'}`],
        ['data-target-name', t.name],
        ['data-starting-value', start],
        ['data-current-value', start],
        ['data-maximum-value', max],
        ['data-minimum-value', min],
      ])}>${start}</span>`;
    }
    case 'submit':
      return `<input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="${esc(t.values[0] ?? 'Submit')}" />`;
  }
}

/** wpautop as CF7 applies it to a form: blank lines part paragraphs, single line breaks become <br />. */
function autop(html: string): string {
  return html
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length)
    .map((lines) => `<p>${lines.join('<br />\n')}\n</p>`)
    .join('\n');
}

export type RenderContext = {
  /** The form's locale, e.g. fr_FR. */
  locale: string;
  /**
   * n in the unit tag: CF7 counts every form it renders in one PHP request. A number, or, in stored
   * content, a placeholder that formNumbering() replaces when a request reads the content.
   */
  ordinal: number | string;
  /** The request path the form posts back to without JavaScript; through WPGraphQL it is /graphql. */
  action: string;
  /** The page the form sits on; 0 when WordPress renders it outside the loop, as WPGraphQL does. */
  containerPost: number;
};

const unitTagOf = (formId: number, context: Pick<RenderContext, 'ordinal' | 'containerPost'>) =>
  `wpcf7-f${formId}${context.containerPost ? `-p${context.containerPost}` : ''}-o${context.ordinal}`;

export function renderForm(form: ContactForm, context: RenderContext): string {
  const unitTag = unitTagOf(form.id, context);
  const hidden: [string, string | number][] = [
    ['_wpcf7', form.id],
    ['_wpcf7_version', CF7_VERSION],
    ['_wpcf7_locale', context.locale],
    ['_wpcf7_unit_tag', unitTag],
    ['_wpcf7_container_post', context.containerPost],
    ['_wpcf7_posted_data_hash', ''],
  ];
  const body = autop(form.parts.map((p) => (typeof p === 'string' ? p : renderTag(p, form))).join(''));
  // The shortcode's output starts and ends with a line break of its own (WPCF7_ContactForm::form_html),
  // so next to the line breaks around the shortcode in the page each leaves an empty line.
  const markup = [
    `<div class="wpcf7 no-js" id="${unitTag}" lang="${context.locale.replace('_', '-')}" dir="ltr" data-wpcf7-id="${form.id}">`,
    '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>',
    `<form action="${esc(context.action)}#${unitTag}" method="post" class="wpcf7-form init" aria-label="${FORM_LABEL}" novalidate="novalidate" data-status="init">`,
    `<fieldset class="hidden-fields-container">${hidden.map(([name, value]) => `<input type="hidden" name="${name}" value="${esc(String(value))}" />`).join('')}`,
    '</fieldset>',
    `${body}<div class="wpcf7-response-output" aria-hidden="true"></div>`,
    '</form>',
    '</div>',
  ].join('\n');
  return `\n${markup}\n`;
}

const SHORTCODE = /\[contact-form-7\s+([^\]]*)\]/g;

/**
 * Replaces `[contact-form-7 id="…"]` shortcodes in page HTML with the forms' markup. An id that
 * names no form is a broken reference in hand-written content: it is reported, not rendered.
 */
function expandShortcodes(html: string, forms: ContactForm[], localeOf: (language: string) => string, where: string): string {
  let ordinal = 0;
  return html.replace(SHORTCODE, (_whole, attributes: string) => {
    const id = Number(/\bid=["']?(\d+)/.exec(attributes)?.[1]);
    const form = forms.find((f) => f.id === id);
    if (!form) throw new Error(`${where}: [contact-form-7] names form ${id || '?'}, which is not in forms.yaml`);
    ordinal += 1;
    return renderForm(form, { locale: localeOf(form.language), ordinal: unitPlaceholder(ordinal), action: '/graphql', containerPost: 0 });
  });
}

// CF7 numbers the forms it renders with a counter that lives as long as the PHP request
// (WPCF7_ContactForm::generate_unit_tag), so a GraphQL request listing many pages numbers their
// forms o1, o2, o3… in the order their content is rendered. The stored content keeps each form's
// place in its page; formNumbering() gives the numbers when a request reads it.
const unitPlaceholder = (nthInPage: number) => `{{wpcf7-unit:${nthInPage}}}`;
const UNIT_PLACEHOLDER = /\{\{wpcf7-unit:(\d+)\}\}/g;

/**
 * One request's form counter: each call takes a page's stored content and numbers its forms after
 * those of the content read before it in the same request. Like CF7 under WPGraphQL, which applies
 * `the_content` again each time a query asks for a content (an alias of the same page counts anew).
 */
export function formNumbering(): (html: string) => string {
  let rendered = 0;
  return (html) => {
    const numbers = new Map<string, number>();
    return html.replace(UNIT_PLACEHOLDER, (_whole, nthInPage: string) => {
      if (!numbers.has(nthInPage)) numbers.set(nthInPage, (rendered += 1));
      return String(numbers.get(nthInPage));
    });
  };
}

/** The content with every page's form shortcodes rendered, as WordPress serves it. */
export function withRenderedForms(snapshot: ContentSnapshot, forms: ContactForm[]): ContentSnapshot {
  const localeOf = (language: string) => snapshot.site.languages.find((l) => l.slug === language)?.locale ?? 'en_US';
  return {
    ...snapshot,
    pages: snapshot.pages.map((p) => ({ ...p, content: expandShortcodes(p.content, forms, localeOf, `page ${p.language}/${p.slug}`) })),
  };
}
