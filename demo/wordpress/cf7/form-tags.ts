// Contact Form 7's form-template tags (`[text* your-name autocomplete:name]`,
// `[acceptance privacy]…[/acceptance]`) read into plain records. A tag is a type, an optional `*`
// (required), a name, bare options (`min:1`, `exclusive`, `40x8`) and quoted values.

const TAG_TYPES = [
  'text',
  'email',
  'url',
  'tel',
  'number',
  'date',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'acceptance',
  'quiz',
  'count',
  'submit',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

export type FormTag = {
  type: TagType;
  required: boolean;
  name: string;
  options: string[];
  values: string[];
  /** The text between `[acceptance …]` and `[/acceptance]`. */
  content: string;
};

/** A piece of the template: literal HTML, or a tag. */
export type TemplatePart = string | FormTag;

const TAG = new RegExp(`\\[(${TAG_TYPES.join('|')})(\\*?)(?:\\s+([^\\]]*))?\\](?:([^[]*)\\[\\/\\1\\])?`, 'g');
const TOKEN = /"([^"]*)"|'([^']*)'|(\S+)/g;

function tag(type: TagType, star: string, inside: string, content: string | undefined): FormTag {
  const tokens = [...inside.matchAll(TOKEN)].map((m) => (m[3] !== undefined ? { bare: m[3] } : { quoted: m[1] ?? m[2] }));
  const bare = tokens.flatMap((t) => ('bare' in t && t.bare !== undefined ? [t.bare] : []));
  const values = tokens.flatMap((t) => ('quoted' in t && t.quoted !== undefined ? [t.quoted] : []));
  const named = type !== 'submit';
  const name = named ? (bare.shift() ?? '') : '';
  if (named && !/^[A-Za-z][-\w:.]*$/.test(name)) throw new Error(`[${type}${star}] needs a name`);
  return { type, required: star === '*', name, options: bare, values, content: (content ?? '').trim() };
}

/** Splits a form template into literal HTML and tags. */
export function parseTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const m of template.matchAll(TAG)) {
    parts.push(template.slice(last, m.index));
    parts.push(tag(m[1] as TagType, m[2], m[3] ?? '', m[4]));
    last = m.index + m[0].length;
  }
  parts.push(template.slice(last));
  return parts.filter((p) => p !== '');
}

export const tagsOf = (parts: TemplatePart[]): FormTag[] => parts.filter((p): p is FormTag => typeof p !== 'string');

/** The value of an option written `key:value`, e.g. `option(tag, 'min')` for `min:1`. */
export function option(t: FormTag, key: string): string | undefined {
  const found = t.options.find((o) => o.startsWith(`${key}:`));
  return found?.slice(key.length + 1);
}

export const hasOption = (t: FormTag, key: string): boolean => t.options.includes(key);

export function intOption(t: FormTag, key: string): number | undefined {
  const value = option(t, key);
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

export const TEXT_TYPES: readonly TagType[] = ['text', 'email', 'url', 'tel'];

/** The length limits a text or textarea field gets: CF7 6 caps unlimited fields at 400 and 2000. */
export function lengthLimits(t: FormTag): { minlength?: number; maxlength?: number } {
  if (!TEXT_TYPES.includes(t.type) && t.type !== 'textarea') return {};
  return { minlength: intOption(t, 'minlength'), maxlength: intOption(t, 'maxlength') ?? (t.type === 'textarea' ? 2000 : 400) };
}
