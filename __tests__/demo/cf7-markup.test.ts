// The forms the demo backend renders into page content, held against the markup recorded from
// CF7 6.1: the same elements, classes, attribute names and hidden fields for each kind of field.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { parseTemplate } from '../../demo/wordpress/cf7/form-tags';
import { readForms } from '../../demo/wordpress/cf7/forms-file';
import { renderForm } from '../../demo/wordpress/cf7/markup';
import { DEFAULT_CONTENT_DIR } from '../../demo/backend';
import { startTestBackend, type TestBackend } from '../support/demo-backend';

const recordedDom = (name: string) => new JSDOM(fs.readFileSync(path.join(__dirname, '../fixtures/wordpress/cf7', name), 'utf8')).window.document;

// What an option of the demo's form changes, and the recorded form lacks, is left out.
const IGNORED_ATTRIBUTES = new Set(['autocomplete', 'aria-required', 'checked']);
const IGNORED_CLASSES = new Set(['wpcf7-validates-as-required', 'first', 'last']);

/** An element's structure: tag, classes, attribute names and, once each, the structures of its children. */
function structure(el: Element): string {
  // A list item reads the same with or without CF7's use_label_element.
  const children = [...el.children].flatMap((c) => (c.tagName === 'LABEL' && el.classList.contains('wpcf7-list-item') ? [...c.children] : [c]));
  const classes = [...el.classList].filter((c) => !IGNORED_CLASSES.has(c)).sort();
  const attributes = el
    .getAttributeNames()
    .filter((a) => a !== 'class' && !IGNORED_ATTRIBUTES.has(a))
    .sort();
  const inner = [...new Set(children.map(structure))];
  return `${el.tagName.toLowerCase()}.${classes.join('.')}[${attributes.join(',')}]${inner.length ? `{${inner.join(' ')}}` : ''}`;
}

const wrapOf = (doc: Document, name: string) => doc.querySelector(`.wpcf7-form-control-wrap[data-name="${name}"]`)!;
const counterOf = (doc: Document, name: string) => doc.querySelector(`.wpcf7-character-count[data-target-name="${name}"]`)!;

let demo: TestBackend;
const pages = new Map<string, Document>();
beforeAll(async () => {
  demo = await startTestBackend();
  const { body } = await demo.graphql('{ pages(first: 100) { nodes { uri content } } }');
  for (const p of body.data.pages.nodes as { uri: string; content: string }[]) pages.set(p.uri, new JSDOM(p.content).window.document);
});
afterAll(() => demo.stop());

