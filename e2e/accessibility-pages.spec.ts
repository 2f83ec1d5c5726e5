import { axeScan, axeViolations, focusOutlineProblems, sidewaysOverflow } from './accessibility';
import { builtPages } from './page-sweep';
import { expect, expectHydrated, isPhone, test } from './fixtures';

// Every built page, in every language, at the project's width (1280 px and 390 px): axe finds no
// WCAG 2.2 A or AA violation and nothing against its best practices, and every control Tab
// reaches shows a focus outline of 3:1 against what is behind it. At 320 px (WCAG 1.4.10's
// reflow width) and at 300 px (the narrowest the site supports) nothing reaches past the window's
// edge: the body clips what would, so the clipped width is measured, not a scroll bar. One
// browser page goes through them all: the pages come from the build (`public/`), nothing is rebuilt.
const pages = builtPages();

test('every page passes axe, and every control shows a focus outline of 3:1', async ({ page }) => {
  test.setTimeout(pages.length * 6_000);
  const problems: Record<string, string[]> = {};
  for (const path of pages) {
    await page.goto(path);
    await expectHydrated(page);
    const found = [...(await axeViolations(axeScan(page))), ...(await focusOutlineProblems(page))];
    if (found.length > 0) problems[path] = found;
  }
  expect(pages.length).toBeGreaterThan(10);
  expect(problems).toEqual({});
});

test('at 320 px and at 300 px no page reaches past the window', async ({ page }) => {
  test.skip(!isPhone(), 'the same widths whatever the project');
  test.setTimeout(pages.length * 3_000);
  const problems: Record<string, unknown> = {};
  for (const path of pages) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    await expectHydrated(page);
    for (const width of [320, 300]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await sidewaysOverflow(page);
      if (overflow) problems[`${path} at ${width} px`] = overflow;
    }
  }
  expect(problems).toEqual({});
});
