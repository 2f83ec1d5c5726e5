import { expect, test, type Page } from './fixtures';

// A page carries only the stylesheets of its own features (plugins/feature-css/). A link inside
// the site loads its page whole (plugins/page-runtime/), and that page brings its own: the
// features the first page had not are styled from the start.

// The slider's window onto its slides: the slides' parent's parent.
const sliderViewport = (page: Page) => page.locator('.main-slider [role="group"][aria-roledescription]').first().locator('xpath=../..');
const overflowOf = (page: Page) => sliderViewport(page).evaluate((element) => getComputedStyle(element).overflow);

test('a link inside the site loads its page whole, with the styles of the features the first page had not', async ({ page, open }) => {
  await open('/contact/');
  // The contact page has no slider: its stylesheet is listed, empty.
  await expect(page.locator('style[data-deferred][data-href^="/css-sliders."]')).toHaveCount(1);
  await page.evaluate(() => ((window as Window & { stayed?: boolean }).stayed = true));

  await page
    .getByRole('banner')
    .getByRole('link', { name: /, home page$/ })
    .click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.main-slider')).toBeVisible();
  // A new document, with the home page's own stylesheets.
  expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBeUndefined();
  await expect(page.locator('style[data-href^="/css-sliders."]:not([data-deferred])')).toHaveCount(1);
  expect(await overflowOf(page)).toBe('clip');
  const form = page.locator('.stay-search form').first();
  expect(await form.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
});
