import { expect, test, type Page } from './fixtures';

// A page carries only the stylesheets of its own features (plugins/feature-css/). A page reached
// by a link inside the site is drawn in the browser: the features it has and the first page had
// not must be styled all the same.

// The slider's window onto its slides: the slides' parent's parent.
const sliderViewport = (page: Page) => page.locator('.main-slider [role="group"][aria-roledescription]').first().locator('xpath=../..');
const overflowOf = (page: Page) => sliderViewport(page).evaluate((element) => getComputedStyle(element).overflow);

test('a page followed from a link draws the features the first page had not, styled', async ({ page, open }) => {
  await open('/contact/');
  // The contact page has no slider: its stylesheet is listed, empty.
  await expect(page.locator('style[data-deferred][data-href^="/css-sliders."]')).toHaveCount(1);
  await page.evaluate(() => ((window as Window & { stayed?: boolean }).stayed = true));

  await page
    .getByRole('banner')
    .getByRole('link', { name: /, home page$/ })
    .click();

  await expect(page.locator('.main-slider')).toBeVisible();
  // The same document, drawn by the browser: not a page loaded afresh with its own styles.
  expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);
  await expect.poll(() => overflowOf(page)).toBe('clip');
  const form = page.locator('.stay-search form').first();
  await expect.poll(() => form.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
});

test('a page reached without a pointer or focus on a link is styled too, once it is there', async ({ page, open }) => {
  await open('/contact/');
  // A click from a script: no pointer over the link, no focus on it.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[aria-label$="home page"]')?.click());
  await expect(page.locator('.main-slider')).toBeVisible();
  await expect.poll(() => overflowOf(page)).toBe('clip');
});
