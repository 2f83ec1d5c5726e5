// Contact Form 7 answering a plain post: a visitor whose browser runs none of the site's code
// sends the form to its page on WordPress (`POST /contact/` with `_wpcf7`), and WordPress shows
// that page with the verdict in the form. As on WordPress 6.8.8 and 7.1 with CF7 6.1.6, the form
// is processed whatever its unit tag, but the verdict is shown only when the tag is the one the
// page's own form has (`wpcf7-f71-p21-o1`: form 71 on page 21); any other post shows the page
// as it is. The demo's page is a plain stand-in for the theme's: title, verdict, problems.
import express, { type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { limitBody } from '../../request-limits';
import type { PageRecord } from '../content-files';
import { feedbackAnswer, readFields, sanitizeUnitTag, withFreeText, type ContactFormApiOptions, type Status } from './rest-route';

type Options = ContactFormApiOptions & {
  /** The page WordPress shows at a path, and its address. */
  pageAt: (path: string) => PageRecord | undefined;
};

/** The form's class and `data-status` after each answer, as CF7 writes them. */
const FORM_STATE: Record<Status, string> = {
  mail_sent: 'sent',
  mail_failed: 'failed',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
};

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const html = (language: string, title: string, body: string) =>
  `<!doctype html>\n<html lang="${esc(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>` +
  `<style>body{font:1rem/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1d2433}.wpcf7-not-valid-tip{color:#9b1c1c}</style></head>` +
  `<body><main><h1>${esc(title)}</h1>${body}</main></body></html>\n`;

export function plainPostRoute(options: Options): express.Router {
  const router = express.Router();
  const feedback = feedbackAnswer(options);
  const upload = multer({ storage: multer.memoryStorage(), limits: { fieldSize: options.bodyLimit, fields: 500, parts: 1000 } }).any();
  const urlencoded = express.urlencoded({ extended: false, limit: options.bodyLimit });
  const readBody = (req: Request, res: Response, next: NextFunction) =>
    /^multipart\/form-data/i.test(req.get('content-type') ?? '') ? upload(req, res, next) : urlencoded(req, res, next);

  router.post(/.*/, limitBody(options.bodyLimit), readBody, (req: Request, res: Response, next: NextFunction) => {
    const { posted, hidden } = readFields(req.body);
    const page = options.pageAt(req.path);
    const form = options.forms().forms.find((f) => String(f.id) === hidden._wpcf7);
    if (!page || !form) return next();
    const unitTag = sanitizeUnitTag(hidden._wpcf7_unit_tag ?? '');
    withFreeText(form, posted, hidden);
    void feedback(form, unitTag, posted, hidden).then((answer) => {
      const shown = new RegExp(`^wpcf7-f${form.id}-p${page.id}-o\\d+$`).test(unitTag);
      const state = shown ? FORM_STATE[answer.status] : 'init';
      const problems = shown
        ? answer.invalid_fields.map((f) => `<li><span class="wpcf7-not-valid-tip" data-name="${esc(f.field)}">${esc(f.field)}: ${esc(f.message)}</span></li>`)
        : [];
      const body =
        `<div class="wpcf7" id="${esc(unitTag)}"><form method="post" class="wpcf7-form ${state}" data-status="${state}">` +
        (problems.length ? `<ul>${problems.join('')}</ul>` : '') +
        `<div class="wpcf7-response-output" role="status">${shown ? esc(answer.message) : ''}</div></form></div>`;
      res
        .status(200)
        .type('html')
        .send(Buffer.from(html(page.language, page.title, body)));
    }, next);
  });
  return router;
}
