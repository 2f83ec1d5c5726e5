/** @jest-environment jsdom */
// In a file of its own: stat-number.ts keeps the number formats it made, and this test counts them.
// The page is hydrated over the server's HTML, as a visitor's first page is.
import { act, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { parseHtml } from '../../../src/content/parse-html.server';
import { WordPressContent } from '../../../src/content/WordPressContent';
import { statNumberEnhancer, statsEnhancer } from '../../../src/features/stats/enhancer';

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

beforeEach(() => {
  observers = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => {
  document.documentElement.dataset.hydrated = 'true';
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

async function hydrateServerHtml() {
  const root = document.createElement('div');
  root.id = '___gatsby';
  root.innerHTML = html;
  document.body.append(root);
  await act(async () => {
    hydrateRoot(root, <WordPressContent content={parseHtml(html)} enhancers={[statsEnhancer, statNumberEnhancer]} language="fr" locale="fr_FR" />);
  });
  document.documentElement.dataset.hydrated = 'true';
  return root;
}
const countersIn = (root: Element) => Array.from(root.querySelectorAll('strong[aria-hidden="true"]')).map((counter) => counter.textContent);

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

test('a numbers block in view when the page starts counts at once', async () => {
  const root = await hydrateServerHtml();
  answer(false, true);
  await waitFor(() => expect(observers.some((o) => o.counters)).toBe(true));
  answer(true, true);
  await waitFor(() => expect(countersIn(root)).toEqual(['1898', '4,8']), { timeout: 3000 });
});
