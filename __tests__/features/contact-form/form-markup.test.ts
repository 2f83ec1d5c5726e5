import { formIdOf } from '../../../src/features/contact-form/form-block';
import { freeTextOwner } from '../../../src/features/contact-form/form-markup';
import { blockOf, demoFormHtml, defaultHtml, modelOf, richHtml } from './support';

const byName = (html: string) => new Map(modelOf(html).controls.map((c) => [c.name, c]));

describe('the recorded default form, as WPGraphQL serves it', () => {
  const model = modelOf(defaultHtml());

  test('form id, unit tag, locale, version and container post come from the hidden fields', () => {
    expect(model).toMatchObject({
      id: 5,
      unitTag: 'wpcf7-f5-o1',
      locale: 'en_US',
      version: '6.1.6',
      containerPost: '0',
      nonce: null,
      acceptanceAsValidation: false,
    });
  });

  test('every named control, hidden ones first, in document order', () => {
    expect(model.controls.map((c) => [c.kind, c.name, c.type])).toEqual([
      ['hidden', '_wpcf7', 'hidden'],
      ['hidden', '_wpcf7_version', 'hidden'],
      ['hidden', '_wpcf7_locale', 'hidden'],
      ['hidden', '_wpcf7_unit_tag', 'hidden'],
      ['hidden', '_wpcf7_container_post', 'hidden'],
      ['hidden', '_wpcf7_posted_data_hash', 'hidden'],
      ['text', 'your-name', 'text'],
      ['text', 'your-email', 'email'],
      ['text', 'your-subject', 'text'],
      ['textarea', 'your-message', 'textarea'],
    ]);
    expect(model.controls.find((c) => c.name === '_wpcf7_posted_data_hash')!.initial).toEqual(['']);
  });

  test('labels are the words around each field', () => {
    expect(model.labels).toEqual({
      'your-name': 'Your name',
      'your-email': 'Your email',
      'your-subject': 'Subject',
      'your-message': 'Your message (optional)',
    });
  });
});

describe('the recorded rich form', () => {
  const model = modelOf(richHtml());
  const c = byName(richHtml());

  test('each kind of field', () => {
    expect(c.get('your-site')).toMatchObject({ kind: 'text', type: 'url', field: 'your-site' });
    expect(c.get('arrival')).toMatchObject({ kind: 'text', type: 'date' });
    expect(c.get('guests')).toMatchObject({ kind: 'text', type: 'number' });
    expect(c.get('room')).toMatchObject({ kind: 'select', options: ['Classic', 'Deluxe', 'Suite'], initial: ['Classic'] });
    expect(c.get('capital')).toMatchObject({ kind: 'quiz', field: 'capital', initial: [''] });
    expect(c.get('_wpcf7_quiz_answer_capital')).toMatchObject({ kind: 'hidden', initial: ['898ec8f92c3ea25368daa598bc962718'] });
  });

  test('an exclusive checkbox group is one control with its choices', () => {
    expect(c.get('extras')).toMatchObject({ kind: 'checkbox', exclusive: true, options: ['Breakfast', 'Parking', 'Other'], initial: [] });
  });

  test('a radio group keeps its checked choice, and its free-text box knows its owner', () => {
    expect(c.get('bed')).toMatchObject({ kind: 'radio', exclusive: false, options: ['Double', 'Twin', 'Other'], initial: ['Double'] });
    expect(c.get('_wpcf7_free_text_bed')).toMatchObject({ kind: 'free-text', owner: 'bed', ownerValue: 'Other' });
  });

  test('free-text names: 5.x `_wpcf7_free_text_<group>` and 4.x `_wpcf7_<type>_free_text_<group>`', () => {
    expect(freeTextOwner('_wpcf7_free_text_bed')).toBe('bed');
    expect(freeTextOwner('_wpcf7_radio_free_text_bed')).toBe('bed');
    expect(freeTextOwner('_wpcf7_checkbox_free_text_extras')).toBe('extras');
    expect(freeTextOwner('_wpcf7_free_text_free_text_notes')).toBe('free_text_notes');
    expect(freeTextOwner('_wpcf7_quiz_answer_sum')).toBeNull();
    expect(freeTextOwner('bed')).toBeNull();
  });

  test('acceptance boxes: required, optional, inverted', () => {
    expect(c.get('terms')).toMatchObject({ kind: 'acceptance', optional: false, invert: false, options: ['1'] });
    expect(c.get('newsletter')).toMatchObject({ kind: 'acceptance', optional: true, invert: false });
    expect(c.get('no-marketing')).toMatchObject({ kind: 'acceptance', optional: false, invert: true });
  });

  test('counters, quiz question and labels', () => {
    expect(model.counters).toEqual([
      { target: 'your-name', settings: { direction: 'up', startingValue: 0, maximum: 40, minimum: 2 } },
      { target: 'your-message', settings: { direction: 'down', startingValue: 500, maximum: 500, minimum: null } },
    ]);
    expect(model.quizzes).toEqual({ capital: 'Capital of France?' });
    expect(model.labels).toMatchObject({ 'your-name': 'Name', extras: 'Extras', bed: 'Bed', terms: 'I accept the terms', capital: 'Capital of France?' });
  });
});

