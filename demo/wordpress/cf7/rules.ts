// CF7's validation: the form's SWV schema (what `GET …/feedback/schema` shows) and the checks
// that run on a submission, in the order CF7's modules add them (choices, dates, numbers, selects,
// text, textareas, then the allowed values), followed by the quiz.
// WordPress's is_email(), which CF7 uses as the comment form does.
import { isEmail } from '../is-email';
import { hasOption, lengthLimits, option, TEXT_TYPES, type FormTag } from './form-tags';
import type { ContactForm, MessageKey } from './forms-file';
import { quizAnswerIsRight } from './quiz';

export type Rule = {
  rule:
    | 'required'
    | 'minlength'
    | 'maxlength'
    | 'email'
    | 'url'
    | 'tel'
    | 'date'
    | 'mindate'
    | 'maxdate'
    | 'number'
    | 'minnumber'
    | 'maxnumber'
    | 'enum'
    | 'maxitems';
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

type AddRule = (rule: Rule['rule'], t: FormTag | string, extra?: Pick<Rule, 'threshold' | 'accept'>) => void;

/**
 * One of CF7's `wpcf7_swv_create_schema` actions: a module's function that appends its rules to
 * the form's schema. WordPress runs such actions by priority, and those of equal priority in the
 * order they were hooked, which is the order CF7 loads its module files (alphabetical).
 */
type SchemaHook = { module: string; priority: number; addRules: (form: ContactForm, add: AddRule) => void };

const ofType = (form: ContactForm, ...types: string[]): FormTag[] => form.tags.filter((t) => types.includes(t.type));

function limits(add: AddRule, t: FormTag, rules: { min: Rule['rule']; max: Rule['rule'] }): void {
  const min = option(t, 'min');
  const max = option(t, 'max');
  if (min !== undefined) add(rules.min, t, { threshold: min });
  if (max !== undefined) add(rules.max, t, { threshold: max });
}

function lengths(add: AddRule, t: FormTag): void {
  const { minlength, maxlength } = lengthLimits(t);
  if (minlength !== undefined) add('minlength', t, { threshold: minlength });
  if (maxlength !== undefined) add('maxlength', t, { threshold: maxlength });
}

/**
 * The allowed values per field name, in the order the names first appear: CF7 merges tags that
 * share a name into one enum rule, without blanks or repeats. A name is left out when `skip`
 * holds for any of its tags (a choice with free text accepts anything).
 */
function choicesByName(tags: FormTag[], valuesOf: (t: FormTag) => string[], skip: (t: FormTag) => boolean = () => false): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  const skipped = new Set(tags.filter(skip).map((t) => t.name));
  for (const t of tags.filter((x) => !skipped.has(x.name))) byName.set(t.name, [...(byName.get(t.name) ?? []), ...valuesOf(t)]);
  for (const [name, values] of byName)
    byName.set(
      name,
      [...new Set(values)].filter((v) => v !== ''),
    );
  return byName;
}

// Listed in CF7's module load order; `schemaRules` sorts them by priority only.
const SCHEMA_HOOKS: SchemaHook[] = [
  {
    module: 'checkbox',
    priority: 10,
    addRules: (form, add) => {
      for (const t of ofType(form, 'checkbox', 'radio')) {
        // A radio group always needs a choice and allows one, starred or not.
        if (t.required || t.type === 'radio') add('required', t);
        if (t.type === 'radio' || hasOption(t, 'exclusive')) add('maxitems', t, { threshold: 1 });
      }
    },
  },
  {
    module: 'date',
    priority: 10,
    addRules: (form, add) => {
      for (const t of ofType(form, 'date')) {
        if (t.required) add('required', t);
        add('date', t);
        limits(add, t, { min: 'mindate', max: 'maxdate' });
      }
    },
  },
  {
    module: 'number',
    priority: 10,
    addRules: (form, add) => {
      for (const t of ofType(form, 'number')) {
        if (t.required) add('required', t);
        add('number', t);
        limits(add, t, { min: 'minnumber', max: 'maxnumber' });
      }
    },
  },
  {
    module: 'select',
    priority: 10,
    addRules: (form, add) => {
      for (const t of ofType(form, 'select')) if (t.required) add('required', t);
    },
  },
  {
    module: 'text',
    priority: 10,
    addRules: (form, add) => {
      for (const t of ofType(form, ...TEXT_TYPES)) {
        if (t.required) add('required', t);
        if (t.type !== 'text') add(t.type as Rule['rule'], t);
        lengths(add, t);
      }
    },
  },
  {
    module: 'textarea',
    priority: 10,
    addRules: (form, add) => {
      for (const t of ofType(form, 'textarea')) {
        if (t.required) add('required', t);
        lengths(add, t);
      }
    },
  },
  {
    module: 'checkbox',
    priority: 20,
    addRules: (form, add) => {
      const choices = choicesByName(
        ofType(form, 'checkbox', 'radio'),
        (t) => t.values,
        (t) => hasOption(t, 'free_text'),
      );
      for (const [field, accept] of choices) add('enum', field, { accept });
    },
  },
  {
    module: 'select',
    priority: 20,
    addRules: (form, add) => {
      // With `first_as_label` the first value is the blank option's label, not a choice.
      const choices = choicesByName(ofType(form, 'select'), (t) => (hasOption(t, 'first_as_label') ? t.values.slice(1) : t.values));
      for (const [field, accept] of choices) add('enum', field, { accept });
    },
  },
];

