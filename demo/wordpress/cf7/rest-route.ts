// Contact Form 7's REST API (namespace contact-form-7/v1): feedback, refill and the validation
// schema, answered with the statuses, codes and JSON shapes of CF7 6.1 (see the recordings the
// contract tests compare with). Checks run in CF7's order: media type, form, unit tag.
import crypto from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import type { ContactForm, FormsFile, MessageKey } from './forms-file';
import { composeMail, type MailContext, type OutgoingMail } from './mail';
import { quizEntry, randomPair } from './quiz';
import { accepted, schemaRules, validate, type InvalidField } from './rules';
import type { FormSubmissions } from './submissions';
import { limitBody } from '../../request-limits';

export const CF7_REST_BASE = '/wp-json/contact-form-7/v1/contact-forms';

export type ContactFormApiOptions = {
  forms: () => FormsFile;
  submissions: FormSubmissions;
  /** Delivers a mail; resolves false when delivery failed. Without it, mail goes to the outbox. */
  send?: (mail: OutgoingMail) => Promise<boolean>;
  mailContext: () => MailContext;
  localeOf: (language: string) => string;
  /** Largest request body accepted, in bytes. */
  bodyLimit: number;
};

type WpError = { code: string; message: string; data: { status: number } };

function sendJson(req: Request, res: Response, status: number, body: unknown, allow: string): void {
  // The headers WordPress's REST server puts on every answer; a Buffer keeps `charset=UTF-8` as is.
  res
    .status(status)
    .set({
      'Content-Type': 'application/json; charset=UTF-8',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
      Link: `<${req.protocol}://${req.get('host')}/wp-json/>; rel="https://api.w.org/"`,
      'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
      'Access-Control-Allow-Headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
      Allow: allow,
    })
    .send(Buffer.from(JSON.stringify(body)));
}

const wpError = (code: string, message: string, status: number): WpError => ({ code, message, data: { status } });

const ERRORS = {
  unsupported: wpError('wpcf7_unsupported_media_type', 'The request payload format is not supported.', 415),
  notFound: wpError('wpcf7_not_found', 'The requested contact form was not found.', 404),
  noUnitTag: wpError('wpcf7_unit_tag_not_found', 'There is no valid unit tag.', 400),
  tooLarge: (limit: number) => wpError('rest_request_too_large', `The request body is larger than the ${limit} bytes this site accepts.`, 413),
};

export type Status = 'validation_failed' | 'acceptance_missing' | 'spam' | 'mail_sent' | 'mail_failed';
const MESSAGE_OF: Record<Status, MessageKey> = {
  validation_failed: 'validation_error',
  acceptance_missing: 'accept_terms',
  spam: 'spam',
  mail_sent: 'mail_sent_ok',
  mail_failed: 'mail_sent_ng',
};

export const sanitizeUnitTag = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '');

/** `{quiz: {name: [question, hash]}}` with a fresh question for each quiz, or CF7's `[]` when the form has none. */
function refillMaps(form: ContactForm): Record<string, Record<string, [string, string]>> | null {
  const quizzes = form.tags.filter((t) => t.type === 'quiz');
  return quizzes.length ? { quiz: Object.fromEntries(quizzes.map((t) => [t.name, quizEntry(randomPair(t))])) } : null;
}

/** The posted fields as lists of strings; names starting with `_` are CF7's own, not posted data. */
export function readFields(body: unknown): { posted: Record<string, string[]>; hidden: Record<string, string> } {
  const posted: Record<string, string[]> = {};
  const hidden: Record<string, string> = {};
  for (const [name, raw] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
    if (!values.length) continue;
    if (name.startsWith('_')) hidden[name] = values[0];
    else posted[name] = values.map((v) => v.trim());
  }
  return { posted, hidden };
}

// CF7 sends a free-text choice as "<last choice> <typed text>".
export function withFreeText(form: ContactForm, posted: Record<string, string[]>, hidden: Record<string, string>) {
  for (const t of form.tags.filter((x) => (x.type === 'radio' || x.type === 'checkbox') && x.options.includes('free_text'))) {
    const last = t.values[t.values.length - 1];
    const typed = (hidden[`_wpcf7_free_text_${t.name}`] ?? '').trim();
    if (typed && posted[t.name]) posted[t.name] = posted[t.name].map((v) => (v === last ? `${last} ${typed}` : v));
  }
}

const postedDataHash = (posted: Record<string, string[]>) => crypto.createHash('md5').update(JSON.stringify(posted)).digest('hex');