describe('the demo booking request (every field type, as the demo backend renders it)', () => {
  const model = modelOf(demoFormHtml(75));
  const c = new Map(model.controls.map((x) => [x.name, x]));

  test('a multi-choice group posts as name[] and is known by its field name', () => {
    expect(c.get('extras[]')).toMatchObject({
      kind: 'checkbox',
      field: 'extras',
      exclusive: false,
      options: ['Petit-déjeuner', 'Transfert depuis l’aéroport', 'Parking', 'Soin au spa'],
    });
    expect(c.get('beds')).toMatchObject({ exclusive: true });
  });

  test('the blank first option of a select is its starting value', () => {
    expect(c.get('room')).toMatchObject({ initial: [''], options: ['', 'Chambre Deluxe vue mer', 'Suite Riviera', 'Suite Penthouse'] });
  });

  test('labels written before a group, and the French quiz', () => {
    expect(model.labels).toMatchObject({ beds: 'Lits', occasion: 'Occasion', 'your-name': 'Votre nom', room: 'Chambre' });
    expect(model.quizzes.sum).toMatch(/^Combien font/);
    expect(c.get('_wpcf7_free_text_occasion')).toMatchObject({ owner: 'occasion', ownerValue: 'Autre' });
  });
});

describe('markup from other CF7 set-ups', () => {
  test('a nonce, acceptance as validation and a captcha are read', () => {
    const html = richHtml()
      .replace(
        '<input type="hidden" name="_wpcf7_posted_data_hash" value="" />',
        '<input type="hidden" name="_wpcf7_posted_data_hash" value="" /><input type="hidden" name="_wpnonce" value="abc123" />',
      )
      .replace('class="wpcf7-form init"', 'class="wpcf7-form init wpcf7-acceptance-as-validation"')
      .replace(
        '<input class="wpcf7-form-control wpcf7-submit',
        '<input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="1234" /><img class="wpcf7-form-control wpcf7-captchac wpcf7-captcha-captcha-1" width="72" height="24" alt="captcha" src="https://wp.example/wp-content/uploads/wpcf7_captcha/1234.png" /><span class="wpcf7-form-control-wrap" data-name="captcha-1"><input size="40" class="wpcf7-form-control wpcf7-captchar" type="text" name="captcha-1" /></span><input class="wpcf7-form-control wpcf7-submit',
      );
    const model = modelOf(html);
    expect(model.nonce).toBe('abc123');
    expect(model.acceptanceAsValidation).toBe(true);
    expect(model.captchas).toEqual({ 'captcha-1': 'https://wp.example/wp-content/uploads/wpcf7_captcha/1234.png' });
    expect(model.controls.find((x) => x.name === 'captcha-1')).toMatchObject({ kind: 'captcha' });
  });

  test('a block without unit tag or id is not a form', () => {
    expect(() => modelOf('<div class="wpcf7"><form><input name="x" /></form></div>')).toThrow('the block is not a form');
  });
});

test("the plain form's id is the one the whole form's code reads, and none for a block CF7 cannot answer", () => {
  for (const html of [defaultHtml(), richHtml(), demoFormHtml(71)]) expect(formIdOf(blockOf(html))).toBe(modelOf(html).id);
  const withoutUnitTag = defaultHtml()
    .replace(/<input[^>]*name="_wpcf7_unit_tag"[^>]*>/, '')
    .replace(/ id="wpcf7-[^"]*"/, '');
  expect(formIdOf(blockOf(withoutUnitTag))).toBeNull();
  expect(
    formIdOf(
      blockOf(
        defaultHtml()
          .replace(/(name="_wpcf7" value=")\d+/, '$1x')
          .replace(/ data-wpcf7-id="\d+"/, ''),
      ),
    ),
  ).toBeNull();
});
