import { parseFeedbackText, type Feedback } from '../../../src/features/contact-form/feedback-response';
import { eventsOf, refillValues, resetsForm, stateAfter, stateAfterFailure, stateOf } from '../../../src/features/contact-form/form-status';
import { fixture, modelOf, richHtml } from './support';

const feedback = (text: string): Feedback => {
  const result = parseFeedbackText(text);
  if (result.kind !== 'feedback') throw new Error(`not feedback: ${JSON.stringify(result)}`);
  return result;
};
const rich = modelOf(richHtml());

describe('each status', () => {
  test.each([
    ['validation_failed', 'invalid', ['wpcf7invalid', 'wpcf7submit']],
    ['acceptance_missing', 'unaccepted', ['wpcf7unaccepted', 'wpcf7submit']],
    ['spam', 'spam', ['wpcf7spam', 'wpcf7submit']],
    ['aborted', 'aborted', ['wpcf7aborted', 'wpcf7submit']],
    ['mail_sent', 'sent', ['wpcf7mailsent', 'wpcf7submit']],
    ['mail_failed', 'failed', ['wpcf7mailfailed', 'wpcf7submit']],
  ])('%s: state %s, events %j', (status, state, events) => {
    expect(stateOf(status)).toBe(state);
    expect(eventsOf(status)).toEqual(events);
  });

  test('another status gets a state made of its words and only the submit event', () => {
    expect(stateOf('payment required!')).toBe('custom-payment-required');
    expect(stateOf('Waiting_For Review')).toBe('custom-waiting-for-review');
    expect(eventsOf('payment required!')).toEqual(['wpcf7submit']);
  });

  test('only a sent form is reset', () => {
    expect(resetsForm(feedback(fixture('rich-mail-sent.json')))).toBe(true);
    expect(resetsForm(feedback(fixture('mail_failed.json')))).toBe(false);
    expect(resetsForm(feedback(fixture('rich-validation-failed.json')))).toBe(false);
  });
});

describe('the answers recorded from CF7', () => {
  test('validation_failed: one error per field, each with its list entry id, and the message', () => {
    const state = stateAfter(rich, feedback(fixture('rich-validation-failed.json')));
    expect(state.state).toBe('invalid');
    expect(state.message).toBe('One or more fields have an error. Please check and try again.');
    expect(state.errors.map((e) => [e.field, e.errorId])).toEqual([
      ['guests', 'wpcf7-f18-o1-ve-guests'],
      ['your-name', 'wpcf7-f18-o1-ve-your-name'],
      ['your-email', 'wpcf7-f18-o1-ve-your-email'],
      ['your-site', 'wpcf7-f18-o1-ve-your-site'],
      ['capital', 'wpcf7-f18-o1-ve-capital'],
    ]);
    expect(state.errors[4].message).toBe('The answer to the quiz is incorrect.');
  });

  test('the old generation (invalidFields with into, CF7 <= 5.1) gives the same errors', () => {
    const old = JSON.stringify({
      status: 'validation_failed',
      message: 'Validation errors occurred.',
      into: '#wpcf7-f19-o1',
      invalidFields: [
        { into: 'span.wpcf7-form-control-wrap.your-name', message: 'The field is required.', idref: null },
        { into: 'span.wpcf7-form-control-wrap[data-name="your-email"]', message: 'The e-mail address entered is invalid.', idref: 'email-id' },
      ],
    });
    const state = stateAfter(rich, feedback(old));
    expect(state.errors).toEqual([
      { field: 'your-name', message: 'The field is required.', errorId: 'wpcf7-f19-o1-ve-your-name', idref: null },
      { field: 'your-email', message: 'The e-mail address entered is invalid.', errorId: 'wpcf7-f19-o1-ve-your-email', idref: 'email-id' },
    ]);
  });

  test('other statuses carry no field errors', () => {
    for (const name of ['rich-acceptance-missing.json', 'mail_sent.json', 'mail_failed.json']) {
      expect(stateAfter(rich, feedback(fixture(name))).errors).toEqual([]);
    }
    expect(stateAfter(rich, feedback(fixture('rich-acceptance-missing.json'))).state).toBe('unaccepted');
  });

  test('a failed request keeps its own message and no errors', () => {
    expect(stateAfterFailure('No connection')).toEqual({ state: 'failed', message: 'No connection', errors: [], requestFailed: true });
  });
});

describe('refill', () => {
  test('a quiz gets its new hash and an empty answer box', () => {
    const answer = feedback(fixture('rich-mail-sent.json'));
    expect(refillValues(answer.refill)).toEqual({ capital: [''], _wpcf7_quiz_answer_capital: ['898ec8f92c3ea25368daa598bc962718'] });
  });

  test('a captcha gets the challenge from its image name', () => {
    expect(refillValues({ quiz: {}, captcha: { 'captcha-1': 'https://wp.example/wp-content/uploads/wpcf7_captcha/2210.png' } })).toEqual({
      'captcha-1': [''],
      '_wpcf7_captcha_challenge_captcha-1': ['2210'],
    });
  });
});