describe('the contact form against the recorded default form in WPGraphQL content', () => {
  const real = recordedDom('default-form-as-wpgraphql-content.html');

  // The request lists the pages German, French, English by menu order: CF7 numbers the forms it
  // renders in one request (o1, o2, o3…), in that order.
  test.each([
    ['/contact/', 71, 'en_US', 'en-US', 3],
    ['/fr/nous-contacter/', 72, 'fr_FR', 'fr-FR', 2],
    ['/de/kontakt/', 73, 'de_DE', 'de-DE', 1],
  ])('%s shows form %i in its language', (uri, id, locale, lang, n) => {
    const doc = pages.get(uri)!;
    const root = doc.querySelector('.wp-block-contact-form-7-contact-form-selector > .wpcf7')!;
    expect(root).not.toBeNull();
    expect(structure(root.querySelector('.screen-reader-response')!)).toBe(structure(real.querySelector('.screen-reader-response')!));
    expect(root.getAttributeNames()).toEqual(real.querySelector('.wpcf7')!.getAttributeNames());
    expect(root.className).toBe('wpcf7 no-js');
    // Through WPGraphQL the unit tag has no post part and the container post is 0, as recorded.
    expect(root.id).toBe(`wpcf7-f${id}-o${n}`);
    expect(root.getAttribute('lang')).toBe(lang);
    expect(root.getAttribute('data-wpcf7-id')).toBe(String(id));
    const form = root.querySelector('form')!;
    const realForm = real.querySelector('form')!;
    expect(form.getAttributeNames()).toEqual(realForm.getAttributeNames());
    expect(form.getAttribute('action')).toBe(`/graphql#wpcf7-f${id}-o${n}`);
    // CF7's own string, in English in every language: the WordPress has no language packs.
    expect(form.getAttribute('aria-label')).toBe('Contact form');
    for (const name of ['class', 'method', 'novalidate', 'data-status']) expect(form.getAttribute(name)).toBe(realForm.getAttribute(name));

    const hidden = (f: Element) =>
      [...f.querySelectorAll('fieldset.hidden-fields-container > input[type=hidden]')].map((i) => [i.getAttribute('name'), i.getAttribute('value')]);
    const expected = hidden(realForm).map(([name, value]) => [
      name,
      { _wpcf7: String(id), _wpcf7_locale: locale, _wpcf7_unit_tag: `wpcf7-f${id}-o${n}` }[name as string] ?? value,
    ]);
    expect(hidden(form)).toEqual(expected);

    for (const name of ['your-name', 'your-email']) expect(structure(wrapOf(doc, name))).toBe(structure(wrapOf(real, name)));
    expect(structure(form.querySelector('.wpcf7-submit')!)).toBe(structure(realForm.querySelector('.wpcf7-submit')!));
    expect(form.lastElementChild!.outerHTML).toBe('<div class="wpcf7-response-output" aria-hidden="true"></div>');
    // wpautop: each label in its own paragraph, with a line break before the field.
    expect(form.querySelector('p > label > br + .wpcf7-form-control-wrap[data-name="your-name"]')).not.toBeNull();
  });

  test('the rendered HTML reads like the recorded one, line for line, for the same fields', () => {
    const text = [...pages.get('/contact/')!.querySelectorAll('.wpcf7 p')].map((p) => p.outerHTML);
    const recordedLines = [...real.querySelectorAll('.wpcf7 p')].map((p) => p.outerHTML);
    expect(text[0]).toBe(recordedLines[0].replace(/wpcf7-f5-o1/g, 'wpcf7-f71-o3'));
    expect(text[1]).toBe(recordedLines[1]);
  });
});

