/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { WordPressContent } from '../../../src/content/WordPressContent';
import { statNumberEnhancer, statsEnhancer } from '../../../src/features/stats/enhancer';
import { parseHtml } from '../../../src/content/parse-html.server';

// A controllable IntersectionObserver: the test says when the block comes into view.
let observed: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
class FakeObserver {
  callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    observed.push({ callback, target: null });
  }
  observe(target: Element) {
    observed[observed.length - 1].target = target;
  }
  disconnect() {}
  unobserve() {}
}
const scrollIntoView = (isIntersecting: boolean) =>
  act(() => {
    for (const o of observed) o.callback([{ isIntersecting, target: o.target } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

const reducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
};

const html =
  '<div class="wp-block-group stats-numbers"><p><strong>1898</strong> opened</p><p><strong>4,8</strong> rating</p><p><strong>soon</strong> more</p></div>';
const renderStats = () => render(<WordPressContent content={parseHtml(html)} enhancers={[statsEnhancer, statNumberEnhancer]} language="fr" locale="fr_FR" />);

// The page's clock is the test's: "nothing happens for a while" is a second that the test moves
// the clock by, not a wait.
beforeEach(() => {
  jest.useFakeTimers();
  observed = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  reducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
});

test('the server HTML holds the final numbers, in the page language', () => {
  const { container } = renderStats();
  expect(container.querySelectorAll('strong')[0]).toHaveTextContent('1898');
  expect(container.querySelectorAll('strong')[1]).toHaveTextContent('4,8');
  expect(screen.getByText('soon')).toBeInTheDocument();
});

test('out of view the counters wait at zero, and count up to the written numbers once the block is seen', async () => {
  const { container } = renderStats();
  const [year, rating] = Array.from(container.querySelectorAll('strong'));
  scrollIntoView(false);
  expect(year).toHaveTextContent('0');
  expect(rating).toHaveTextContent('0,0');
  act(() => jest.advanceTimersByTime(1000));
  expect(year).toHaveTextContent(/^0$/);

  scrollIntoView(true);
  await waitFor(() => expect(year).toHaveTextContent(/^1898$/), { timeout: 3000 });
  await waitFor(() => expect(rating).toHaveTextContent(/^4,8$/), { timeout: 3000 });
});

test('with reduced motion the numbers are shown as written and never count', async () => {
  reducedMotion(true);
  const { container } = renderStats();
  const year = container.querySelector('strong');
  scrollIntoView(false);
  expect(year).toHaveTextContent(/^1898$/);
  scrollIntoView(true);
  act(() => jest.advanceTimersByTime(1000));
  expect(year).toHaveTextContent(/^1898$/);
});

/** The text a screen reader reads in `element`: what is not hidden from it with aria-hidden. */
const readAloud = (element: Element): string =>
  [...element.childNodes]
    .map((node) => (node instanceof Element ? (node.getAttribute('aria-hidden') === 'true' ? '' : readAloud(node)) : (node.textContent ?? '')))
    .join('');

test('while the counters wait at zero or count, a screen reader reads the final numbers', async () => {
  const { container } = renderStats();
  scrollIntoView(false);
  const [year, rating] = Array.from(container.querySelectorAll('strong'));
  expect(year).toHaveTextContent(/^0$/);
  expect(readAloud(year.closest('p')!)).toBe('1898 opened');
  expect(readAloud(rating.closest('p')!)).toBe('4,8 rating');
  scrollIntoView(true);
  await waitFor(() => expect(year).toHaveTextContent(/^1898$/), { timeout: 3000 });
  expect(readAloud(year.closest('p')!)).toBe('1898 opened');
});
