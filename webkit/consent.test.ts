// The cookie notice in WebKit: accepting brings what waited for consent (the share counts); refusing
// is remembered across a reload. Each visitor comes with a browser of their own, without cookies.
import { click, DESKTOP, failOnConsoleErrors, named, open, PHONE, startBrowser, type Browser } from './support/session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.deleteSession();
  browser = undefined;
});
failOnConsoleErrors();

const notice = (browser: Browser) => browser.$('[data-testid="cookie-notice"]');
const consentCookie = async (browser: Browser) => (await browser.getCookies({ name: 'cookie_notice_accepted' }))[0]?.value;

test('accepting the notice brings the share counts and the embedded post, which nothing asked for before', async () => {
  browser = await startBrowser(DESKTOP);
  await open(browser, '/new-rooftop-terrace/');
  expect(await notice(browser).isDisplayed()).toBe(true);
  await click(browser, browser.$(named('Share this article', 'button')));
  const facebook = browser.$('//a[contains(@aria-label, "Share on Facebook") or contains(., "Share on Facebook")]');
  await facebook.waitForDisplayed();
  expect(await facebook.getText()).toBe('Facebook');

  await notice(browser).$(named('Accept', 'button')).click();
  await notice(browser).waitForExist({ reverse: true });
  expect(await consentCookie(browser)).toBe('true');
  // The count from the aggregator, written for the page's locale.
  await browser.waitUntil(async () => (await facebook.getText()).includes('12.4k'), { timeoutMsg: 'no share count came' });
  // The embedded post reports its height and takes the place of its link.
  const embed = browser.$('iframe.wp-embedded-content[data-loaded="true"]');
  await embed.waitForExist({ timeoutMsg: 'the embedded post never showed' });
  expect((await embed.getSize()).height).toBeGreaterThanOrEqual(200);
  expect(await browser.$(named('The Yacht Show from above', 'a')).isExisting()).toBe(false);
});

test('refusing on a phone is remembered: no notice after a reload', async () => {
  browser = await startBrowser(PHONE);
  await open(browser, '/fr/');
  expect(await notice(browser).getText()).toContain('Ce site ne dépose aucun cookie');
  await notice(browser).$(named('Refuser', 'button')).click();
  await notice(browser).waitForExist({ reverse: true });
  expect(await consentCookie(browser)).toBe('false');

  await browser.refresh();
  await browser.$('html[data-hydrated="true"]').waitForExist();
  expect(await notice(browser).isExisting()).toBe(false);
});
