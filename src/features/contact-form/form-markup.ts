// Reads a Contact Form 7 block (`div.wpcf7` and its form, as CF7 renders it into page content) into
// a model of its controls: what each control is, its name, its starting value and the options CF7
// encodes in classes (exclusive, free text, optional, invert). It reads any CF7 form, not a list of
// known ones: controls are found by their `name`, the way the browser's FormData finds them.
import { classesOf, closest, findElement, findElements as findAll, hasClass, isElement, textOf, type ContentNode, type Element } from '../../content/dom';
import { readCounterSettings, type CounterSettings } from './character-count';

type ControlKind =
  | 'text' // text, email, url, tel, number, date and other single-line inputs
  | 'textarea'
  | 'select'
  | 'checkbox' // a group of boxes sharing one name
  | 'radio'
  | 'acceptance'
  | 'quiz'
  | 'captcha' // the answer box of a captcha image
  | 'free-text' // the text box beside the last choice of a `free_text` group (see freeTextOwner)
  | 'hidden';

export type Control = {
  kind: ControlKind;
  /** The `name` attribute, as posted (`extras[]` for a multi-choice checkbox). */
  name: string;
  /** CF7's field name: the wrapper's `data-name`, or the name without `[]`. */
  field: string;
  /** The input's `type` (`email`, `date`, …) for inputs, else the tag name. */
  type: string;
  /** The values the control starts with (a group's checked boxes; none for an unchecked box). */
  initial: string[];
  /** The choices of a select, checkbox or radio group, in order. */
  options: string[];
  exclusive: boolean;
  /** Acceptance: `optional` (never blocks), `invert` (must stay unticked). */
  optional: boolean;
  invert: boolean;
  /** Free text: the group it belongs to and the choice that enables it. */
  owner: string | null;
  ownerValue: string | null;
};

type Counter = { target: string; settings: CounterSettings };

export type FormModel = {
  /** The contact form's post id. */
  id: number;
  unitTag: string;
  locale: string;
  version: string;
  containerPost: string;
  controls: Control[];
  counters: Counter[];
  /** Quiz name -> the question shown. */
  quizzes: Record<string, string>;
  /** Captcha name -> the image's address. */
  captchas: Record<string, string>;
  /** The form setting `acceptance_as_validation`: unticked boxes are errors, not a disabled button. */
  acceptanceAsValidation: boolean;
  /** A `_wpnonce` field: the refill request sends it as `X-WP-Nonce`. */
  nonce: string | null;
  /** Field name -> the words that label it, so the screen-reader error list can say which field is wrong. */
  labels: Record<string, string>;
};

const isControl = (el: Element) => ['input', 'select', 'textarea'].includes(el.name) && !!el.attribs.name && el.attribs.type !== 'submit';

function kindOf(el: Element, wrap: Element | null): ControlKind {
  const type = (el.attribs.type ?? '').toLowerCase();
  if (el.name === 'textarea') return 'textarea';
  if (el.name === 'select') return 'select';
  if (type === 'hidden') return 'hidden';
  if (hasClass(el, 'wpcf7-free-text')) return 'free-text';
  if (hasClass(el, 'wpcf7-quiz')) return 'quiz';
  if (hasClass(el, 'wpcf7-captchar')) return 'captcha';
  if (type === 'radio') return 'radio';
  if (type === 'checkbox') {
    const group = wrap && findElement(wrap.children, (g) => hasClass(g, 'wpcf7-form-control'));
    return group && hasClass(group, 'wpcf7-acceptance') ? 'acceptance' : 'checkbox';
  }
  return 'text';
}

// Contact Form 7 names the box `_wpcf7_free_text_<group>` since 5.0; 4.x called it
// `_wpcf7_<type>_free_text_<group>` (`_wpcf7_radio_free_text_bed`), which forms rendered by an
// older plugin, or saved from it, still carry.
const FREE_TEXT_NAME = /^_wpcf7_(?:(?:checkbox|radio)_)?free_text_(.+)$/;

/** The group a free-text box belongs to, from its name in either naming; null for other names. */
export function freeTextOwner(name: string): string | null {
  return FREE_TEXT_NAME.exec(name)?.[1] ?? null;
}

function readControl(el: Element): Control {
  const wrap = closest(el, (p) => hasClass(p, 'wpcf7-form-control-wrap'));
  const kind = kindOf(el, wrap);
  const name = el.attribs.name;
  const group = wrap ? findElement(wrap.children, (g) => hasClass(g, 'wpcf7-form-control')) : null;
  const control: Control = {
    kind,
    name,
    field: wrap?.attribs['data-name'] ?? name.replace(/\[\]$/, ''),
    type: el.name === 'input' ? (el.attribs.type ?? 'text').toLowerCase() : el.name,
    initial: [],
    options: [],
    exclusive: !!group && hasClass(group, 'wpcf7-exclusive-checkbox'),
    optional: !!group && hasClass(group, 'optional'),
    invert: !!group && hasClass(group, 'invert'),
    owner: null,
    ownerValue: null,
  };
  if (kind === 'select') {
    const options = findAll(el.children, (o) => o.name === 'option');
    control.options = options.map((o) => o.attribs.value ?? textOf(o.children));
    const selected = options.filter((o) => 'selected' in o.attribs).map((o) => o.attribs.value ?? textOf(o.children));
    // A single select shows its first option when none is marked, and posts it.
    control.initial = selected.length || 'multiple' in el.attribs ? selected : control.options.slice(0, 1);
  } else if (kind === 'checkbox' || kind === 'radio' || kind === 'acceptance') {
    control.options = [el.attribs.value ?? 'on'];
    control.initial = 'checked' in el.attribs ? [el.attribs.value ?? 'on'] : [];
  } else if (kind === 'textarea') {
    control.initial = [textOf(el.children)];
  } else {
    control.initial = [el.attribs.value ?? ''];
  }
  if (kind === 'free-text') {
    const item = closest(el, (p) => hasClass(p, 'wpcf7-list-item'));
    const choice = item && findElement(item.children, (c) => c.name === 'input' && c !== el && c.attribs.name !== undefined);
    // The choice beside the box names its group whatever the box is called; the box's own name is
    // the fallback for markup where the two are apart.
    control.owner = choice ? choice.attribs.name.replace(/\[\]$/, '') : freeTextOwner(name);
    control.ownerValue = choice?.attribs.value ?? null;
  }
  return control;
}

