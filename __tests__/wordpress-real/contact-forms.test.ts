// Contact Form 7's REST API, every form of the demo hotel in every outcome, sent alike to the demo
// backend and to the real WordPress with the demo hotel: same status codes, same JSON, same
// messages in each language. Salted hashes (posted data, quiz answers) differ by design and are
// compared by presence only.
import { describe as describeDifferences, differences, normalise } from '../../scripts/wordpress-real/contract/normalise';
import type { TestBackend } from '../support/demo-backend';
import { startDemo, startRealWordPress, type RealWordPress } from './support/stacks';

type Fields = [string, string][];
type Backend = { origin: string; formId: (demoId: number) => number; ids?: RealWordPress['ids'] };

const CONTACT = [71, 72, 73];
const BOOKING = [74, 75, 76];
const LOCALES: Record<number, string> = { 71: 'en_US', 72: 'fr_FR', 73: 'de_DE', 74: 'en_US', 75: 'fr_FR', 76: 'de_DE' };
// The booking form's choices, in its own language.
const CHOICES: Record<number, { room: string; occasion: string }> = {
  74: { room: 'Riviera Suite', occasion: 'None' },
  75: { room: 'Suite Riviera', occasion: 'Aucune' },
  76: { room: 'Riviera-Suite', occasion: 'Keiner' },
};

let real: RealWordPress;
let demo: TestBackend;
let sides: [Backend, Backend];

beforeAll(async () => {
  [real, demo] = await Promise.all([startRealWordPress(), startDemo()]);
  const realForm = (demoId: number) => Number(Object.entries(real.ids.post ?? {}).find(([, id]) => id === demoId)?.[0] ?? demoId);
  sides = [
    { origin: demo.url, formId: (id) => id },
    { origin: real.origin, formId: realForm, ids: real.ids },
  ];
});
afterAll(async () => {
  await Promise.all([real?.stop(), demo?.stop()]);
});

const hidden = (side: Backend, demoId: number): Fields => {
  const id = side.formId(demoId);
  return [
    ['_wpcf7', String(id)],
    ['_wpcf7_version', '6.1.6'],
    ['_wpcf7_locale', LOCALES[demoId]],
    ['_wpcf7_unit_tag', `wpcf7-f${id}-o1`],
    ['_wpcf7_container_post', '0'],
    ['_wpcf7_posted_data_hash', ''],
  ];
};

const contactFields = (side: Backend, demoId: number): Fields => [
  ...hidden(side, demoId),
  ['your-name', 'Anna Keller'],
  ['your-email', 'anna@example.org'],
  ['your-phone', ''],
  ['arrival', ''],
  ['your-subject', 'Restaurant'],
  ['your-message', 'A table for two on Friday, please.'],
  ['privacy', '1'],
];

async function bookingFields(side: Backend, demoId: number): Promise<Fields> {
  const refill = (await (await fetch(`${side.origin}/wp-json/contact-form-7/v1/contact-forms/${side.formId(demoId)}/refill`)).json()) as {
    quiz: Record<string, [string, string]>;
  };
  const [question, hash] = refill.quiz.sum;
  return [
    ...hidden(side, demoId),
    ['your-name', 'Anna Keller'],
    ['your-email', 'anna@example.org'],
    ['your-phone', '+41 44 123 45 67'],
    ['your-site', ''],
    ['arrival', '2026-07-14'],
    ['nights', '3'],
    ['guests', '2'],
    ['room', CHOICES[demoId].room],
    ['occasion', CHOICES[demoId].occasion],
    ['your-message', 'We will arrive late in the evening.'],
    ['sum', question.includes('3 + 4') ? '7' : '8'],
    ['_wpcf7_quiz_answer_sum', hash],
    ['privacy', '1'],
  ];
}

function withField(fields: Fields, name: string, value: string | null): Fields {
  const rest = fields.filter(([n]) => n !== name);
  return value === null ? rest : [...rest, [name, value]];
}

type Sent = { status: number; body: unknown };

async function send(side: Backend, path: string, init?: RequestInit): Promise<Sent> {
  const response = await fetch(`${side.origin}/wp-json/contact-form-7/v1/contact-forms/${path}`, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // compared as text
  }
  return { status: response.status, body };
}

