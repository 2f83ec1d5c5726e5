/** @jest-environment jsdom */
// In a file of its own: stat-number.ts keeps the number formats it made, and this test counts them.
// The page is hydrated over the server's HTML, as a visitor's first page is.
import { act, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom';
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { parseHtml } from '../../../src/content/parse-html.server';
import { WordPressContent } from '../../../src/content/WordPressContent';

// Whether the numbers' code has come, and what the page's script made of the numbers when it
// started, are module state, as they are a page's: each test opens the page afresh, with the
// React it renders with.
let stats: typeof import('../../../src/features/stats/enhancer');
beforeEach(() => {
  jest.resetModules();
  jest.doMock('react', () => React);
  jest.doMock('react/jsx-runtime', () => jsxRuntime);
  jest.dontMock('../../../src/features/stats/StatsNumbers');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- fresh module state needs a require after resetModules
  stats = require('../../../src/features/stats/enhancer');
});

// The server writes the numbers as the editor did when they are already in the page's format.
const html = '<div class="wp-block-group stats-numbers"><p><strong>1898</strong> opened</p><p><strong>4,8</strong> rating</p></div>';

// Observers the test answers: the counters' own (a threshold of 0.3) ask whether the block is seen,
// the sleeping block's whether any of it is in view.
let observers: { callback: IntersectionObserverCallback; counters: boolean; target: Element | null; on: boolean }[] = [];
class FakeObserver {
  private entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.entry = { callback, counters: options.threshold !== undefined, target: null, on: true };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    this.entry.on = false;
  }
  unobserve() {}
}
const answer = (counters: boolean, isIntersecting: boolean) =>
  act(() => {
    for (const o of observers.filter((o) => o.on && o.counters === counters)) {
      o.callback([{ isIntersecting, target: o.target } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });

const reducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
};

// The site's own rules for the block: whether a number can be seen is what they make of the page.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = fs.readFileSync(path.resolve(__dirname, '../../../src/styles/wordpress-blocks.css'), 'utf8');
  document.head.append(style);
});
beforeEach(() => {
  observers = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  reducedMotion(false);
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => {
  document.documentElement.dataset.hydrated = 'true';
  document.body.innerHTML = '';
  jest.restoreAllMocks();
  jest.useRealTimers();
});

async function hydrateServerHtml() {
  const root = document.createElement('div');
  root.id = '___gatsby';
  root.innerHTML = html;
  document.body.append(root);
  await act(async () => {
    hydrateRoot(root, <WordPressContent content={parseHtml(html)} enhancers={[stats.statsEnhancer, stats.statNumberEnhancer]} language="fr" locale="fr_FR" />);
  });
  document.documentElement.dataset.hydrated = 'true';
  return root;
}
/** The next frame the browser draws, the first a visitor can see after the page's script ran. */
const nextFrame = () =>
  act(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  });
const countersIn = (root: Element) => Array.from(root.querySelectorAll('strong[aria-hidden="true"]')).map((counter) => counter.textContent);

/** What the first number showed from now on, at each change of the page: its text, and whether it could be seen. */
function watchFirstNumber(root: Element) {
  const shown: { text: string; seen: boolean }[] = [];
  const record = () => {
    const number = root.querySelector('strong');
    if (!number) return;
    const state = { text: number.textContent ?? '', seen: getComputedStyle(number).opacity !== '0' && getComputedStyle(number).visibility !== 'hidden' };
    const last = shown.at(-1);
    if (last?.text !== state.text || last.seen !== state.seen) shown.push(state);
  };
  record();
  new MutationObserver(record).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
  return shown;
}

/** The block's box on the screen: from `top` px, 300 px tall, in a window 768 px tall. */
const blockAt = (top: number) =>
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('stats-numbers') ? new DOMRect(0, top, 800, 300) : new DOMRect();
  });

