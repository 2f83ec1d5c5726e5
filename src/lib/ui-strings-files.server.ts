import fs from 'node:fs';
import path from 'node:path';
import type { UiStrings } from './translate';

type StringTree = { [key: string]: string | StringTree };

// Files may group keys (`{ "error": { "duplicate": "…" } }`); pages get them flat, as `error.duplicate`.
function flatten(tree: StringTree, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[prefix + key] = value;
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

function readLanguage(localesDir: string, language: string): UiStrings {
  const dir = path.join(localesDir, language);
  if (!fs.existsSync(dir)) return {};
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files.map((file) => [path.basename(file, '.json'), flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as StringTree)]),
  );
}

/**
 * The strings `language` lacks beside English, and those English does not have (left from a
 * removed string), as `namespace.key`: empty when the language is complete.
 */
export function stringsOutOfStep(language: string, localesDir = path.resolve('locales')): { missing: string[]; extra: string[] } {
  const keys = (strings: UiStrings) => Object.entries(strings).flatMap(([ns, byKey]) => Object.keys(byKey).map((key) => `${ns}.${key}`));
  const english = new Set(keys(readLanguage(localesDir, 'en')));
  const own = new Set(keys(readLanguage(localesDir, language)));
  return { missing: [...english].filter((key) => !own.has(key)).sort(), extra: [...own].filter((key) => !english.has(key)).sort() };
}

/**
 * The UI strings a page in `language` needs, build-time only. A language WordPress has but
 * `locales/` lacks (or a string not yet translated) falls back to the site's default language,
 * then English, so a new language never shows bare keys.
 */
// Gatsby runs its Node APIs from the project's root (and compiles this file elsewhere).
export function uiStringsFor(language: string, defaultLanguage: string, localesDir = path.resolve('locales')): UiStrings {
  const layers = [readLanguage(localesDir, 'en'), readLanguage(localesDir, defaultLanguage), readLanguage(localesDir, language)];
  const namespaces = new Set(layers.flatMap((layer) => Object.keys(layer)));
  const strings: UiStrings = {};
  for (const ns of namespaces) {
    strings[ns] = {};
    for (const layer of layers) Object.assign(strings[ns], layer[ns]);
  }
  return strings;
}