/**
 * The words that name a free-text box, which CF7 puts beside its choice's label, not in it: the
 * choice with its group's label (`join` puts them in the page's language), or the choice alone.
 */
export function freeTextName(model: FormModel, control: Control, join: (group: string, option: string) => string): string | undefined {
  if (control.kind !== 'free-text' || !control.ownerValue) return undefined;
  const group = control.owner ? model.labels[control.owner] : undefined;
  return group ? join(group, control.ownerValue) : control.ownerValue;
}

/** Boxes and radios with one name are one control; the rest are one control each. */
function mergeGroups(controls: Control[]): Control[] {
  const out: Control[] = [];
  const groups = new Map<string, Control>();
  for (const c of controls) {
    const grouped = c.kind === 'checkbox' || c.kind === 'radio';
    const existing = grouped ? groups.get(c.name) : undefined;
    if (existing) {
      existing.options.push(...c.options);
      existing.initial.push(...c.initial);
      continue;
    }
    if (grouped) groups.set(c.name, c);
    out.push(c);
  }
  for (const c of out) if (c.kind === 'radio') c.initial = c.initial.slice(-1);
  return out;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of a label without the controls, counters and tips inside it. */
function labelText(nodes: ContentNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') text += node.data;
    else if (!hasClass(node, 'wpcf7-form-control-wrap') && !['select', 'textarea'].includes(node.name)) text += ` ${labelText(node.children)} `;
  }
  return squash(text);
}

/** Where CF7 leaves it: the `<label>` around the field, else the words just before it ("Beds<br>"), else its own choice's label. */
function fieldLabel(wrap: Element): string {
  const label = closest(wrap, (p) => p.name === 'label');
  const around = label ? labelText(label.children) : '';
  if (around) return around;
  for (let prev = wrap.prev; prev; prev = prev.prev) {
    if (prev.type === 'text' && squash(prev.data)) return squash(prev.data);
    if (isElement(prev) && prev.name !== 'br') break;
  }
  const own = findElement(wrap.children, (el) => hasClass(el, 'wpcf7-list-item-label') || hasClass(el, 'wpcf7-quiz-label'));
  return own ? squash(textOf(own.children)) : '';
}

function hiddenValue(controls: Control[], name: string): string {
  return controls.find((c) => c.name === name)?.initial[0] ?? '';
}

/** Reads the block; null when it is not a CF7 form with an id and a unit tag. */
export function readFormMarkup(block: Element): FormModel | null {
  const form = findElement(block.children, (f) => f.name === 'form');
  if (!form) return null;
  const controls = mergeGroups(findAll(form.children, isControl).map(readControl));
  const id = Number(hiddenValue(controls, '_wpcf7') || block.attribs['data-wpcf7-id']);
  const unitTag = hiddenValue(controls, '_wpcf7_unit_tag') || block.attribs.id || '';
  if (!Number.isInteger(id) || id <= 0 || !unitTag) return null;

  const counters = findAll(form.children, (el) => hasClass(el, 'wpcf7-character-count') && !!el.attribs['data-target-name']).map((el) => ({
    target: el.attribs['data-target-name'],
    settings: readCounterSettings({
      className: el.attribs.class ?? '',
      startingValue: el.attribs['data-starting-value'],
      maximumValue: el.attribs['data-maximum-value'],
      minimumValue: el.attribs['data-minimum-value'],
    }),
  }));

  const quizzes: Record<string, string> = {};
  const labels: Record<string, string> = {};
  for (const wrap of findAll(form.children, (el) => hasClass(el, 'wpcf7-form-control-wrap'))) {
    const text = fieldLabel(wrap);
    if (text && wrap.attribs['data-name']) labels[wrap.attribs['data-name']] = text;
    const label = findElement(wrap.children, (el) => hasClass(el, 'wpcf7-quiz-label'));
    if (label && wrap.attribs['data-name']) quizzes[wrap.attribs['data-name']] = textOf(label.children);
  }
  const captchas: Record<string, string> = {};
  for (const img of findAll(form.children, (el) => el.name === 'img' && hasClass(el, 'wpcf7-captchac'))) {
    const name = classesOf(img)
      .find((c) => c.startsWith('wpcf7-captcha-'))
      ?.slice('wpcf7-captcha-'.length);
    if (name) captchas[name] = img.attribs.src ?? '';
  }

  return {
    id,
    unitTag,
    locale: hiddenValue(controls, '_wpcf7_locale'),
    version: hiddenValue(controls, '_wpcf7_version'),
    containerPost: hiddenValue(controls, '_wpcf7_container_post'),
    controls,
    counters,
    quizzes,
    captchas,
    acceptanceAsValidation: hasClass(form, 'wpcf7-acceptance-as-validation'),
    nonce: hiddenValue(controls, '_wpnonce') || null,
    labels,
  };
}
