/** @jest-environment jsdom */
// The head script that decides whether a page draws the display typeface (decision 020).
import { DISPLAY_FONT_SCRIPT } from '../../plugins/display-font/head-script';
import { SENT_DISPLAY_FONT_SCRIPT } from '../../plugins/display-font/sent-script';

const FONT = '/static/cormorant-garamond-latin-600-normal-0123.woff2';
const root = document.documentElement;
// The font's bytes, read whole: only a response read to its end is kept in the browser's cache.
const readWhole = jest.fn(() => Promise.resolve(new ArrayBuffer(8)));
const leavePage = () => {
  root.removeAttribute('data-hydrated');
  root.removeAttribute('data-display-font-ready');
  readWhole.mockClear();
};

/** Runs the script as the browser would in a page's head, reached from `referrer`. */
function runScript({
  script,
  referrer,
  saveData = false,
  fetchResult = Promise.resolve({ ok: true, arrayBuffer: readWhole }),
}: {
  script: string;
  referrer: string;
  saveData?: boolean;
  fetchResult?: Promise<unknown>;
}) {
  const element = document.createElement('script');
  element.setAttribute('data-href', FONT);
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true });
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
  const fetch = jest.fn(() => fetchResult);
  Object.assign(window, {
    fetch,
    requestIdleCallback: (task: () => void) => setTimeout(task, 0),
  });
  new Function(script)();
  return fetch;
}

/** The page's scripts take over (gatsby-browser.tsx), then come the idle moment and the fetch's promises. */
async function hydrateAndIdle() {
  root.setAttribute('data-hydrated', 'true');
  await new Promise((resolve) => setTimeout(resolve, 10));
}

beforeEach(() => {
  document.head.innerHTML = '';
  root.removeAttribute('data-display-font');
  leavePage();
});

test('pages carry the script minified: every first round trip does (decision 003)', () => {
  expect(SENT_DISPLAY_FONT_SCRIPT.length).toBeLessThan(DISPLAY_FONT_SCRIPT.length * 0.85);
});

// The script as written, and as pages carry it: the same behaviour.
describe.each([
  ['as written', DISPLAY_FONT_SCRIPT],
  ['as pages carry it', SENT_DISPLAY_FONT_SCRIPT],
])('the script %s', (_, script) => {
  test('a page reached from another page of the site preloads the font and draws its headings in it', async () => {
    const fetch = runScript({ script, referrer: 'http://localhost/fr/chambres/' });
    expect(root.hasAttribute('data-display-font')).toBe(true);
    const link = document.head.querySelector('link');
    expect(link).toMatchObject({ rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
    expect(link?.getAttribute('href')).toBe(FONT);
    await hydrateAndIdle();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a first visit keeps the fallback, then, once its scripts have taken over and it is idle, fetches the font into the cache for the next page', async () => {
    // A search engine, another site with the same name as a prefix, or no referrer at all.
    for (const referrer of ['https://www.google.com/', 'http://localhost.example/', '']) {
      const fetch = runScript({ script, referrer });
      expect(root.hasAttribute('data-display-font')).toBe(false);
      expect(document.head.querySelector('link')).toBeNull();
      // Loaded, but the page's scripts have not taken over: its main picture may not be drawn yet.
      window.dispatchEvent(new Event('load'));
      root.setAttribute('data-other', '');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(fetch).not.toHaveBeenCalled();
      await hydrateAndIdle();
      expect(fetch).toHaveBeenCalledWith(FONT);
      expect(readWhole).toHaveBeenCalled();
      expect(root.hasAttribute('data-display-font-ready')).toBe(true);
      expect(root.hasAttribute('data-display-font')).toBe(false);
      leavePage();
    }
  });

  test('a font that cannot be fetched leaves the page as it is', async () => {
    for (const fetchResult of [Promise.reject(new TypeError('offline')), Promise.resolve({ ok: false, status: 404 })]) {
      runScript({ script, referrer: '', fetchResult });
      await hydrateAndIdle();
      expect(root.hasAttribute('data-display-font-ready')).toBe(false);
      leavePage();
    }
  });

  test('a visitor who asks to save data gets no font, wherever the page was reached from', async () => {
    for (const referrer of ['http://localhost/fr/', '']) {
      const fetch = runScript({ script, referrer, saveData: true });
      await hydrateAndIdle();
      expect(fetch).not.toHaveBeenCalled();
      expect(document.head.querySelector('link')).toBeNull();
      expect(root.hasAttribute('data-display-font')).toBe(false);
      leavePage();
    }
  });
});
