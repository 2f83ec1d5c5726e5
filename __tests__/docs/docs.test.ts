// The docs a newcomer reads stay short enough to read in an hour, and their links lead somewhere:
// each doc within its size limit, and every relative link in README.md, docs/*.md and
// docs/decisions/*.md to a file that exists and, with a #anchor, to a heading of that file.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The most bytes each doc may hold. */
const LIMITS: Record<string, number> = {
  'README.md': 10_240,
  'docs/developers.md': 25_600,
  'docs/operators.md': 25_600,
  'docs/editors.md': 25_600,
  'docs/troubleshooting.md': 25_600,
  'docs/settings.md': 25_600,
  'docs/ARCHITECTURE.md': 15_360,
};

/** A Markdown text's lines, those of fenced code blocks left empty. */
function linesOutsideFences(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** The text outside code: fenced blocks and inline code spans left out. */
function prose(markdown: string): string {
  return linesOutsideFences(markdown)
    .map((line) => line.replace(/(`+)[^`]*?\1/g, ''))
    .join('\n');
}

/**
 * GitHub's anchor for a heading's text. No slug package is installed (github-slugger would do),
 * so these are its rules: the text as rendered, lower case, without punctuation or symbols (only
 * letters, marks, digits, `_`, hyphens and spaces stay), each space a hyphen.
 */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings; a repeated heading gets -1, -2… as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of linesOutsideFences(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every link target in a Markdown text: inline links and images, and reference definitions. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
  const references = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)].map((match) => match[1]);
  return [...inline, ...references];
}

/** What is wrong with a relative link from `file`, or nothing when it leads to a file and heading that exist. */
function problemOf(file: string, target: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(target)) return undefined;
  const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
  const resolved = pathPart === '' ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), decodeURIComponent(pathPart));
  if (!fs.existsSync(resolved)) return `${file}: ${target} leads to no file`;
  if (anchor === undefined || !resolved.endsWith('.md')) return undefined;
  return anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor) ? undefined : `${file}: ${target} leads to no heading of that file`;
}

const docs = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...fs
    .readdirSync(path.join(root, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/decisions/${name}`),
];

test.each(Object.entries(LIMITS))('%s holds at most %d bytes', (file, limit) => {
  expect(fs.statSync(path.join(root, file)).size).toBeLessThanOrEqual(limit);
});

test('every relative link in the README, the docs and the decision records leads to a file, and its #anchor to a heading there', () => {
  const problems = docs.flatMap((file) => linkTargets(fs.readFileSync(path.join(root, file), 'utf8')).flatMap((target) => problemOf(file, target) ?? []));
  expect(problems).toEqual([]);
});

describe("GitHub's anchors", () => {
  test('keep letters, digits, hyphens and underscores, drop punctuation, and join words with hyphens', () => {
    expect(githubSlug('Accessibility: WCAG 2.2 AA')).toBe('accessibility-wcag-22-aa');
    expect(githubSlug("Add the site's features")).toBe('add-the-sites-features');
    expect(githubSlug('Security: what each server promises, and what you must set')).toBe('security-what-each-server-promises-and-what-you-must-set');
    expect(githubSlug('Reading WordPress HTML: src/content/dom.ts')).toBe('reading-wordpress-html-srccontentdomts');
    expect(githubSlug('Für Gäste — snake_case')).toBe('für-gäste--snake_case');
  });

  test("take a heading's text, not its links' addresses or its code's backticks, and number a repeated heading", () => {
    const markdown = ['# Title', '## The [lightbox](x.md)', '### `npm run bench`', '```', '# not a heading', '```', '## Title', '## Title ##'].join('\n');
    expect([...anchorsOf(markdown)]).toEqual(['title', 'the-lightbox', 'npm-run-bench', 'title-1', 'title-2']);
  });

  test('links are read outside code, with images and reference definitions', () => {
    const markdown = ['See [a](a.md#x) and ![b](pics/b.png "B").', '`[not](c.md)`', '```', '[not](d.md)', '```', '[ref]: e.md#y'].join('\n');
    expect(linkTargets(markdown)).toEqual(['a.md#x', 'pics/b.png', 'e.md#y']);
  });
});
