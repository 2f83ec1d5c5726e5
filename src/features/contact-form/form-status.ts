// What each answer of CF7 does to the form, as CF7's own script does it: the form's state (its class
// and `data-status`), the DOM event it fires, the errors shown under fields and in the screen-reader
// list, and whether the form is reset. Pure, so every status's effect is tested directly.
import type { Feedback, Refill } from './feedback-response';
import type { FormModel } from './form-markup';

export type FieldError = {
  field: string;
  message: string;
  /** The id of the list entry that describes the field (`aria-describedby`). */
  errorId: string;
  /** The id of the control, when CF7 gave one, for the entry's link. */
  idref: string | null;
};

export type FormState = {
  /** `init`, `submitting`, `invalid`, `unaccepted`, `spam`, `aborted`, `sent`, `failed`, or `custom-…`. */
  state: string;
  /** The server's message, or the request failure's. */
  message: string;
  errors: FieldError[];
  /** True when the request itself failed (network, timeout, not CF7's answer). */
  requestFailed: boolean;
};

export const INITIAL_STATE: FormState = { state: 'init', message: '', errors: [], requestFailed: false };

const STATES: Record<string, string> = {
  init: 'init',
  submitting: 'submitting',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
};

/** The form's state for a status; an unknown one becomes `custom-<its words joined by dashes>`. */
export function stateOf(status: string): string {
  if (STATES[status]) return STATES[status];
  const slug = status
    .replace(/[^0-9a-z]+/gi, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `custom-${slug || 'status'}`;
}

const EVENTS: Record<string, string> = {
  validation_failed: 'wpcf7invalid',
  acceptance_missing: 'wpcf7unaccepted',
  spam: 'wpcf7spam',
  aborted: 'wpcf7aborted',
  mail_sent: 'wpcf7mailsent',
  mail_failed: 'wpcf7mailfailed',
};

/** The events an answer fires on the form's container, in order: the status's own, then `wpcf7submit`. */
export const eventsOf = (status: string): string[] => (EVENTS[status] ? [EVENTS[status], 'wpcf7submit'] : ['wpcf7submit']);

/** The field errors of an answer; a field without an `error_id` gets CF7's own pattern. */
function fieldErrors(model: FormModel, feedback: Feedback): FieldError[] {
  if (feedback.status !== 'validation_failed') return [];
  return feedback.invalidFields.flatMap((f) => {
    if (!f.field) return [];
    return [{ field: f.field, message: f.message, errorId: f.errorId ?? `${model.unitTag}-ve-${f.field}`, idref: f.idref }];
  });
}

/** The form after an answer. */
export const stateAfter = (model: FormModel, feedback: Feedback): FormState => ({
  state: stateOf(feedback.status),
  message: feedback.message,
  errors: fieldErrors(model, feedback),
  requestFailed: false,
});

/** The form after a request that got no answer from CF7: the message is the site's own. */
export const stateAfterFailure = (message: string): FormState => ({ state: 'failed', message, errors: [], requestFailed: true });

/** A sent form is emptied, as CF7 resets it. */
export const resetsForm = (feedback: Feedback): boolean => feedback.status === 'mail_sent';

/** What a refill changes in the values: each quiz's hidden answer hash (and its box is emptied), each captcha's challenge. */
export function refillValues(refill: Refill): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, { answerHash }] of Object.entries(refill.quiz)) {
    out[name] = [''];
    out[`_wpcf7_quiz_answer_${name}`] = [answerHash];
  }
  for (const [name, url] of Object.entries(refill.captcha)) {
    const challenge = /([0-9]+)\.(png|gif|jpeg)$/.exec(url)?.[1];
    out[name] = [''];
    if (challenge) out[`_wpcf7_captcha_challenge_${name}`] = [challenge];
  }
  return out;
}
