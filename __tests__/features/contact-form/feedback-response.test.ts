import fs from 'node:fs';
import path from 'node:path';
import { fieldNameFromInto, parseFeedbackResponse, parseFeedbackText, readRefill } from '../../../src/features/contact-form/feedback-response';

const recorded = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, '../../fixtures/wordpress/cf7', name), 'utf8'));

describe('answers of CF7 >= 5.2', () => {
  test('a failed validation names each field with its message and error id', () => {
    const result = parseFeedbackResponse(recorded('validation_failed.json'));
    expect(result).toMatchObject({ kind: 'feedback', contactFormId: 5, status: 'validation_failed', postedDataHash: '', into: '#wpcf7-f5-p11-o1' });
    if (result.kind !== 'feedback') throw new Error(result.kind);
    expect(result.invalidFields.map((f) => f.field)).toEqual(['your-name', 'your-email', 'your-subject']);
    expect(result.invalidFields[0]).toEqual({
      field: 'your-name',
      message: 'Please fill out this field.',
      idref: null,
      errorId: 'wpcf7-f5-p11-o1-ve-your-name',
      into: null,
    });
    expect(result.refill).toEqual({ quiz: {}, captcha: {} });
  });

  test('a sent message keeps its posted data hash and has no invalid fields', () => {
    const result = parseFeedbackResponse(recorded('mail_sent.json'));
    expect(result).toMatchObject({
      kind: 'feedback',
      status: 'mail_sent',
      message: 'Thank you for your message. It has been sent.',
      postedDataHash: 'fd93b198c35920b6e949f5d7e31ed7e8',
      invalidFields: [],
    });
  });

  test('the quiz map gives the next question and answer hash', () => {
    for (const name of ['rich-validation-failed.json', 'rich-acceptance-missing.json', 'rich-mail-sent.json']) {
      const result = parseFeedbackResponse(recorded(name));
      expect(result.kind === 'feedback' && result.refill.quiz).toEqual({
        capital: { question: 'Capital of France?', answerHash: '898ec8f92c3ea25368daa598bc962718' },
      });
    }
    expect(parseFeedbackResponse(recorded('rich-acceptance-missing.json'))).toMatchObject({ status: 'acceptance_missing', invalidFields: [] });
  });

  test('an unknown status from a newer CF7 is kept', () => {
    expect(parseFeedbackResponse({ status: 'held_for_review', message: 'Later.' })).toMatchObject({
      kind: 'feedback',
      status: 'held_for_review',
      contactFormId: null,
    });
  });
});

describe('answers of CF7 <= 5.1', () => {
  test('invalidFields with `into` selectors give the field names', () => {
    const old = {
      mailSent: false,
      into: '#wpcf7-f5-p11-o1',
      captcha: null,
      message: 'One or more fields have an error. Please check and try again.',
      status: 'validation_failed',
      invalidFields: [
        { into: 'span.wpcf7-form-control-wrap.your-name', message: 'The field is required.', idref: null },
        { into: 'span.wpcf7-form-control-wrap[data-name="your-email"]', message: 'The e-mail address entered is invalid.', idref: 'email-1' },
      ],
    };
    const result = parseFeedbackResponse(old);
    if (result.kind !== 'feedback') throw new Error(result.kind);
    expect(result.invalidFields).toEqual([
      { field: 'your-name', message: 'The field is required.', idref: null, errorId: null, into: 'span.wpcf7-form-control-wrap.your-name' },
      {
        field: 'your-email',
        message: 'The e-mail address entered is invalid.',
        idref: 'email-1',
        errorId: null,
        into: 'span.wpcf7-form-control-wrap[data-name="your-email"]',
      },
    ]);
    expect(result.refill.captcha).toEqual({});
  });

  test('a captcha map gives the new image of each captcha', () => {
    const result = parseFeedbackResponse({
      status: 'validation_failed',
      message: 'x',
      invalidFields: [],
      captcha: { 'captcha-1': 'https://hotel.example/wp-content/uploads/wpcf7_captcha/123.png' },
    });
    expect(result.kind === 'feedback' && result.refill.captcha).toEqual({ 'captcha-1': 'https://hotel.example/wp-content/uploads/wpcf7_captcha/123.png' });
  });

  test('fieldNameFromInto reads both selector forms', () => {
    expect(fieldNameFromInto('span.wpcf7-form-control-wrap.menu-42')).toBe('menu-42');
    expect(fieldNameFromInto("span.wpcf7-form-control-wrap[data-name='arrival']")).toBe('arrival');
    expect(fieldNameFromInto('#somewhere')).toBeNull();
  });
});