describe('the booking form against the recorded rich form', () => {
  const real = recordedDom('rich-form-markup.html');
  // Each kind of field in the recorded form, and the demo field of the same kind.
  const pairs: [string, string, string][] = [
    ['text with min and max length', 'your-name', 'your-name'],
    ['email', 'your-email', 'your-email'],
    ['url', 'your-site', 'your-site'],
    ['tel', 'your-phone', 'your-phone'],
    ['date', 'arrival', 'arrival'],
    ['number', 'guests', 'guests'],
    ['exclusive checkbox', 'extras', 'beds'],
    ['radio with free text', 'bed', 'occasion'],
    ['textarea', 'your-message', 'your-message'],
    ['acceptance', 'terms', 'privacy'],
    ['optional acceptance', 'newsletter', 'newsletter'],
    ['inverted acceptance', 'no-marketing', 'minor'],
    ['quiz', 'capital', 'sum'],
  ];

  test.each(['/rooms/', '/fr/chambres/', '/de/zimmer/'])('%s shows the booking form after its heading', (uri) => {
    const doc = pages.get(uri)!;
    const root = doc.querySelector('.wp-block-contact-form-7-contact-form-selector > .wpcf7')!;
    expect(root.previousElementSibling).toBeNull();
    expect(root.parentElement!.previousElementSibling!.previousElementSibling!.tagName).toBe('H2');
    expect(['74', '75', '76']).toContain(root.getAttribute('data-wpcf7-id'));
  });

  test.each(pairs)('%s', (_kind, recordedName, demoName) => {
    const doc = pages.get('/rooms/')!;
    expect(structure(wrapOf(doc, demoName))).toBe(structure(wrapOf(real, recordedName)));
  });

  test('the comparison sees a difference in kind: a plain checkbox is not an exclusive one', () => {
    expect(structure(wrapOf(pages.get('/rooms/')!, 'extras'))).not.toBe(structure(wrapOf(real, 'extras')));
  });

  test('a select has the recorded structure, with a blank first option when asked', () => {
    const select = wrapOf(pages.get('/rooms/')!, 'room').querySelector('select')!;
    expect(structure(select)).toBe(structure(wrapOf(real, 'room').querySelector('select')!));
    expect(select.options[0].value).toBe('');
    expect(select.options[0].textContent).toBe('—Please choose an option—');
  });

  // CF7's own string, through esc_html, which keeps its entities: WordPress has no language packs,
  // so the French and German pages have it in English too.
  test.each(['/rooms/', '/fr/chambres/', '/de/zimmer/'])("the blank option on %s is CF7's English text, as WordPress writes it", async (uri) => {
    const { body } = await demo.graphql('query ($uri: String!) { nodeByUri(uri: $uri) { ... on Page { content } } }', { uri });
    const content = body.data.nodeByUri.content as string;
    expect(content).toContain(
      '<select class="wpcf7-form-control wpcf7-select wpcf7-validates-as-required" aria-required="true" aria-invalid="false" name="room"><option value="">&#8212;Please choose an option&#8212;</option>',
    );
    expect(content).not.toContain('—Please');
  });

  test('character counters count up from 0 and down from the maximum', () => {
    const doc = pages.get('/rooms/')!;
    expect(structure(counterOf(doc, 'your-name'))).toBe(structure(counterOf(real, 'your-name')));
    expect(structure(counterOf(doc, 'your-message'))).toBe(structure(counterOf(real, 'your-message')));
    expect(counterOf(doc, 'your-name').outerHTML).toBe(
      '<span class="wpcf7-character-count up" data-target-name="your-name" data-starting-value="0" data-current-value="0" data-maximum-value="80" data-minimum-value="2">0</span>',
    );
    expect(counterOf(doc, 'your-message').textContent).toBe('1000');
  });

  test('list items: first and last, free text on the last radio, checkbox names', () => {
    const doc = pages.get('/rooms/')!;
    const items = [...wrapOf(doc, 'occasion').querySelectorAll('.wpcf7-list-item')].map((i) => i.className);
    expect(items).toEqual(['wpcf7-list-item first', 'wpcf7-list-item', 'wpcf7-list-item', 'wpcf7-list-item last has-free-text']);
    expect(wrapOf(doc, 'occasion').querySelector('input[checked]')!.getAttribute('value')).toBe('None');
    expect(wrapOf(doc, 'beds').querySelector('input')!.getAttribute('name')).toBe('beds');
    expect(wrapOf(doc, 'extras').querySelector('input')!.getAttribute('name')).toBe('extras[]');
    expect(wrapOf(doc, 'extras').querySelector('.wpcf7-checkbox')!.classList.contains('wpcf7-exclusive-checkbox')).toBe(false);
  });

  test('the quiz carries the hash of its answer, which the refill endpoint also gives', async () => {
    const hash = pages.get('/rooms/')!.querySelector<HTMLInputElement>('input[name="_wpcf7_quiz_answer_sum"]')!.value;
    const question = wrapOf(pages.get('/rooms/')!, 'sum').querySelector('.wpcf7-quiz-label')!.textContent!;
    const seen = new Map<string, string>();
    for (let i = 0; i < 40 && !seen.has(question); i += 1) {
      const body = await (await fetch(`${demo.url}/wp-json/contact-form-7/v1/contact-forms/74/refill`)).json();
      seen.set(body.quiz.sum[0], body.quiz.sum[1]);
    }
    expect(seen.get(question)).toBe(hash);
  });
});

