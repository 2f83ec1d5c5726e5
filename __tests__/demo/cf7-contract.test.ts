// The demo backend's Contact Form 7 REST API against the answers recorded from CF7 6.1: the same
// statuses, codes, JSON shapes and messages, each validation rule, and what it keeps in SQLite.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDemoBackend } from '../../demo/backend';
import { shapeAgainst, shapeOf, startTestBackend, type TestBackend } from '../support/demo-backend';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures/wordpress/cf7', name), 'utf8');
const recorded = (name: string) => JSON.parse(fixture(name));
/** A recorded raw HTTP answer: status, headers and JSON body. */
function recordedHttp(name: string) {
  const [head, body] = fixture(name).split(/\r?\n\r?\n/);
  const [statusLine, ...headerLines] = head.split(/\r?\n/);
  const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

/** The answer with the booking form's quiz named as the recorded form's one, to compare shapes. */
const asRecordedQuiz = (body: { quiz?: Record<string, unknown> }) => ({ ...body, quiz: { capital: body.quiz?.sum } });

type Fields = [string, string][];
const feedbackUrl = (demo: TestBackend, id: number | string) => `${demo.url}/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`;

async function post(demo: TestBackend, id: number, fields: Fields) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const response = await fetch(feedbackUrl(demo, id), { method: 'POST', body: form });
  return { status: response.status, contentType: response.headers.get('content-type'), body: await response.json() };
}

/** The fields with `name` replaced by `value` (several values for a list, none for null). */
function withField(fields: Fields, name: string, value: string | string[] | null): Fields {
  const rest = fields.filter(([n]) => n !== name);
  const values = value === null ? [] : Array.isArray(value) ? value : [value];
  return [...rest, ...values.map((v): [string, string] => [name, v])];
}

const hidden = (id: number, locale = 'en_US'): Fields => [
  ['_wpcf7', String(id)],
  ['_wpcf7_version', '6.1.6'],
  ['_wpcf7_locale', locale],
  ['_wpcf7_unit_tag', `wpcf7-f${id}-o1`],
  ['_wpcf7_container_post', '0'],
  ['_wpcf7_posted_data_hash', ''],
];

const contactFields = (id = 71): Fields => [
  ...hidden(id),
  ['your-name', 'Anna Keller'],
  ['your-email', 'anna@example.org'],
  ['your-phone', ''],
  ['arrival', ''],
  ['your-subject', 'Restaurant'],
  ['your-message', 'A table for two on Friday, please.'],
  ['privacy', '1'],
];

// The booking form's quiz asks one of two sums; a client gets the question and its hash from refill.
async function bookingFields(demo: TestBackend): Promise<Fields> {
  const refill = await (await fetch(`${demo.url}/wp-json/contact-form-7/v1/contact-forms/74/refill`)).json();
  const [question, hash] = refill.quiz.sum as [string, string];
  return [
    ...hidden(74),
    ['your-name', 'Anna Keller'],
    ['your-email', 'anna@example.org'],
    ['your-phone', '+41 44 123 45 67'],
    ['your-site', ''],
    ['arrival', '2026-07-14'],
    ['nights', '3'],
    ['guests', '2'],
    ['room', 'Riviera Suite'],
    ['beds', 'One large bed'],
    ['extras[]', 'Breakfast'],
    ['extras[]', 'Parking'],
    ['occasion', 'None'],
    ['your-message', 'We will arrive late in the evening.'],
    ['sum', question.includes('3 + 4') ? '7' : '8'],
    ['_wpcf7_quiz_answer_sum', hash],
    ['privacy', '1'],
  ];
}

let demo: TestBackend;
beforeAll(async () => {
  demo = await startTestBackend();
});
afterAll(() => demo.stop());

