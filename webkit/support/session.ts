// What every WebKit test file shares: a WebKitGTK window of a phone's or a computer's size, driven
// through WebKitWebDriver (started by global-setup.ts); pages opened as a visitor opens them and
// waited on until the site has hydrated; and the browser's console, read from the log its
// browser writes, so that a test fails on any error, refused load or policy violation it caused.
import fs from 'node:fs';
import path from 'node:path';
import { remote, type ChainablePromiseElement } from 'webdriverio';

export type Browser = WebdriverIO.Browser;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** An address on the served site. */
const site = (address = '/') => `${process.env.WEBKIT_SITE}${address}`;

/** The browser WebKitWebDriver starts: WebKitGTK, with its console written out (see browser.py). */
const BROWSER = path.join(__dirname, 'browser.py');

/** A new browser window of that size, with nothing kept from another (cookies, storage, cache). */
export async function startBrowser(size: { width: number; height: number }): Promise<Browser> {
  const capabilities = {
    browserName: 'WebKitGTK',
    // The driver has no WebDriver BiDi, which WebdriverIO 9 would ask for by default.
    'wdio:enforceWebDriverClassic': true,
    'webkitgtk:browserOptions': { binary: BROWSER, args: [] },
  };
  const browser = await remote({ hostname: '127.0.0.1', port: Number(process.env.WEBKIT_DRIVER_PORT), logLevel: 'warn', capabilities });
  await browser.setWindowSize(size.width, size.height);
  return browser;
}

/**
 * Waits, before the window leaves a page, for the page's display font: fetched in the background
 * once it has hydrated (plugins/display-font/), unless it was reached from the site. WebKit logs a
 * fetch cut off by leaving as an access-control error, which is the test's haste, not the site's.
 */
async function letPageSettle(browser: Browser) {
  const settled = () =>
    browser.execute(() => {
      const root = document.documentElement;
      return !root.hasAttribute('data-hydrated') || root.hasAttribute('data-display-font-ready') || root.hasAttribute('data-display-font');
    });
  // A font that failed to load leaves no mark: the page is left after the wait all the same.
  await browser.waitUntil(settled, { timeout: 10_000, interval: 100 }).catch(() => undefined);
}

/** Opens a path of the site and waits until the page has hydrated, so clicks and keys reach their handlers. */
export async function open(browser: Browser, address: string) {
  await letPageSettle(browser);
  await browser.url(site(address));
  await browser.$('html[data-hydrated="true"]').waitForExist({ timeout: 20_000, timeoutMsg: `${address} never hydrated` });
}

export type Element = ChainablePromiseElement;

/** An element by what a visitor reads: its words, or the name its `aria-label` gives it. */
export const named = (name: string, tag = '*') => `//${tag}[normalize-space()="${name}" or @aria-label="${name}"]`;

/**
 * A form field by its label: one that names it (`for`), one around it, or its `aria-label`. A
 * label's words are all its text, or its first words when more follows (a required mark, an error).
 */
export const field = (label: string) => {
  const says = `[normalize-space()="${label}" or normalize-space(text()[1])="${label}"]`;
  return `//*[self::input or self::textarea or self::select][@id=//label${says}/@for or ancestor::label${says} or @aria-label="${label}"]`;
};

/**
 * Scrolls the page until the element is in the middle of the window, as a visitor scrolls to what
 * they want, through the browser's own `scrollIntoView`: what WebDriver does before a click, done
 * here because this driver misses an element just below the window's edge on a page with
 * `scroll-padding-top` (as this site has), and its wheel input does nothing.
 */
export async function bringIntoSight(browser: Browser, element: Element) {
  await browser.execute((el) => el.scrollIntoView({ block: 'center' }), await element);
}

/** A click where a visitor clicks: on the element, once it is in sight. */
export async function click(browser: Browser, element: Element) {
  await bringIntoSight(browser, element);
  await element.click();
}

/**
 * Types into a field, once it is in sight. Through WebDriver's typing into an element: the key
 * actions of this driver drop the second of two equal letters in a row ("Ann" comes out "An").
 */
export async function typeInto(browser: Browser, element: Element, text: string) {
  await bringIntoSight(browser, element);
  await element.addValue(text);
}

/** Answers the cookie notice, which otherwise covers the bottom of the window. */
export async function answerCookieNotice(browser: Browser, answer: string) {
  await browser.$('[data-testid="cookie-notice"]').$(named(answer, 'button')).click();
  await browser.$('[data-testid="cookie-notice"]').waitForExist({ reverse: true });
}

const consoleLog = () => process.env.WEBKIT_CONSOLE_LOG ?? '';
// WebKit writes `<where>: CONSOLE <source> <level> <message>`; the source is missing for the
// console's own calls (`CONSOLE ERROR …`), and is JS, SECURITY (policy violations), NETWORK …
const CONSOLE_ERROR = /\bCONSOLE (?:[A-Z]+ )?ERROR\b/;

/** Where the console log ends now. */
const consoleMark = () => fs.statSync(consoleLog()).size;

/** The console's errors logged since `mark`, one line each. */
function consoleErrorsSince(mark: number): string[] {
  const file = fs.openSync(consoleLog(), 'r');
  try {
    const length = fs.fstatSync(file).size - mark;
    const text = Buffer.alloc(Math.max(0, length));
    fs.readSync(file, text, 0, text.length, mark);
    return text
      .toString('utf8')
      .split('\n')
      .filter((line) => CONSOLE_ERROR.test(line));
  } finally {
    fs.closeSync(file);
  }
}

/**
 * One browser for the tests of a file (or a `describe`), handed over by `take` once started and
 * closed after them; each of them fails on a console error.
 */
export function browserForTests(size: { width: number; height: number }, take: (browser: Browser) => void) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await startBrowser(size);
    take(browser);
  });
  afterAll(() => browser?.deleteSession());
  failOnConsoleErrors();
}

/** Every test of the file fails if the browser's console logged an error while it ran. */
export function failOnConsoleErrors() {
  let mark = 0;
  beforeEach(() => {
    mark = consoleMark();
  });
  afterEach(() => {
    expect(consoleErrorsSince(mark)).toEqual([]);
  });
}