/** CF7's answer to a form's feedback: validated, checked, mailed and recorded as CF7 does. */
export function feedbackAnswer(options: ContactFormApiOptions) {
  return async function feedback(form: ContactForm, unitTag: string, posted: Record<string, string[]>, hidden: Record<string, string>) {
    const invalid: InvalidField[] = validate(form, posted, hidden);
    const disallowed = options.forms().disallowedKeys.map((w) => w.toLowerCase());
    const isSpam = () =>
      Object.values(posted)
        .flat()
        .some((v) => disallowed.some((word) => v.toLowerCase().includes(word)));
    let status: Status | null = invalid.length ? 'validation_failed' : !accepted(form, posted) ? 'acceptance_missing' : isSpam() ? 'spam' : null;
    let mail: OutgoingMail | null = null;
    if (!status) {
      mail = composeMail(form, posted, options.mailContext());
      status = !options.send || (await options.send(mail)) ? 'mail_sent' : 'mail_failed';
    }
    const hash = mail ? postedDataHash(posted) : '';

    const submissionId = options.submissions.record({ formId: form.id, unitTag, language: form.language, status, posted, postedDataHash: hash });
    if (mail && !options.send) options.submissions.queue({ submissionId, ...mail });

    const message = form.messages[MESSAGE_OF[status]];
    const into = `#${unitTag}`;
    const invalidFields = invalid.map((f) => ({ field: f.field, message: f.message, idref: null, error_id: `${unitTag}-ve-${f.field}` }));
    // CF7 builds a failed validation's answer in another key order; kept so the JSON reads the same.
    const body =
      status === 'validation_failed'
        ? { contact_form_id: form.id, status, message, invalid_fields: invalidFields, posted_data_hash: hash, into }
        : { contact_form_id: form.id, status, message, posted_data_hash: hash, into, invalid_fields: invalidFields };
    return { ...body, ...refillMaps(form) };
  };
}

export function contactFormApi(options: ContactFormApiOptions): express.Router {
  const router = express.Router();
  const feedback = feedbackAnswer(options);
  const findForm = (id: string) => (/^\d+$/.test(id) ? options.forms().forms.find((f) => f.id === Number(id)) : undefined);
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fieldSize: options.bodyLimit, fileSize: options.bodyLimit, fields: 500, parts: 1000 },
  }).any();

  // The whole body is limited, not only each field: multer's limits are per field and per file,
  // and a chunked body has no Content-Length to check first.
  const bodyLimit = limitBody(options.bodyLimit, (req, res) => sendJson(req, res, 413, ERRORS.tooLarge(options.bodyLimit), 'POST'));

  router.post('/:id/feedback', bodyLimit, (req: Request, res: Response, next: NextFunction) => {
    const id = String(req.params.id);
    if (!/^\d+$/.test(id)) return next();
    const reply = (status: number, body: unknown) => sendJson(req, res, status, body, 'POST');
    if (!/^multipart\/form-data/i.test(req.get('content-type') ?? '')) return reply(415, ERRORS.unsupported);
    const form = findForm(id);
    if (!form) return reply(404, ERRORS.notFound);

    upload(req, res, (error: unknown) => {
      if (res.locals.bodyTooLarge) return;
      if (error instanceof multer.MulterError && error.code.startsWith('LIMIT_')) {
        res.set('Connection', 'close');
        return reply(413, ERRORS.tooLarge(options.bodyLimit));
      }
      // A body PHP cannot read leaves WordPress with no fields at all, hence no unit tag.
      const { posted, hidden } = readFields(error ? {} : req.body);
      const unitTag = sanitizeUnitTag(hidden._wpcf7_unit_tag ?? '');
      if (!unitTag) return reply(400, ERRORS.noUnitTag);
      withFreeText(form, posted, hidden);
      void feedback(form, unitTag, posted, hidden).then((body) => reply(200, body), next);
    });
  });

  router.get('/:id/refill', (req: Request, res: Response, next: NextFunction) => {
    if (!/^\d+$/.test(String(req.params.id))) return next();
    const form = findForm(String(req.params.id));
    if (!form) return sendJson(req, res, 404, ERRORS.notFound, 'GET');
    sendJson(req, res, 200, refillMaps(form) ?? [], 'GET');
  });

  router.get('/:id/feedback/schema', (req: Request, res: Response, next: NextFunction) => {
    if (!/^\d+$/.test(String(req.params.id))) return next();
    const form = findForm(String(req.params.id));
    if (!form) return sendJson(req, res, 404, ERRORS.notFound, 'GET');
    sendJson(req, res, 200, { version: 'Contact Form 7 SWV Schema 2024-10', locale: options.localeOf(form.language), rules: schemaRules(form) }, 'GET');
  });

  return router;
}