describe('request errors, as recorded', () => {
  test('a urlencoded body is a 415 wpcf7_unsupported_media_type', async () => {
    const real = recordedHttp('urlencoded-415.http');
    const response = await fetch(feedbackUrl(demo, 71), { method: 'POST', body: new URLSearchParams(contactFields()) });
    expect(response.status).toBe(real.status);
    expect(response.headers.get('content-type')).toBe(real.headers['content-type']);
    expect(response.headers.get('allow')).toBe(real.headers.allow);
    const body = await response.json();
    expect(body).toEqual(real.body);
    expect(body).toEqual(recorded('urlencoded.json'));
  });

  test('a JSON body is refused the same way', async () => {
    const response = await fetch(feedbackUrl(demo, 71), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(415);
  });

  test('no unit tag is a 400 wpcf7_unit_tag_not_found', async () => {
    const real = recordedHttp('no-unit-tag-400.http');
    const { status, contentType, body } = await post(demo, 71, withField(contactFields(), '_wpcf7_unit_tag', null));
    expect(status).toBe(real.status);
    expect(contentType).toBe(real.headers['content-type']);
    expect(body).toEqual(real.body);
    expect(body).toEqual(recorded('minimal_no_hidden.json'));
    // A unit tag of nothing but characters CF7 strips is no unit tag either.
    expect((await post(demo, 71, withField(contactFields(), '_wpcf7_unit_tag', '<>!'))).status).toBe(400);
  });

  test('an unknown form is a 404 wpcf7_not_found, before the unit tag is looked at', async () => {
    const real = recordedHttp('unknown-form-404.http');
    const { status, contentType, body } = await post(demo, 999, []);
    expect(status).toBe(real.status);
    expect(contentType).toBe(real.headers['content-type']);
    expect(body).toEqual(real.body);
    const refill = await fetch(`${demo.url}/wp-json/contact-form-7/v1/contact-forms/999/refill`);
    expect(refill.status).toBe(404);
    expect(await refill.json()).toEqual(real.body);
  });

  test('a body over the size limit is a 413 in WordPress error form', async () => {
    const small = await startTestBackend({ backend: { formBodyLimit: 2048 } });
    try {
      const { status, contentType, body } = await post(small, 71, withField(contactFields(), 'your-message', 'x'.repeat(4000)));
      expect(status).toBe(413);
      expect(contentType).toBe('application/json; charset=UTF-8');
      expect(shapeOf(body)).toEqual(shapeOf(recorded('urlencoded.json')));
      expect(body.data.status).toBe(413);
      expect(small.backend.submissions.submissions()).toEqual([]);
      // A normal submission still gets through.
      expect((await post(small, 71, contactFields())).body.status).toBe('mail_sent');
    } finally {
      await small.stop();
    }
  });

  test('GET on feedback is not a route', async () => {
    const response = await fetch(feedbackUrl(demo, 71));
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('rest_no_route');
  });
});

describe('feedback answers of the contact form, against the recorded ones', () => {
  test('nothing filled in: validation_failed with each required field', async () => {
    const empty = [...hidden(71), ['your-name', ''], ['your-email', ''], ['your-subject', ''], ['your-message', '']] as Fields;
    const { status, body } = await post(demo, 71, empty);
    const real = recorded('validation_failed.json');
    expect(status).toBe(200);
    expect(shapeAgainst(body, real)).toEqual(shapeOf(real));
    expect(Object.keys(body)).toEqual(Object.keys(real));
    expect(body).toMatchObject({ contact_form_id: 71, status: 'validation_failed', message: real.message, posted_data_hash: '', into: '#wpcf7-f71-o1' });
    expect(body.invalid_fields).toEqual(
      // In CF7's rule order, module by module as it loads them: selects, then text fields, then textareas.
      ['your-subject', 'your-name', 'your-email', 'your-message'].map((field) => ({
        field,
        message: 'Please fill out this field.',
        idref: null,
        error_id: `wpcf7-f71-o1-ve-${field}`,
      })),
    );
  });

  test('a wrong e-mail address', async () => {
    const { body } = await post(demo, 71, withField(contactFields(), 'your-email', 'anna.example.org'));
    const real = recorded('invalid_email.json');
    expect(shapeAgainst(body, real)).toEqual(shapeOf(real));
    expect(body.invalid_fields).toEqual([{ ...real.invalid_fields[0], error_id: 'wpcf7-f71-o1-ve-your-email' }]);
  });

  test('a complete message is sent (to the outbox) with a posted data hash', async () => {
    const { body } = await post(demo, 71, contactFields());
    for (const name of ['mail_sent.json', 'unit_tag_only.json']) expect(shapeAgainst(body, recorded(name))).toEqual(shapeOf(recorded(name)));
    expect(Object.keys(body)).toEqual(Object.keys(recorded('mail_sent.json')));
    expect(body).toMatchObject({ status: 'mail_sent', message: recorded('mail_sent.json').message, into: '#wpcf7-f71-o1', invalid_fields: [] });
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    // The same data gives the same hash, other data another.
    expect((await post(demo, 71, contactFields())).body.posted_data_hash).toBe(body.posted_data_hash);
    expect((await post(demo, 71, withField(contactFields(), 'your-name', 'Ben'))).body.posted_data_hash).not.toBe(body.posted_data_hash);
  });

  test('the unit tag of the page the form sits on is echoed in into and error ids', async () => {
    const { body } = await post(demo, 71, withField(withField(contactFields(), '_wpcf7_unit_tag', 'wpcf7-f71-p21-o1'), 'your-email', 'x'));
    expect(body.into).toBe('#wpcf7-f71-p21-o1');
    expect(body.invalid_fields[0].error_id).toBe('wpcf7-f71-p21-o1-ve-your-email');
  });

  test('the form without a quiz refills nothing: []', async () => {
    const response = await fetch(`${demo.url}/wp-json/contact-form-7/v1/contact-forms/71/refill`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('feedback answers of the booking form, against the recorded rich form', () => {
  test('validation_failed carries the quiz map', async () => {
    const fields = withField(withField(await bookingFields(demo), 'guests', '9'), 'sum', 'eleven');
    const { body } = await post(demo, 74, fields);
    const real = recorded('rich-validation-failed.json');
    expect(shapeAgainst(asRecordedQuiz(body), real)).toEqual(shapeOf(real));
    expect(Object.keys(body)).toEqual(Object.keys(real));
    expect(body.invalid_fields.map((f: { field: string }) => f.field)).toEqual(['guests', 'sum']);
    expect(body.invalid_fields[0].message).toBe('This field has a too large number.');
    expect(body.invalid_fields[1].message).toBe('The answer to the quiz is incorrect.');
  });

  test('acceptance_missing when the privacy box is not ticked', async () => {
    const { body } = await post(demo, 74, withField(await bookingFields(demo), 'privacy', null));
    const real = recorded('rich-acceptance-missing.json');
    expect(shapeAgainst(asRecordedQuiz(body), real)).toEqual(shapeOf(real));
    expect(Object.keys(body)).toEqual(Object.keys(real));
    expect(body).toMatchObject({ status: 'acceptance_missing', message: real.message, posted_data_hash: '', invalid_fields: [] });
  });

  test("mail_sent, with the form's own thank-you message", async () => {
    const { body } = await post(demo, 74, await bookingFields(demo));
    const real = recorded('rich-mail-sent.json');
    expect(shapeAgainst(asRecordedQuiz(body), real)).toEqual(shapeOf(real));
    expect(Object.keys(body)).toEqual(Object.keys(real));
    expect(body.status).toBe('mail_sent');
    expect(body.message).toBe('Thank you for your request. Our reservations team will answer within a day.');
  });

  test("refill hands out the form's questions, each with its answer hash", async () => {
    const real = recorded('rich-refill.json');
    const seen = new Map<string, string>();
    for (let i = 0; i < 40 && seen.size < 2; i += 1) {
      const body = await (await fetch(`${demo.url}/wp-json/contact-form-7/v1/contact-forms/74/refill`)).json();
      expect(shapeAgainst(body, real)).toEqual(shapeOf({ quiz: { sum: real.quiz.capital } }));
      seen.set(body.quiz.sum[0], body.quiz.sum[1]);
    }
    expect([...seen.keys()].sort()).toEqual(['How much is 10 − 2? (in digits)', 'How much is 3 + 4? (in digits)']);
    expect(new Set(seen.values()).size).toBe(2);
  });

  test('the validation schema has the recorded shape and rule names', async () => {
    const response = await fetch(`${demo.url}/wp-json/contact-form-7/v1/contact-forms/74/feedback/schema`);
    const body = await response.json();
    const real = recorded('rich-feedback-schema.json');
    expect(Object.keys(body)).toEqual(Object.keys(real));
    expect(body.version).toBe(real.version);
    expect(body.locale).toBe('en_US');
    const shapes = (rules: Record<string, unknown>[]) => new Map(rules.map((r) => [r.rule, shapeOf(r)]));
    const ours = shapes(body.rules);
    for (const [rule, shape] of shapes(real.rules)) expect([rule, ours.get(rule)]).toEqual([rule, shape]);
    expect(body.rules).toContainEqual({ rule: 'maxitems', field: 'beds', threshold: 1, error: 'Too many items are selected.' });
    expect(body.rules).toContainEqual({
      rule: 'enum',
      field: 'room',
      accept: ['Deluxe Sea View Room', 'Riviera Suite', 'Penthouse Suite'],
      error: 'Undefined value was submitted through this field.',
    });
  });
});

describe('each validation rule', () => {
  const cases: [string, string, string | string[] | null, string][] = [
    ['required', 'your-name', '', 'Please fill out this field.'],
    ['required (field missing)', 'your-email', null, 'Please fill out this field.'],
    ['minlength', 'your-name', 'A', 'This field has a too short input.'],
    ['maxlength', 'your-name', 'x'.repeat(81), 'This field has a too long input.'],
    ['default maxlength of 400', 'your-email', `${'a'.repeat(400)}@example.org`, 'This field has a too long input.'],
    ['maxlength of a textarea', 'your-message', 'x'.repeat(1001), 'This field has a too long input.'],
    ['email', 'your-email', 'anna@localhost', 'Please enter an email address.'],
    ['url without a scheme', 'your-site', 'example.com', 'Please enter a URL.'],
    ['tel', 'your-phone', 'call me', 'Please enter a telephone number.'],
    ['date format', 'arrival', '14.07.2026', 'Please enter a date in YYYY-MM-DD format.'],
    ['a date that does not exist', 'arrival', '2026-02-30', 'Please enter a date in YYYY-MM-DD format.'],
    ['mindate', 'arrival', '2025-12-31', 'This field has a too early date.'],
    ['maxdate', 'arrival', '2029-01-01', 'This field has a too late date.'],
    ['number', 'guests', 'two', 'Please enter a number.'],
    ['minnumber', 'nights', '0', 'This field has a too small number.'],
    ['maxnumber', 'guests', '7', 'This field has a too large number.'],
    ['select value', 'room', 'Broom cupboard', 'Undefined value was submitted through this field.'],
    ['required select left on its blank option', 'room', '', 'Please fill out this field.'],
    ['checkbox value', 'extras[]', ['Breakfast', 'Helicopter'], 'Undefined value was submitted through this field.'],
    ['exclusive checkbox', 'beds', ['One large bed', 'Two single beds'], 'Too many items are selected.'],
    ['quiz', 'sum', '12', 'The answer to the quiz is incorrect.'],
    ["quiz hash that is not the form's", '_wpcf7_quiz_answer_sum', 'f'.repeat(32), 'The answer to the quiz is incorrect.'],
  ];

  test.each(cases)('%s', async (_rule, name, value, message) => {
    const { body } = await post(demo, 74, withField(await bookingFields(demo), name, value));
    const field = name.replace('[]', '').replace('_wpcf7_quiz_answer_', '');
    expect(body.status).toBe('validation_failed');
    expect(body.invalid_fields).toEqual([{ field, message, idref: null, error_id: `wpcf7-f74-o1-ve-${field}` }]);
  });

  test.each([
    ['a URL with a scheme', 'your-site', 'https://example.com/about'],
    ['a phone number with spaces, dashes and brackets', 'your-phone', '+33 (0)4-93 12 34 56'],
    ['an optional field left empty', 'your-message', ''],
    ['the quiz answer typed with spaces and capitals', 'sum', null],
    ['the other quiz question', 'sum', 'other'],
  ])('accepted: %s', async (_what, name, value) => {
    let fields = await bookingFields(demo);
    if (name === 'sum' && value === null) fields = fields.map(([n, v]): [string, string] => (n === 'sum' ? [n, ` ${v} `] : [n, v]));
    else if (name === 'sum') {
      // Ask refill until the other question comes, and answer it.
      const current = fields.find(([n]) => n === 'sum')![1];
      let next = fields;
      for (let i = 0; i < 40 && next.find(([n]) => n === 'sum')![1] === current; i += 1) next = await bookingFields(demo);
      fields = next;
    } else fields = withField(fields, name, value);
    const { body } = await post(demo, 74, fields);
    expect(body).toMatchObject({ status: 'mail_sent', invalid_fields: [] });
  });

  test('acceptance: optional boxes may stay empty, an inverted box must', async () => {
    const fields = await bookingFields(demo);
    expect((await post(demo, 74, withField(fields, 'newsletter', null))).body.status).toBe('mail_sent');
    expect((await post(demo, 74, withField(fields, 'newsletter', '1'))).body.status).toBe('mail_sent');
    const minor = await post(demo, 74, withField(fields, 'minor', '1'));
    expect(minor.body).toMatchObject({ status: 'acceptance_missing', message: 'You must accept the terms and conditions before sending your message.' });
  });

  test('validation comes before acceptance', async () => {
    const { body } = await post(demo, 74, withField(withField(await bookingFields(demo), 'privacy', null), 'your-name', ''));
    expect(body.status).toBe('validation_failed');
  });

  test('a disallowed word makes the submission spam', async () => {
    const { body } = await post(demo, 71, withField(contactFields(), 'your-message', 'Cheap VIAGRA here'));
    expect(body).toMatchObject({
      status: 'spam',
      message: 'There was an error trying to send your message. Please try again later.',
      posted_data_hash: '',
      invalid_fields: [],
    });
  });

  test("messages come in the form's language", async () => {
    const fr = await post(demo, 72, [...hidden(72, 'fr_FR'), ['your-name', '']]);
    expect(fr.body.message).toBe('Un ou plusieurs champs contiennent une erreur. Veuillez les vérifier et réessayer.');
    expect(fr.body.invalid_fields[0].message).toBe('Veuillez remplir ce champ.');
    const de = await post(demo, 73, withField(withField(contactFields(73), 'your-subject', 'Zimmerbuchung'), 'your-email', 'kein-mail'));
    expect(de.body.invalid_fields).toEqual([
      { field: 'your-email', message: 'Bitte geben Sie eine E-Mail-Adresse ein.', idref: null, error_id: 'wpcf7-f73-o1-ve-your-email' },
    ]);
    const sent = await post(demo, 73, withField(contactFields(73), 'your-subject', 'Spa'));
    expect(sent.body.message).toBe('Vielen Dank für Ihre Nachricht. Sie wurde gesendet.');
  });
});

describe('what is kept', () => {
  test('every submission is stored with its status and posted data, free text and lists included', async () => {
    const before = demo.backend.submissions.submissions().length;
    const fields = withField(withField(await bookingFields(demo), 'occasion', 'Other'), '_wpcf7_free_text_occasion', 'Honeymoon');
    await post(demo, 74, fields);
    await post(demo, 71, withField(contactFields(), 'your-email', 'nope'));
    const [sent, failed] = demo.backend.submissions.submissions().slice(before);
    expect(sent).toMatchObject({
      formId: 74,
      unitTag: 'wpcf7-f74-o1',
      language: 'en',
      status: 'mail_sent',
      postedDataHash: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(sent.posted.occasion).toEqual(['Other Honeymoon']);
    expect(sent.posted.extras).toEqual(['Breakfast', 'Parking']);
    expect(Object.keys(sent.posted).some((k) => k.startsWith('_'))).toBe(false);
    expect(failed).toMatchObject({ formId: 71, status: 'validation_failed', postedDataHash: '' });
  });

  test('without SMTP_URL, mail goes to the outbox, which `npm run demo:outbox` prints', async () => {
    const own = await startTestBackend();
    try {
      await post(own, 72, withField(withField(contactFields(72), 'your-subject', 'Spa'), 'your-name', 'Élodie Martin'));
      const [mail] = own.backend.submissions.outbox();
      expect(mail).toMatchObject({
        to: 'reception@hotel-lumiere.example',
        from: 'Site de l’Hôtel Lumière <wordpress@hotel-lumiere.example>',
        replyTo: 'anna@example.org',
        subject: 'Hôtel Lumière Monte-Carlo « Spa » de Élodie Martin',
      });
      expect(mail.text).toContain('your-message: A table for two on Friday, please.');
      const printed = execFileSync(process.execPath, [require.resolve('tsx/cli'), 'demo/outbox.ts'], {
        cwd: path.join(__dirname, '../..'),
        env: { ...process.env, DEMO_DB: own.dbPath },
        encoding: 'utf8',
      });
      expect(printed).toContain('Subject: Hôtel Lumière Monte-Carlo « Spa » de Élodie Martin');
      expect(printed).toContain('Reply-To: anna@example.org');
      expect(printed).toContain('your-name: Élodie Martin');
    } finally {
      await own.stop();
    }
  });

  test('submissions survive a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cf7-restart-'));
    const dbPath = path.join(dir, 'demo.sqlite');
    try {
      const first = createDemoBackend({ dbPath });
      const running = await first.listen(0);
      const form = new FormData();
      for (const [name, value] of contactFields()) form.append(name, value);
      await fetch(`${running.url}/wp-json/contact-form-7/v1/contact-forms/71/feedback`, { method: 'POST', body: form });
      await running.close();

      const second = createDemoBackend({ dbPath });
      expect(second.submissions.submissions()).toEqual([expect.objectContaining({ formId: 71, status: 'mail_sent' })]);
      expect(second.submissions.outbox()).toHaveLength(1);
      second.store.close();
      second.submissions.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('delivery through SMTP_URL', () => {
  /** Just enough of an SMTP server to take one message and keep it. */
  function fakeSmtp() {
    const received: string[] = [];
    const server = net.createServer((socket) => {
      let data = false;
      let buffer = '';
      socket.write('220 smtp.test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        if (data) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = false;
          socket.write('250 queued\r\n');
        }
        let newline: number;
        while (!data && (newline = buffer.indexOf('\r\n')) >= 0) {
          const command = buffer.slice(0, newline).toUpperCase();
          buffer = buffer.slice(newline + 2);
          if (command.startsWith('DATA')) {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
          else socket.write(command.startsWith('EHLO') ? '250 smtp.test\r\n' : '250 ok\r\n');
        }
      });
    });
    return new Promise<{ port: number; received: string[]; close: () => void }>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as net.AddressInfo).port, received, close: () => server.close() })),
    );
  }

  test('a reachable server gets the mail: mail_sent, nothing in the outbox', async () => {
    const smtp = await fakeSmtp();
    const own = await startTestBackend({ backend: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } });
    try {
      const { body } = await post(own, 71, contactFields());
      expect(body.status).toBe('mail_sent');
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('To: reception@hotel-lumiere.example');
      expect(smtp.received[0]).toContain('Reply-To: anna@example.org');
      expect(smtp.received[0]).toContain('your-name: Anna Keller');
      expect(own.backend.submissions.outbox()).toEqual([]);
    } finally {
      await own.stop();
      smtp.close();
    }
  });

  test('an unreachable server is mail_failed, as recorded', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const own = await startTestBackend({ backend: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const { body } = await post(own, 71, contactFields());
      const real = recorded('mail_failed.json');
      expect(shapeAgainst(body, real)).toEqual(shapeOf(real));
      expect(Object.keys(body)).toEqual(Object.keys(real));
      expect(body).toMatchObject({ status: 'mail_failed', message: real.message });
      expect(body).toMatchObject({ status: 'mail_failed', message: recorded('valid_submit.json').message });
      expect(own.backend.submissions.submissions()[0].status).toBe('mail_failed');
      expect(own.backend.submissions.outbox()).toEqual([]);
    } finally {
      await own.stop();
      quiet.mockRestore();
    }
  });
});
