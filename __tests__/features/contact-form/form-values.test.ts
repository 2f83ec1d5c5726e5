import {
  eventInputs,
  formEntries,
  freeTextEnabled,
  initialValues,
  submitBlocked,
  toggleChoice,
  valueOnLeave,
  valuesInFields,
  type Values,
} from '../../../src/features/contact-form/form-values';
import { demoFormHtml, modelOf, richHtml } from './support';

const rich = modelOf(richHtml());
const control = (name: string, model = rich) => model.controls.find((c) => c.name === name)!;
const set = (values: Values, name: string, value: string[]): Values => ({ ...values, [name]: value });

describe('acceptance and the submit button', () => {
  const start = initialValues(rich);

  test('blocked while a required box is unticked', () => {
    expect(submitBlocked(rich, start)).toBe(true);
    expect(submitBlocked(rich, set(start, 'terms', ['1']))).toBe(false);
  });

  test('an optional box never blocks; an inverted one blocks while ticked', () => {
    const accepted = set(start, 'terms', ['1']);
    expect(submitBlocked(rich, set(accepted, 'newsletter', []))).toBe(false);
    expect(submitBlocked(rich, set(accepted, 'no-marketing', ['1']))).toBe(true);
  });

  test('never blocked when the form treats acceptance as validation', () => {
    expect(submitBlocked({ ...rich, acceptanceAsValidation: true }, start)).toBe(false);
  });
});

describe('checkbox groups', () => {
  const start = initialValues(rich);

  test('an exclusive group keeps only the box just ticked', () => {
    let v = toggleChoice(control('extras'), start, 'Breakfast', true);
    v = toggleChoice(control('extras'), v, 'Parking', true);
    expect(v.extras).toEqual(['Parking']);
    expect(toggleChoice(control('extras'), v, 'Parking', false).extras).toEqual([]);
  });

  test("a plain group keeps every ticked box, in the form's order", () => {
    const booking = modelOf(demoFormHtml(74));
    const extras = control('extras[]', booking);
    let v = toggleChoice(extras, initialValues(booking), 'Parking', true);
    v = toggleChoice(extras, v, 'Breakfast', true);
    expect(v['extras[]']).toEqual(['Breakfast', 'Parking']);
    expect(toggleChoice(extras, v, 'Breakfast', false)['extras[]']).toEqual(['Parking']);
  });

  test('a radio holds one choice', () => {
    expect(toggleChoice(control('bed'), start, 'Twin', true).bed).toEqual(['Twin']);
  });
});

describe('free text', () => {
  const start = initialValues(rich);
  const box = control('_wpcf7_free_text_bed');

  test('usable only while its choice is ticked', () => {
    expect(freeTextEnabled(rich, box, start)).toBe(false);
    expect(freeTextEnabled(rich, box, toggleChoice(control('bed'), start, 'Other', true))).toBe(true);
  });

  test('posted only while usable', () => {
    const typed = set(start, '_wpcf7_free_text_bed', ['sofa bed']);
    expect(formEntries(rich, typed).find(([n]) => n === '_wpcf7_free_text_bed')).toBeUndefined();
    const other = toggleChoice(control('bed'), typed, 'Other', true);
    expect(formEntries(rich, other)).toContainEqual(['_wpcf7_free_text_bed', 'sofa bed']);
  });
});

describe("free text in Contact Form 7 4.x's naming (`_wpcf7_<type>_free_text_<group>`)", () => {
  const old = modelOf(richHtml().replace(/_wpcf7_free_text_bed/g, '_wpcf7_radio_free_text_bed'));
  const box = control('_wpcf7_radio_free_text_bed', old);
  const start = initialValues(old);

  test('the box knows its group and is usable once its choice is ticked', () => {
    expect(box).toMatchObject({ kind: 'free-text', owner: 'bed', ownerValue: 'Other' });
    expect(freeTextEnabled(old, box, start)).toBe(false);
    expect(freeTextEnabled(old, box, toggleChoice(control('bed', old), start, 'Other', true))).toBe(true);
  });

  test('its words are posted under the name the form gave them', () => {
    const other = toggleChoice(control('bed', old), set(start, '_wpcf7_radio_free_text_bed', ['sofa bed']), 'Other', true);
    expect(formEntries(old, other)).toContainEqual(['_wpcf7_radio_free_text_bed', 'sofa bed']);
  });
});

