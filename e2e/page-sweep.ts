// What the browser suites share when they go through every page, Chromium's accessibility scans
// and the WebKit suite: the pages, and what reaches past the window's edge.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PUBLIC = join(__dirname, '..', 'public');

/**
 * Every page the build wrote (`public/**\/index.html`), as paths, all languages and the "page not
 * found" pages; not the pages that only send the visitor on (a front page's WordPress address).
 */
export function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string, path: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !['page-data', 'static', '_gatsby', '~partytown'].includes(entry.name)) walk(join(dir, entry.name), `${path}${entry.name}/`);
      else if (entry.name === 'index.html' && !/<meta http-equiv="refresh"/.test(readFileSync(join(dir, entry.name), 'utf8'))) pages.push(path);
    }
  };
  walk(PUBLIC, '/');
  return pages.sort();
}

/**
 * How far the page reaches past the window's right edge, and the element or the words that do,
 * or null. Runs in the page (`page.evaluate`, WebDriver's `execute`): it reads, changes nothing.
 */
export function overflowPastWindow() {
  const width = document.documentElement.clientWidth;
  const past = document.documentElement.scrollWidth - width;
  if (past <= 0) return null;
  // An element, or the words running out of it ("Datenschutzerklärung" in its heading).
  const widest = [...document.querySelectorAll<HTMLElement>('main *, header *, footer *')]
    .map((el) => ({ el, right: Math.max(el.getBoundingClientRect().right, el.getBoundingClientRect().left + el.scrollWidth) }))
    .filter(({ right }) => right > width + 0.5)
    .sort((a, b) => b.right - a.right)[0];
  return { past, widest: widest ? `${widest.el.tagName.toLowerCase()} "${(widest.el.textContent ?? '').trim().slice(0, 40)}"` : '' };
}
