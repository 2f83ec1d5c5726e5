// The plugin's words in French and German (wordpress/hotel-site/languages): every string its PHP
// and its editor scripts pass to WordPress's translation functions has a translation in each
// file, and no file keeps a string the code no longer has; and no translated string is joined to
// other words, which would fix their order for every language (a value goes in through sprintf).
import fs from 'node:fs';
import path from 'node:path';

const PLUGIN = path.join(__dirname, '../../wordpress/hotel-site');
const LOCALES = ['fr_FR', 'de_DE'];

// Single-quoted in both languages; JavaScript's may also be double-quoted, and a call Prettier
// breaks over lines ends with a comma.
const unquote = (literal: string) => literal.slice(1, -1).replace(/\\(['"\\])/g, '$1');
const JS_CALL = /\b__\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,\s*'hotel-site'\s*,?\s*\)/g;
const PHP_CALL = /\b(?:__|esc_html__|esc_attr__|_e|esc_html_e)\(\s*('(?:[^'\\]|\\.)*')\s*,\s*'hotel-site'\s*\)/g;
// One entry of a translation file's `messages`: 'original' => 'translation',
const ENTRY = /^\s*('(?:[^'\\]|\\.)*')\s*=>\s*('(?:[^'\\]|\\.)*'),\s*$/gm;

function filesUnder(folder: string, extension: string): string[] {
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(extension) && !file.startsWith('languages'));
}

function stringsOfCode(): Set<string> {
  const strings = new Set<string>();
  for (const [extension, call] of [
    ['.js', JS_CALL],
    ['.php', PHP_CALL],
  ] as const) {
    for (const file of filesUnder(PLUGIN, extension)) {
      for (const match of fs.readFileSync(path.join(PLUGIN, file), 'utf8').matchAll(call)) strings.add(unquote(match[1]));
    }
  }
  return strings;
}

function translations(locale: string): Map<string, string> {
  const text = fs.readFileSync(path.join(PLUGIN, `languages/hotel-site-${locale}.l10n.php`), 'utf8');
  const messages = text.slice(text.indexOf("'messages'"));
  return new Map([...messages.matchAll(ENTRY)].map((entry) => [unquote(entry[1]), unquote(entry[2])]));
}

const inCode = stringsOfCode();

test('the code has the strings the test looks for', () => {
  // The reading itself: strings of a script, of a pattern and of the notice.
  expect(inCode).toContain('Main slider');
  expect(inCode).toContain("The hotel's address and phone, which every page's footer shows. Put it on the directions page.");
  expect(inCode).toContain('Map and address');
  expect(inCode).toContain(
    'The Hotel site plugin is installed twice (as a plugin and as a must-use plugin, or beside its older single files): remove one copy.',
  );
});

test.each(LOCALES)('%s translates every string of the code, and only those', (locale) => {
  const translated = translations(locale);
  expect([...inCode].filter((text) => !translated.get(text)?.trim())).toEqual([]);
  expect([...translated.keys()].filter((text) => !inCode.has(text))).toEqual([]);
});

test('no translated string is joined to anything: the code fills placeholders instead', () => {
  const joined: string[] = [];
  for (const [extension, call, join] of [
    ['.js', JS_CALL, '+'],
    ['.php', PHP_CALL, '.'],
  ] as const) {
    for (const file of filesUnder(PLUGIN, extension)) {
      const code = fs.readFileSync(path.join(PLUGIN, file), 'utf8');
      for (const match of code.matchAll(call)) {
        const before = code.slice(0, match.index).trimEnd();
        const after = code.slice(match.index + match[0].length).trimStart();
        if (before.endsWith(join) || after.startsWith(join)) joined.push(`${file}: ${match[0]}`);
      }
    }
  }
  expect(joined).toEqual([]);
});
