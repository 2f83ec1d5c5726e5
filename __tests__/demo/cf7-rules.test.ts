// The demo's CF7 template reader and validator on small forms written for the test.
import { parseTemplate, tagsOf } from '../../demo/wordpress/cf7/form-tags';
import { readForms, type ContactForm } from '../../demo/wordpress/cf7/forms-file';
import { isEmail } from '../../demo/wordpress/is-email';
import { accepted, isTel, isUrl, schemaRules, validate } from '../../demo/wordpress/cf7/rules';
import { DEFAULT_CONTENT_DIR } from '../../demo/backend';

const base = readForms(DEFAULT_CONTENT_DIR).forms[0];
const formOf = (template: string): ContactForm => {
  const parts = parseTemplate(template);
  return { ...base, parts, tags: tagsOf(parts) };
};

test('tags: type, required star, name, options, quoted values and enclosed content', () => {
  const parts = parseTemplate('<label>Name [text* your-name minlength:2 "Anna"]</label>\n[acceptance ok optional]Yes, <b>please</b>[/acceptance][submit "Go"]');
  expect(parts).toEqual([
    '<label>Name ',
    { type: 'text', required: true, name: 'your-name', options: ['minlength:2'], values: ['Anna'], content: '' },
    '</label>\n',
    { type: 'acceptance', required: false, name: 'ok', options: ['optional'], values: [], content: 'Yes, <b>please</b>' },
    { type: 'submit', required: false, name: '', options: [], values: ['Go'], content: '' },
  ]);
  expect(() => parseTemplate('[text* "no name"]')).toThrow('[text*] needs a name');
});

test('a radio without free text accepts only its own values', () => {
  const form = formOf('[radio colour "Red" "Blue"]');
  expect(schemaRules(form)).toContainEqual({
    rule: 'enum',
    field: 'colour',
    accept: ['Red', 'Blue'],
    error: 'Undefined value was submitted through this field.',
  });
  expect(validate(form, { colour: ['Green'] }, {})).toEqual([{ field: 'colour', message: 'Undefined value was submitted through this field.' }]);
  expect(validate(form, { colour: ['Blue'] }, {})).toEqual([]);
});

test("invalid fields come in CF7's rule order: module by module, then the quiz, not in form order", () => {
  // Required rules of choices, dates, numbers, selects, text fields and textareas (the modules in
  // CF7's load order), then the allowed values of choices and of selects, then each quiz.
  const form = formOf(
    '[quiz q "1 + 1?|2"] [textarea* note] [text* name] [select* topic "A" "B"] [select size "S" "M"] [number* n] [date* d] [checkbox extras "X"] [radio colour "Red"]',
  );
  const fields = validate(form, { extras: ['Y'], size: ['XL'] }, {}).map((f) => f.field);
  expect(fields).toEqual(['colour', 'd', 'n', 'topic', 'name', 'note', 'extras', 'size', 'q']);
});

test('a radio group needs a choice and allows one, even without a star', () => {
  const form = formOf('[radio colour free_text "Red" "Other"]');
  expect(schemaRules(form).map((r) => r.rule)).toEqual(['required', 'maxitems']);
  expect(validate(form, {}, {})).toEqual([{ field: 'colour', message: 'Please fill out this field.' }]);
  expect(validate(form, { colour: ['Red', 'Other'] }, {})).toEqual([{ field: 'colour', message: 'Too many items are selected.' }]);
});

test('choices sharing a name get one enum rule with their values merged', () => {
  const form = formOf('[select size first_as_label "Pick one" "S" "M"] [text note] [select size "M" "L"]');
  expect(schemaRules(form).filter((r) => r.rule === 'enum')).toEqual([
    { rule: 'enum', field: 'size', accept: ['S', 'M', 'L'], error: 'Undefined value was submitted through this field.' },
  ]);
});

test('a required checkbox needs one ticked box', () => {
  const form = formOf('[checkbox* topics "Rooms" "Spa"]');
  expect(validate(form, {}, {})).toEqual([{ field: 'topics', message: 'Please fill out this field.' }]);
  expect(validate(form, { topics: ['Spa'] }, {})).toEqual([]);
});

test('optional fields skip every rule when empty', () => {
  const form = formOf('[email mail] [url site] [number n min:1] [date d min:2026-01-01]');
  expect(validate(form, { mail: [''], site: [''], n: [''], d: [''] }, {})).toEqual([]);
});

test('acceptance: plain, optional and inverted', () => {
  const form = formOf('[acceptance a]A[/acceptance][acceptance b optional]B[/acceptance][acceptance c invert]C[/acceptance]');
  expect(accepted(form, { a: ['1'] })).toBe(true);
  expect(accepted(form, {})).toBe(false);
  expect(accepted(form, { a: ['1'], c: ['1'] })).toBe(false);
  expect(accepted(form, { a: ['1'], b: ['1'] })).toBe(true);
});

test.each([
  ['anna@example.org', true],
  ['anna.keller+hotel@mail.example.co.uk', true],
  ['anna@localhost', false],
  ['anna@-example.org', false],
  ['anna@example..org', false],
  ['an na@example.org', false],
  ['@example.org', false],
])('email %s is %s', (text, valid) => expect(isEmail(text)).toBe(valid));

test.each([
  ['https://example.com', true],
  ['mailto:anna@example.org', true],
  ['example.com', false],
  ['javascript:alert(1)', false],
  ['http:', false],
])('url %s is %s', (text, valid) => expect(isUrl(text)).toBe(valid));

test.each([
  ['+377 93 15 00 00', true],
  ['(044) 123-45-67', true],
  ['0800 HOTEL', false],
  ['+', false],
])('tel %s is %s', (text, valid) => expect(isTel(text)).toBe(valid));
