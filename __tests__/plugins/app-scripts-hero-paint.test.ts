/** @jest-environment jsdom */
// When the inline loader starts the page's scripts: after the browser has reported the hero's
// largest paint, not at the first frame after the hero came (which can precede the paint).
import { runAppScriptsLoader } from '../support/app-scripts-loader';

type Report = (list: { getEntries: () => { element: Element }[] }, observer: { disconnect: () => void }) => void;
let report: Report | undefined;
let observed: unknown;

/** Chromium's largest-paint observer, reporting what the test says. */
class FakePerformanceObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
  constructor(callback: Report) {
    report = callback;
  }
  observe(options: unknown) {
    observed = options;
  }
  disconnect() {
    report = undefined;
  }
}

/** Runs the loader a built page carries, with a hero still loading, as the browser would. */
function runLoader({ lcp }: { lcp: boolean }) {
  document.body.innerHTML = '<img fetchpriority="high" src="/hero.webp"><p>text</p>';
  Object.defineProperty(document.querySelector('img'), 'complete', { value: false });
  Object.defineProperty(window, 'PerformanceObserver', { value: lcp ? FakePerformanceObserver : undefined, configurable: true, writable: true });
  runAppScriptsLoader();
}

const started = () => document.querySelectorAll('script[src="/app-1.js"]').length > 0;
const hero = () => document.querySelector('img')!;
const paintOf = (element: Element) => report?.({ getEntries: () => [{ element }] }, { disconnect: () => (report = undefined) });

beforeEach(() => {
  jest.useFakeTimers();
  report = undefined;
  observed = undefined;
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

test('the scripts wait, after the hero came and a frame passed, for the largest paint of the hero', () => {
  runLoader({ lcp: true });
  hero().dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(100);
  expect(observed).toEqual({ type: 'largest-contentful-paint', buffered: true });
  expect(started()).toBe(false);

  paintOf(document.querySelector('p')!);
  jest.advanceTimersByTime(1);
  expect(started()).toBe(false);

  paintOf(hero());
  jest.advanceTimersByTime(1);
  expect(started()).toBe(true);
});

test('when the hero is not the largest paint, the scripts start half a second after it came', () => {
  runLoader({ lcp: true });
  hero().dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(499);
  expect(started()).toBe(false);
  jest.advanceTimersByTime(1);
  expect(started()).toBe(true);
});

test('a browser that reports no largest paint starts the scripts at the frame after the hero came', () => {
  runLoader({ lcp: false });
  hero().dispatchEvent(new Event('load'));
  expect(started()).toBe(false);
  jest.advanceTimersByTime(100);
  expect(started()).toBe(true);
});
