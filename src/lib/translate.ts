/** One language's UI strings: namespace (the file name in `locales/<lang>/`) → key → text. */
export type UiStrings = Record<string, Record<string, string>>;

export type TranslateValues = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralForm = (language: string, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};

/**
 * The text of `key`, in the files' i18next-compatible format (so translators' tools still read
 * them): `{{name}}` placeholders, and plural forms as `key_one`, `key_other`… picked by the
 * language's plural rules when a numeric `count` is given. A missing key shows as the key, so a
 * gap is visible rather than blank.
 */
export function translate(strings: Record<string, string>, language: string, key: string, values: TranslateValues = {}): string {
  let text = strings[key];
  if (typeof values.count === 'number') text = strings[`${key}_${pluralForm(language, values.count)}`] ?? strings[`${key}_other`] ?? text;
  if (text === undefined) return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
