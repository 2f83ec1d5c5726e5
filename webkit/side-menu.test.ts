// The side menu at a phone's width in WebKit: the Menu button opens it on the current page's branch,
// with focus inside and the page behind held still; Escape closes it and focus comes back.
import { browserForTests, named, open, PHONE, type Browser } from './support/session';

let browser: Browser;
browserForTests(PHONE, (started) => (browser = started));

test('the Menu button opens the side menu on the current page, and Escape closes it', async () => {
  await open(browser, '/rooms/penthouse-suite/');
  const toggle = browser.$(named('Menu', 'button'));
  const menu = browser.$('#side-nav');
  expect(await menu.isDisplayed()).toBe(false);
  await toggle.click();
  await menu.waitForDisplayed();
  expect(await menu.$('a[aria-current="page"]').getText()).toBe('Penthouse Suite');
  expect(await browser.execute(() => !!document.activeElement?.closest('#side-nav'))).toBe(true);
  expect(
    await browser
      .$('body')
      .getCSSProperty('overflow')
      .then((p) => p.value),
  ).toBe('hidden');

  await browser.keys('Escape');
  await menu.waitForDisplayed({ reverse: true });
  expect(await browser.execute((button) => button === document.activeElement, await toggle)).toBe(true);
});
