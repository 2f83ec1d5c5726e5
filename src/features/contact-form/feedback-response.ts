// Contact Form 7's answers to `POST …/feedback` and `GET …/refill`, read into a typed model. Both
// generations are understood: CF7 >= 5.2 names invalid fields (`invalid_fields` with `field`,
// `error_id`), older versions point at their wrapper (`invalidFields` with `into`). A body that is
// not what CF7 sends becomes a `malformed` value with the reason, never an exception.

type FeedbackStatus = 'mail_sent' | 'mail_failed' | 'validation_failed' | 'acceptance_missing' | 'spam' | 'aborted';

type InvalidField = {
  /** The field's name, read from `field` or, for old CF7, from the `into` selector. */
  field: string | null;
  message: string;
  idref: string | null;
  /** The id of the element that holds the message (CF7 >= 5.2). */
  errorId: string | null;
  /** The CSS selector old CF7 gave instead of a name. */
  into: string | null;
};

export type Refill = {
  /** Quiz name -> the new question and the hash of its answer. */
  quiz: Record<string, { question: string; answerHash: string }>;
  /** Captcha name -> the URL of the new image. */
  captcha: Record<string, string>;
};

export type Feedback = {
  kind: 'feedback';
  contactFormId: number | null;
  /** One of FeedbackStatus; an unknown status from a newer CF7 is kept as it came. */
  status: FeedbackStatus | (string & NonNullable<unknown>);
  message: string;
  postedDataHash: string;
  /** The unit tag selector of the form that answered, e.g. `#wpcf7-f71-o1`. */
  into: string | null;
  invalidFields: InvalidField[];
  refill: Refill;
};

/** A WordPress REST error: `{code, message, data: {status}}` (415, 404, 400, 413, …). */
type RestError = { kind: 'rest-error'; code: string; message: string; httpStatus: number | null };

export type Malformed = { kind: 'malformed'; reason: string };

export type FeedbackResult = Feedback | RestError | Malformed;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const malformed = (reason: string): Malformed => ({ kind: 'malformed', reason });

/** The field name in an old-style selector: `span.wpcf7-form-control-wrap.your-name` or `…[data-name="your-name"]`. */
export function fieldNameFromInto(into: string): string | null {
  const byData = /\[data-name=["']?([^"'\]]+)["']?\]/.exec(into);
  if (byData) return byData[1];
  return /wpcf7-form-control-wrap\.([-\w:.]+)/.exec(into)?.[1] ?? null;
}

function readInvalidFields(body: Json): InvalidField[] | Malformed {
  const modern = body.invalid_fields;
  const legacy = body.invalidFields;
  const list = modern ?? legacy ?? [];
  if (!Array.isArray(list)) return malformed(`${modern !== undefined ? 'invalid_fields' : 'invalidFields'} is not a list`);
  const fields: InvalidField[] = [];
  for (const [i, item] of list.entries()) {
    if (!isObject(item) || typeof item.message !== 'string') return malformed(`invalid field ${i} has no message`);
    const into = stringOrNull(item.into);
    const field = stringOrNull(item.field) ?? (into ? fieldNameFromInto(into) : null);
    if (!field && !into) return malformed(`invalid field ${i} names no field`);
    fields.push({ field, message: item.message, idref: stringOrNull(item.idref), errorId: stringOrNull(item.error_id), into });
  }
  return fields;
}

/** Reads the `quiz` and `captcha` maps of a feedback or refill answer; CF7 sends `[]` for none. */
export function readRefill(body: unknown): Refill | Malformed {
  const refill: Refill = { quiz: {}, captcha: {} };
  if (Array.isArray(body) && body.length === 0) return refill;
  if (!isObject(body)) return malformed('the refill answer is not an object');
  // Old CF7 sent `captcha: null` when the form had none.
  const { quiz, captcha } = body;
  if (quiz !== undefined && quiz !== null) {
    if (!isObject(quiz)) return malformed('quiz is not a map');
    for (const [name, entry] of Object.entries(quiz)) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') return malformed(`quiz ${name} is not [question, hash]`);
      refill.quiz[name] = { question: entry[0], answerHash: entry[1] };
    }
  }
  if (captcha !== undefined && captcha !== null) {
    if (!isObject(captcha)) return malformed('captcha is not a map');
    for (const [name, url] of Object.entries(captcha)) {
      if (typeof url !== 'string') return malformed(`captcha ${name} is not a URL`);
      refill.captcha[name] = url;
    }
  }
  return refill;
}

/** Reads a parsed JSON body of `POST …/feedback`. */
export function parseFeedbackResponse(body: unknown): FeedbackResult {
  if (!isObject(body)) return malformed('the answer is not a JSON object');
  if (typeof body.code === 'string' && body.status === undefined) {
    const data = isObject(body.data) ? body.data : {};
    return {
      kind: 'rest-error',
      code: body.code,
      message: typeof body.message === 'string' ? body.message : '',
      httpStatus: typeof data.status === 'number' ? data.status : null,
    };
  }
  if (typeof body.status !== 'string' || body.status === '') return malformed('the answer has no status');
  if (body.message !== undefined && typeof body.message !== 'string') return malformed('message is not text');
  const invalidFields = readInvalidFields(body);
  if ('kind' in invalidFields) return invalidFields;
  const refill = readRefill({ quiz: body.quiz, captcha: body.captcha });
  if ('kind' in refill) return refill;
  const id = typeof body.contact_form_id === 'number' ? body.contact_form_id : Number(body.contact_form_id ?? body.contactFormId);
  return {
    kind: 'feedback',
    contactFormId: Number.isInteger(id) && id > 0 ? id : null,
    status: body.status,
    message: typeof body.message === 'string' ? body.message : '',
    postedDataHash: typeof body.posted_data_hash === 'string' ? body.posted_data_hash : '',
    into: stringOrNull(body.into),
    invalidFields,
    refill,
  };
}

/** Reads the text of an answer, which may not even be JSON (a proxy's HTML error page, a cut-off body). */
export function parseFeedbackText(text: string): FeedbackResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return malformed('the answer is not JSON');
  }
  return parseFeedbackResponse(body);
}