const multipart = (fields: Fields): RequestInit => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return { method: 'POST', body: form };
};

/** Salted hashes differ between two WordPress installs; whether there is one must not. */
function withoutSalts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSalts);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (key === 'posted_data_hash') return [key, field ? '{hash}' : field];
      if (key === 'quiz' && field && typeof field === 'object')
        return [key, Object.fromEntries(Object.entries(field).map(([name, pair]) => [name, Array.isArray(pair) ? ['{question}', '{hash}'] : pair]))];
      return [key, withoutSalts(field)];
    }),
  );
}

async function sameAnswer(request: (side: Backend) => Promise<Sent>) {
  const [fromDemo, fromReal] = await Promise.all(sides.map(request));
  const comparable = (sent: Sent, side: Backend) => withoutSalts(normalise(sent, { origin: side.origin, ids: side.ids }));
  const found = differences(comparable(fromDemo, sides[0]), comparable(fromReal, sides[1]));
  if (found.length) throw new Error(describeDifferences(found));
  return fromReal;
}

const statusOf = (sent: Sent) => (sent.body as { status?: string }).status;

describe.each(CONTACT)('contact form %i', (demoId) => {
  test("sent: mail_sent with the form's message", async () => {
    expect(statusOf(await sameAnswer(async (side) => send(side, `${side.formId(demoId)}/feedback`, multipart(contactFields(side, demoId)))))).toBe('mail_sent');
  });
  test('nothing filled in: validation_failed with each required field', async () => {
    expect(statusOf(await sameAnswer(async (side) => send(side, `${side.formId(demoId)}/feedback`, multipart(hidden(side, demoId)))))).toBe(
      'validation_failed',
    );
  });
  test('a wrong e-mail address', async () => {
    expect(
      statusOf(
        await sameAnswer(async (side) =>
          send(side, `${side.formId(demoId)}/feedback`, multipart(withField(contactFields(side, demoId), 'your-email', 'anna@'))),
        ),
      ),
    ).toBe('validation_failed');
  });
  test('the privacy box not ticked: acceptance_missing', async () => {
    expect(
      statusOf(
        await sameAnswer(async (side) => send(side, `${side.formId(demoId)}/feedback`, multipart(withField(contactFields(side, demoId), 'privacy', null)))),
      ),
    ).toBe('acceptance_missing');
  });
  test('refill: nothing to refill', async () => {
    await sameAnswer(async (side) => send(side, `${side.formId(demoId)}/refill`));
  });
});

describe.each(BOOKING)('booking request %i', (demoId) => {
  test('sent: mail_sent', async () => {
    expect(statusOf(await sameAnswer(async (side) => send(side, `${side.formId(demoId)}/feedback`, multipart(await bookingFields(side, demoId)))))).toBe(
      'mail_sent',
    );
  });
  test('a number too large and a wrong quiz answer', async () => {
    const sent = await sameAnswer(async (side) =>
      send(side, `${side.formId(demoId)}/feedback`, multipart(withField(withField(await bookingFields(side, demoId), 'guests', '9'), 'sum', 'eleven'))),
    );
    expect(statusOf(sent)).toBe('validation_failed');
  });
  test('refill: the quiz map', async () => {
    await sameAnswer(async (side) => send(side, `${side.formId(demoId)}/refill`));
  });
});

describe('errors', () => {
  test('a urlencoded body: 415 wpcf7_unsupported_media_type', async () => {
    const sent = await sameAnswer(async (side) =>
      send(side, `${side.formId(71)}/feedback`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'your-name=Anna' }),
    );
    expect(sent.status).toBe(415);
  });
  test('no unit tag: 400 wpcf7_unit_tag_not_found', async () => {
    const sent = await sameAnswer(async (side) => send(side, `${side.formId(71)}/feedback`, multipart([['your-name', 'Anna']])));
    expect(sent.status).toBe(400);
  });
  test('an unknown form: 404 wpcf7_not_found', async () => {
    const sent = await sameAnswer(async (side) => send(side, '999999/feedback', multipart(hidden(side, 71))));
    expect(sent.status).toBe(404);
  });
});