/**
 * The form's SWV schema. Submissions are checked rule by rule in this order and each field keeps
 * its first error, so the order decides the order of `invalid_fields` as well: modules by hook
 * priority, then load order (e.g. selects before text fields), and tags in form order within one.
 */
export function schemaRules(form: ContactForm): Rule[] {
  const rules: Rule[] = [];
  const add: AddRule = (rule, t, extra = {}) =>
    rules.push({ rule, field: typeof t === 'string' ? t : t.name, ...extra, error: form.messages[messageOf[rule]] });
  const byPriority = [...SCHEMA_HOOKS].sort((a, b) => a.priority - b.priority); // stable: keeps load order
  for (const hook of byPriority) hook.addRules(form, add);
  return rules;
}

// The schemes WordPress allows in links (wp_allowed_protocols); CF7 accepts a URL that has one.
const ALLOWED_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'news',
  'irc',
  'irc6',
  'ircs',
  'gopher',
  'nntp',
  'feed',
  'telnet',
  'mms',
  'rtsp',
  'sms',
  'svn',
  'tel',
  'fax',
  'xmpp',
  'webcal',
  'urn',
];
export function isUrl(text: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1].toLowerCase();
  return scheme !== undefined && ALLOWED_SCHEMES.includes(scheme) && text.length > scheme.length + 1;
}

export const isTel = (text: string): boolean => /^\+?[0-9]+$/.test(text.replace(/[()/.*#\s-]+/g, ''));

function isDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

const isNumber = (text: string): boolean => /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(text);

function breaks(rule: Rule, values: string[]): boolean {
  const filled = values.filter((v) => v !== '');
  if (rule.rule === 'required') return filled.length === 0;
  const threshold = rule.threshold;
  const any = (test: (v: string) => boolean) => filled.some(test);
  switch (rule.rule) {
    case 'minlength':
      return any((v) => v.length < Number(threshold));
    case 'maxlength':
      return any((v) => v.length > Number(threshold));
    case 'email':
      return any((v) => !isEmail(v));
    case 'url':
      return any((v) => !isUrl(v));
    case 'tel':
      return any((v) => !isTel(v));
    case 'date':
      return any((v) => !isDate(v));
    case 'mindate':
      return any((v) => isDate(v) && v < String(threshold));
    case 'maxdate':
      return any((v) => isDate(v) && v > String(threshold));
    case 'number':
      return any((v) => !isNumber(v));
    case 'minnumber':
      return any((v) => isNumber(v) && Number(v) < Number(threshold));
    case 'maxnumber':
      return any((v) => isNumber(v) && Number(v) > Number(threshold));
    case 'enum':
      return any((v) => !(rule.accept ?? []).includes(v));
    case 'maxitems':
      return filled.length > Number(threshold);
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
    if (!invalid.has(t.name) && !quizAnswerIsRight(t, typed, hidden[`_wpcf7_quiz_answer_${t.name}`] ?? ''))
      invalid.set(t.name, form.messages.quiz_answer_not_correct);
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