describe('REST errors', () => {
  test.each([
    ['urlencoded.json', 'wpcf7_unsupported_media_type', 415],
    ['minimal_no_hidden.json', 'wpcf7_unit_tag_not_found', 400],
  ])('%s becomes a rest-error with its code and HTTP status', (file, code, status) => {
    expect(parseFeedbackResponse(recorded(file))).toEqual({ kind: 'rest-error', code, message: expect.any(String), httpStatus: status });
  });

  test('the 404 of an unknown form, read from the recorded HTTP answer', () => {
    const http = fs.readFileSync(path.join(__dirname, '../../fixtures/wordpress/cf7/unknown-form-404.http'), 'utf8');
    const body = http.slice(http.indexOf('\n\n') + 2);
    expect(parseFeedbackText(body)).toEqual({
      kind: 'rest-error',
      code: 'wpcf7_not_found',
      message: 'The requested contact form was not found.',
      httpStatus: 404,
    });
  });
});

describe('malformed bodies become a clear error value', () => {
  test.each([
    ['null', null, 'not a JSON object'],
    ['a list', [1, 2], 'not a JSON object'],
    ['no status', { message: 'hi' }, 'no status'],
    ['a message that is not text', { status: 'mail_sent', message: 5 }, 'message is not text'],
    ['invalid_fields that is not a list', { status: 'validation_failed', invalid_fields: 'your-name' }, 'invalid_fields is not a list'],
    ['an invalid field without message', { status: 'validation_failed', invalid_fields: [{ field: 'your-name' }] }, 'has no message'],
    ['an invalid field that names nothing', { status: 'validation_failed', invalid_fields: [{ message: 'bad' }] }, 'names no field'],
    ['a quiz entry that is not a pair', { status: 'mail_sent', quiz: { q: 'Capital?' } }, 'is not [question, hash]'],
    ['a captcha map that is a list', { status: 'mail_sent', captcha: ['a.png'] }, 'captcha is not a map'],
  ])('%s', (_name, body, reason) => {
    const result = parseFeedbackResponse(body);
    expect(result.kind).toBe('malformed');
    expect(result.kind === 'malformed' && result.reason).toContain(reason);
  });

  test('text that is not JSON (an HTML error page, a cut-off answer)', () => {
    expect(parseFeedbackText('<html><body>502 Bad Gateway</body></html>')).toEqual({ kind: 'malformed', reason: 'the answer is not JSON' });
    expect(parseFeedbackText('{"status":"mail_')).toEqual({ kind: 'malformed', reason: 'the answer is not JSON' });
  });
});

describe('refill answers', () => {
  test('the recorded quiz refill', () => {
    expect(readRefill(recorded('rich-refill.json'))).toEqual({
      quiz: { capital: { question: 'Capital of France?', answerHash: '898ec8f92c3ea25368daa598bc962718' } },
      captcha: {},
    });
  });

  test('CF7 answers [] when the form has nothing to refill', () => {
    expect(readRefill([])).toEqual({ quiz: {}, captcha: {} });
  });

  test('anything else is malformed', () => {
    expect(readRefill('quiz')).toEqual({ kind: 'malformed', reason: 'the refill answer is not an object' });
    expect(readRefill([['a']])).toMatchObject({ kind: 'malformed' });
  });
});