test('hydrated, the numbers block stays as the server wrote it, with no number format made, until the visitor scrolls; then its counters work', async () => {
  const formatsMade = jest.spyOn(Intl, 'NumberFormat');
  const root = await hydrateServerHtml();
  const [year, rating] = Array.from(root.querySelectorAll('strong'));
  answer(false, false);
  expect(formatsMade).not.toHaveBeenCalled();
  expect(year.isConnected && rating.isConnected).toBe(true);
  expect(year).toHaveTextContent(/^1898$/);
  expect(rating).toHaveTextContent(/^4,8$/);

  // The visitor scrolls: the code comes, the counters take over and wait at zero while the block is out of view.
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
  });
  await waitFor(() => expect(observers.some((o) => o.counters)).toBe(true));
  expect(formatsMade).toHaveBeenCalled();
  expect(year.isConnected && rating.isConnected).toBe(true);
  answer(true, false);
  await waitFor(() => expect(countersIn(root)).toEqual(['0', '0,0']));

  answer(true, true);
  await waitFor(() => expect(countersIn(root)).toEqual(['1898', '4,8']), { timeout: 3000 });
});

test('from the moment the page’s script runs, numbers below the view are kept unseen, in their boxes and read aloud, until their counters stand at zero', async () => {
  blockAt(2000);
  const root = await hydrateServerHtml();
  await nextFrame();
  const shown = watchFirstNumber(root);
  const [year, rating] = Array.from(root.querySelectorAll('strong'));
  answer(false, false);
  for (const number of [year, rating]) {
    expect(getComputedStyle(number).opacity).toBe('0');
    expect(getComputedStyle(number).display).toBe('block');
    expect(number).not.toHaveAttribute('aria-hidden');
  }
  expect(year).toHaveTextContent(/^1898$/);

  // The visitor scrolls: the code comes, and the counters stand at zero before their observer has answered.
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
  });
  await waitFor(() => expect(observers.some((o) => o.counters)).toBe(true));
  await waitFor(() => expect(countersIn(root)).toEqual(['0', '0,0']));
  expect(getComputedStyle(year).opacity).not.toBe('0');
  answer(true, true);
  await waitFor(() => expect(countersIn(root)).toEqual(['1898', '4,8']), { timeout: 3000 });

  const seen = shown.filter((state) => state.seen).map((state) => Number(state.text));
  expect(seen[0]).toBe(0);
  expect(seen.some((value) => value > 0 && value < 1898)).toBe(true);
  expect(seen.at(-1)).toBe(1898);
});

test('a numbers block on the screen when the page’s script starts was seen whole: its numbers stay as written and never count', async () => {
  jest.useFakeTimers();
  blockAt(100);
  const root = await hydrateServerHtml();
  const shown = watchFirstNumber(root);
  answer(false, true);
  await waitFor(() => expect(observers.some((o) => o.counters)).toBe(true));
  answer(true, true);
  act(() => jest.advanceTimersByTime(3000));

  expect(shown).toEqual([{ text: '1898', seen: true }]);
  expect(Array.from(root.querySelectorAll('strong')).map((number) => number.textContent)).toEqual(['1898', '4,8']);
  expect(countersIn(root)).toEqual([]);
});

test('with reduced motion, numbers below the view are never hidden and never count', async () => {
  jest.useFakeTimers();
  reducedMotion(true);
  blockAt(2000);
  const root = await hydrateServerHtml();
  const shown = watchFirstNumber(root);
  answer(false, false);
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
  });
  await waitFor(() => expect(observers.some((o) => o.counters)).toBe(true));
  answer(true, true);
  act(() => jest.advanceTimersByTime(3000));

  expect(shown).toEqual([{ text: '1898', seen: true }]);
});

test('when the numbers’ code cannot load, the numbers kept unseen show as written', async () => {
  jest.doMock('../../../src/features/stats/StatsNumbers', () => {
    throw new Error('offline');
  });
  blockAt(2000);
  const root = await hydrateServerHtml();
  await nextFrame();
  const [year] = Array.from(root.querySelectorAll('strong'));
  expect(getComputedStyle(year).opacity).toBe('0');
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
  });
  await waitFor(() => expect(getComputedStyle(year).opacity).not.toBe('0'));
  expect(year).toHaveTextContent(/^1898$/);
});
