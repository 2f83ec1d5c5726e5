// CF7's validation: the form's SWV schema (what `GET …/feedback/schema` shows) and the checks
// that run on a submission, in the order CF7's modules add them (choices, dates, numbers, text,
// textareas, selects, then the allowed values), followed by the quiz.
import { hasOption, lengthLimits, option, TEXT_TYPES, type FormTag } from './form-tags';
import type { ContactForm, MessageKey } from './forms-file';
import { quizAnswerIsRight } from './quiz';

export type Rule = {
  rule: 'required' | 'minlength' | 'maxlength' | 'email' | 'url' | 'tel' | 'date' | 'mindate' | 'maxdate' | 'number' | 'minnumber' | 'maxnumber' | 'enum' | 'maxitems';
  field: string;
  threshold?: number | string;
  accept?: string[];
  error: string;
};

const messageOf: Record<Rule['rule'], MessageKey> = {
  required: 'invalid_required',
  minlength: 'invalid_too_short',
  maxlength: 'invalid_too_long',
  email: 'invalid_email',
  url: 'invalid_url',
  tel: 'invalid_tel',
  date: 'invalid_date',
  mindate: 'date_too_early',
  maxdate: 'date_too_late',
  number: 'invalid_number',
  minnumber: 'number_too_small',
  maxnumber: 'number_too_large',
  enum: 'undefined_value',
  maxitems: 'too_many_items',
};

export function schemaRules(form: ContactForm): Rule[] {
  const rules: Rule[] = [];
  const add = (rule: Rule['rule'], t: FormTag, extra: Pick<Rule, 'threshold' | 'accept'> = {}) =>
    rules.push({ rule, field: t.name, ...extra, error: form.messages[messageOf[rule]] });
  const ofType = (...types: string[]) => form.tags.filter((t) => types.includes(t.type));
  const limit = (t: FormTag, key: 'min' | 'max', rule: Rule['rule']) => {
    const value = option(t, key);
    if (value !== undefined) add(rule, t, { threshold: value });
  };
  const lengths = (t: FormTag) => {
    const { minlength, maxlength } = lengthLimits(t);
    if (minlength !== undefined) add('minlength', t, { threshold: minlength });
    if (maxlength !== undefined) add('maxlength', t, { threshold: maxlength });
  };
  const withFixedChoices = (t: FormTag) => !hasOption(t, 'free_text');

  for (const t of ofType('checkbox', 'radio')) {
    if (t.required) add('required', t);
    if (t.type === 'checkbox' && hasOption(t, 'exclusive')) add('maxitems', t, { threshold: 1 });
  }
  for (const t of ofType('date')) {
    if (t.required) add('required', t);
    add('date', t);
    limit(t, 'min', 'mindate');
    limit(t, 'max', 'maxdate');
  }
  for (const t of ofType('number')) {
    if (t.required) add('required', t);
    add('number', t);
    limit(t, 'min', 'minnumber');
    limit(t, 'max', 'maxnumber');
  }
  for (const t of ofType(...TEXT_TYPES)) {
    if (t.required) add('required', t);
    if (t.type !== 'text') add(t.type as Rule['rule'], t);
    lengths(t);
  }
  for (const t of ofType('textarea')) {
    if (t.required) add('required', t);
    lengths(t);
  }
  for (const t of ofType('select')) if (t.required) add('required', t);
  for (const t of [...ofType('checkbox', 'radio').filter(withFixedChoices), ...ofType('select')]) add('enum', t, { accept: t.values });
  return rules;
}

// WordPress's is_email(), which CF7 uses.
export function isEmail(text: string): boolean {
  if (text.length < 6) return false;
  const at = text.indexOf('@', 1);
  if (at < 0) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (domain.includes('..') || /^[\s.]|[\s.]$/.test(domain)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i.test(l));
}

// The schemes WordPress allows in links (wp_allowed_protocols); CF7 accepts a URL that has one.
const ALLOWED_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn'];
export function isUrl(text: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1].toLowerCase();
  return scheme !== undefined && ALLOWED_SCHEMES.includes(scheme) && text.length > scheme.length + 1;
}

export const isTel = (text: string): boolean => /^\+?[0-9]+$/.test(text.replace(/[()/.*#\s-]+/g, ''));

export function isDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

export const isNumber = (text: string): boolean => /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(text);

function breaks(rule: Rule, values: string[]): boolean {
  const filled = values.filter((v) => v !== '');
  if (rule.rule === 'required') return filled.length === 0;
  const threshold = rule.threshold;
  const any = (test: (v: string) => boolean) => filled.some(test);
  switch (rule.rule) {
    case 'minlength': return any((v) => v.length < Number(threshold));
    case 'maxlength': return any((v) => v.length > Number(threshold));
    case 'email': return any((v) => !isEmail(v));
    case 'url': return any((v) => !isUrl(v));
    case 'tel': return any((v) => !isTel(v));
    case 'date': return any((v) => !isDate(v));
    case 'mindate': return any((v) => isDate(v) && v < String(threshold));
    case 'maxdate': return any((v) => isDate(v) && v > String(threshold));
    case 'number': return any((v) => !isNumber(v));
    case 'minnumber': return any((v) => isNumber(v) && Number(v) < Number(threshold));
    case 'maxnumber': return any((v) => isNumber(v) && Number(v) > Number(threshold));
    case 'enum': return any((v) => !(rule.accept ?? []).includes(v));
    case 'maxitems': return filled.length > Number(threshold);
  }
}

export type InvalidField = { field: string; message: string };

/** Each field's first broken rule, in schema order, then wrong quiz answers. */
export function validate(form: ContactForm, posted: Record<string, string[]>, hidden: Record<string, string>): InvalidField[] {
  const invalid = new Map<string, string>();
  for (const rule of schemaRules(form)) {
    if (!invalid.has(rule.field) && breaks(rule, posted[rule.field] ?? [])) invalid.set(rule.field, rule.error);
  }
  for (const t of form.tags.filter((x) => x.type === 'quiz')) {
    const typed = posted[t.name]?.[0] ?? '';
    if (!invalid.has(t.name) && !quizAnswerIsRight(t, typed, hidden[`_wpcf7_quiz_answer_${t.name}`] ?? '')) invalid.set(t.name, form.messages.quiz_answer_not_correct);
  }
  return [...invalid].map(([field, message]) => ({ field, message }));
}

/** Whether every acceptance that is not optional is in the state that means consent. */
export function accepted(form: ContactForm, posted: Record<string, string[]>): boolean {
  return form.tags
    .filter((t) => t.type === 'acceptance' && !hasOption(t, 'optional'))
    .every((t) => {
      const checked = (posted[t.name] ?? []).some((v) => v !== '');
      return hasOption(t, 'invert') ? !checked : checked;
    });
}
