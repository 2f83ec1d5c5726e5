// What every browser test shares: each page it opens is watched for Content-Security-Policy
// violations (Chromium reports each one in the console), and a test that caused one fails,
// so every feature the suite drives is proven to work under the site's policy.
import { expect, test as base } from '@playwright/test';

const VIOLATION = /Content Security Policy|Content-Security-Policy/i;

export const test = base.extend<{ cspViolations: string[] }>({
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
});

export { expect };
export type { Locator, Page, Route } from '@playwright/test';