describe('the posted data', () => {
  test('hidden fields first, every value of a group under its name, unticked boxes absent', () => {
    const booking = modelOf(demoFormHtml(74));
    let v = set(initialValues(booking), 'your-name', ['Anna']);
    v = toggleChoice(control('extras[]', booking), v, 'Parking', true);
    v = toggleChoice(control('extras[]', booking), v, 'Breakfast', true);
    const entries = formEntries(booking, v);
    expect(entries.slice(0, 6).map(([n]) => n)).toEqual([
      '_wpcf7',
      '_wpcf7_version',
      '_wpcf7_locale',
      '_wpcf7_unit_tag',
      '_wpcf7_container_post',
      '_wpcf7_posted_data_hash',
    ]);
    expect(entries.filter(([n]) => n === 'extras[]')).toEqual([
      ['extras[]', 'Breakfast'],
      ['extras[]', 'Parking'],
    ]);
    expect(entries).toContainEqual(['occasion', 'None']);
    expect(entries).toContainEqual(['_wpcf7_quiz_answer_sum', expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(entries.some(([n]) => n === 'privacy' || n === 'beds')).toBe(false);
  });

  test("events get the posted data without CF7's own fields", () => {
    const inputs = eventInputs(formEntries(rich, initialValues(rich)));
    expect(inputs.some((i) => i.name.startsWith('_'))).toBe(false);
    expect(inputs).toContainEqual({ name: 'bed', value: 'Double' });
  });

  test('events name free text `<group>-free-text`, in either naming, and only while it is posted', () => {
    expect(
      eventInputs([
        ['bed', 'Other'],
        ['_wpcf7_free_text_bed', 'sofa bed'],
        ['_wpcf7_radio_free_text_occasion', 'jubilee'],
        ['_wpcf7_checkbox_free_text_extras', 'late check-out'],
      ]),
    ).toEqual([
      { name: 'bed', value: 'Other' },
      { name: 'bed-free-text', value: 'sofa bed' },
      { name: 'occasion-free-text', value: 'jubilee' },
      { name: 'extras-free-text', value: 'late check-out' },
    ]);
    const typed = set(initialValues(rich), '_wpcf7_free_text_bed', ['sofa bed']);
    expect(eventInputs(formEntries(rich, typed)).some((i) => i.name === 'bed-free-text')).toBe(false);
    const chosen = toggleChoice(control('bed'), typed, 'Other', true);
    expect(eventInputs(formEntries(rich, chosen))).toContainEqual({ name: 'bed-free-text', value: 'sofa bed' });
  });
});

test('a URL field gets its scheme when the visitor leaves it; other fields are left alone', () => {
  expect(valueOnLeave(control('your-site'), 'hotel.example')).toBe('http://hotel.example');
  expect(valueOnLeave(control('your-site'), '//hotel.example/x')).toBe('http://hotel.example/x');
  expect(valueOnLeave(control('your-name'), 'hotel.example')).toBe('hotel.example');
});

describe('what was typed before the code came', () => {
  const start = initialValues(rich);
  const fields = (pairs: [string, string][]) => {
    const data = new Map<string, string[]>();
    for (const [name, value] of pairs) data.set(name, [...(data.get(name) ?? []), value]);
    return { getAll: (name: string) => data.get(name) ?? [], has: (name: string) => data.has(name) };
  };

  test("text, choices and ticked boxes come from the form's fields", () => {
    const typed = valuesInFields(
      rich,
      start,
      fields([
        ['your-name', 'Ada'],
        ['your-message', 'Two nights in May'],
        ['bed', 'Twin'],
        ['terms', '1'],
      ]),
    );
    expect(typed['your-name']).toEqual(['Ada']);
    expect(typed['your-message']).toEqual(['Two nights in May']);
    expect(typed.bed).toEqual(['Twin']);
    expect(typed.terms).toEqual(['1']);
    // A box the visitor left unticked is unticked, whatever it started as.
    expect(typed.newsletter).toEqual([]);
  });

  test("hidden fields keep the form's values, and a field the form does not send keeps its own", () => {
    const typed = valuesInFields(rich, start, fields([['_wpcf7', '999']]));
    expect(typed._wpcf7).toEqual(start._wpcf7);
    expect(typed['your-name']).toEqual(start['your-name']);
    expect(typed._wpcf7_free_text_bed).toEqual(start._wpcf7_free_text_bed);
  });
});