describe('unit tags and the lines around a form', () => {
  const contentOf = async (query: string) => {
    const { body } = await demo.graphql(query);
    return (body.data.pages?.nodes ?? [body.data.page]) as { uri: string; content: string }[];
  };
  const unitTags = (html: string) => [...html.matchAll(/wpcf7-f\d+(?:-p\d+)?-o\d+/g)].map((m) => m[0]);

  test('one request numbers its forms in the order their pages are read, each form once', async () => {
    const pages = await contentOf('{ pages(first: 100) { nodes { uri content } } }');
    const withForms = pages.filter((p) => p.content.includes('class="wpcf7 no-js"'));
    expect(withForms.map((p) => p.uri)).toEqual(['/de/kontakt/', '/fr/nous-contacter/', '/contact/', '/de/zimmer/', '/fr/chambres/', '/rooms/']);
    withForms.forEach((p, i) => {
      // The div's id, the form's action and the hidden field carry the same tag.
      const ids = new Set(unitTags(p.content));
      expect([...ids]).toEqual([expect.stringMatching(new RegExp(`-o${i + 1}$`))]);
      expect(unitTags(p.content)).toHaveLength(3);
    });
  });

  test('each request counts from 1 again', async () => {
    for (let i = 0; i < 2; i += 1) {
      const [fr] = await contentOf('{ page(id: "/fr/nous-contacter/", idType: URI) { uri content } }');
      expect(new Set(unitTags(fr.content))).toEqual(new Set(['wpcf7-f72-o1']));
    }
    const aliased = await demo.graphql('{ a: page(id: 21, idType: DATABASE_ID) { content } b: page(id: 21, idType: DATABASE_ID) { content } }');
    expect(unitTags(aliased.body.data.a.content)[0]).toBe('wpcf7-f71-o1');
    expect(unitTags(aliased.body.data.b.content)[0]).toBe('wpcf7-f71-o2');
  });

  test("the shortcode's output begins and ends with a line break of its own", async () => {
    const [contact] = await contentOf('{ page(id: "/contact/", idType: URI) { uri content } }');
    // The block saves the shortcode with nothing around it, as WordPress answers it.
    expect(contact.content).toContain('<div class="wp-block-contact-form-7-contact-form-selector">\n<div class="wpcf7 no-js" id="wpcf7-f71-o1"');
    expect(contact.content).toMatch(/<\/form>\n<\/div>\n<\/div>\n\n$/);
  });
});

describe('rendering rules', () => {
  const forms = readForms(DEFAULT_CONTENT_DIR).forms;

  test('the n-th form in one piece of content gets unit tag o<n>, and a container post gives the p part', () => {
    const html = renderForm(forms[0], { locale: 'en_US', ordinal: 2, action: '/contact/', containerPost: 21 });
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelector('.wpcf7')!.id).toBe('wpcf7-f71-p21-o2');
    expect(doc.querySelector('form')!.getAttribute('action')).toBe('/contact/#wpcf7-f71-p21-o2');
    expect(doc.querySelector<HTMLInputElement>('input[name=_wpcf7_container_post]')!.value).toBe('21');
  });

  test("values are escaped, acceptance text is the editor's HTML", () => {
    const parts = parseTemplate('[select pick "a<b" "Tom & Jerry"]\n[acceptance ok]I read the <a href="/privacy/">policy</a>[/acceptance]');
    const form = { ...forms[0], parts, tags: parts.filter((p) => typeof p !== 'string') } as (typeof forms)[0];
    const doc = new JSDOM(renderForm(form, { locale: 'en_US', ordinal: 1, action: '/graphql', containerPost: 0 })).window.document;
    expect([...doc.querySelectorAll('option')].map((o) => o.value)).toEqual(['a<b', 'Tom & Jerry']);
    expect(doc.querySelector('.wpcf7-acceptance a')!.getAttribute('href')).toBe('/privacy/');
  });

  test('a shortcode naming a form that does not exist stops the backend with a clear message', async () => {
    const copy = await startTestBackend({ copyContent: true });
    try {
      const file = path.join(copy.contentDir, 'pages/en/contact.html');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('id="71"', 'id="7100"'));
      expect(() => copy.backend.reload()).toThrow('page en/contact: [contact-form-7] names form 7100, which is not in forms.yaml');
    } finally {
      await copy.stop();
    }
  });

  test('editing a form is reported as an update of the pages that show it', async () => {
    const copy = await startTestBackend({ copyContent: true });
    try {
      const file = path.join(copy.contentDir, 'forms.yaml');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('[submit "Envoyer"]', '[submit "Envoyer le message"]'));
      const actions = copy.backend.reload();
      expect(actions.map((a) => [a.actionType, a.kind, a.nodeId])).toEqual([['UPDATE', 'page', 41]]);
    } finally {
      await copy.stop();
    }
  });
});
