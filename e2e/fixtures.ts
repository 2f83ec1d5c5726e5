// What every browser test shares: each page it opens is watched for Content-Security-Policy
// violations (Chromium reports each one in the console), and a test that caused one fails,
// so every feature the suite drives is proven to work under the site's policy. Also the ways
// the specs open a page and check it with axe, so that each spec says only what it adds.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

const VIOLATION = /Content Security Policy|Content-Security-Policy/i;

/** The rules of WCAG 2.2 levels A and AA, the standard the site is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until React has hydrated the page, so clicks and keys reach their handlers. */
export async function expectHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Whether the test runs in the phone project (playwright.config.ts). */
export const isPhone = () => test.info().project.name === 'phone';

export type OpenOptions = {
  /** The window's size for this page, set before it loads; the project's own otherwise. */
  viewport?: { width: number; height: number };
  /** When the navigation counts as done; `commit` for a page whose `load` event the test holds back. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit';
};

/** Something the page sets up after hydration (code that loads later), waited for before the test goes on. */
type Ready<T> = (page: Page) => Promise<T>;

/**
 * Opens a path of the site and waits until React has hydrated the page. With `ready`, waits for
 * that too and returns what it returns.
 */
export type Open = {
  (path: string, options?: OpenOptions): Promise<void>;
  <T>(path: string, options: OpenOptions & { ready: Ready<T> }): Promise<T>;
};

function opener(page: Page): Open {
  function open(path: string, options?: OpenOptions): Promise<void>;
  function open<T>(path: string, options: OpenOptions & { ready: Ready<T> }): Promise<T>;
  async function open(path: string, { viewport, waitUntil, ready }: OpenOptions & { ready?: Ready<unknown> } = {}) {
    if (viewport) await page.setViewportSize(viewport);
    await page.goto(path, { waitUntil });
    await expectHydrated(page);
    return ready?.(page);
  }
  return open;
}

export const test = base.extend<{
  cspViolations: string[];
  open: Open;
  /** An axe check of the WCAG rules only; `new AxeBuilder({ page })` runs every rule, best practices too. */
  makeWcagAxeBuilder: () => AxeBuilder;
}>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (VIOLATION.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  open: async ({ page }, use) => {
    await use(opener(page));
  },
  makeWcagAxeBuilder: async ({ page }, use) => {
    await use(() => new AxeBuilder({ page }).withTags(WCAG_TAGS));
  },
});

export { expect };
export type { Locator, Page, Route } from '@playwright/test';
