// The page's widgets in WebKit, each used once as a visitor uses it: the slider's arrows and a drag,
// the lightbox, tabs, an accordion and the share group.
import { answerCookieNotice, bringIntoSight, browserForTests, click, DESKTOP, named, open, type Browser, type Element } from './support/session';

let browser: Browser;
browserForTests(DESKTOP, (started) => (browser = started));

/** The slider's "02 / 03". */
const counter = async (slider: Element) => (await slider.getText()).match(/\d\d \/ \d\d/)?.[0];

test('the slider turns with its arrows and with a drag of the mouse', async () => {
  await open(browser, '/');
  await answerCookieNotice(browser, 'Refuse');
  const slider = browser.$('[aria-label="The hotel in pictures"]');
  await bringIntoSight(browser, slider);
  expect(await counter(slider)).toBe('01 / 03');
  await slider.$(named('Next slide', 'button')).click();
  await browser.waitUntil(async () => (await counter(slider)) === '02 / 03', { timeoutMsg: 'the arrow did not turn the slide' });
  await slider.$(named('Previous slide', 'button')).click();
  await browser.waitUntil(async () => (await counter(slider)) === '01 / 03', { timeoutMsg: 'the arrow did not turn the slide back' });

  // Pressed in the middle of the slide shown, 120 px to the left over 0.2 s, let go.
  const shown = slider.$('[aria-roledescription="slide"]:not([aria-hidden])');
  await browser
    .action('pointer', { parameters: { pointerType: 'mouse' } })
    .move({ origin: shown })
    .down()
    .move({ origin: 'pointer', x: -60, duration: 100 })
    .move({ origin: 'pointer', x: -60, duration: 100 })
    .up()
    .perform();
  await browser.waitUntil(async () => (await counter(slider)) === '02 / 03', { timeoutMsg: 'the drag did not turn the slide' });
});

test('a gallery picture opens the lightbox; arrows browse, Escape closes it and focus returns', async () => {
  await open(browser, '/gallery/');
  const picture = browser.$('//a[.//img[@alt="A wooden terrace above the sea at sunset"]]');
  await click(browser, picture);
  const viewer = browser.$('[role="dialog"][aria-label="Picture viewer"]');
  await viewer.waitForDisplayed();
  /** The picture on show: YARL keeps the ones either side ready, off screen. */
  const shownPicture = () => viewer.$('.yarl__slide_current img').getAttribute('alt');
  expect(await shownPicture()).toBe('A wooden terrace above the sea at sunset');
  await browser.waitUntil(async () => (await viewer.getText()).includes('Picture 1 of 9'));
  // The viewer takes the focus once it has opened: the keys then go to it.
  const dialog = await viewer;
  await browser.waitUntil(() => browser.execute((element) => element.contains(document.activeElement), dialog), {
    timeoutMsg: 'the viewer never took the focus',
  });

  await browser.keys('ArrowRight');
  await browser.waitUntil(async () => (await shownPicture()) === 'Boats moored in the harbour in the evening light');
  await viewer.$(named('Next picture', 'button')).click();
  await browser.waitUntil(async () => (await viewer.getText()).includes('Picture 3 of 9'));

  await browser.keys('Escape');
  await viewer.waitForExist({ reverse: true });
  expect(await browser.execute((link) => link === document.activeElement, await picture)).toBe(true);
});

test('a tab shows its panel when clicked, and the arrow keys go on to the next', async () => {
  await open(browser, '/restaurant/');
  const tab = (name: string) => browser.$(`//*[@role="tab"][normalize-space()="${name}"]`);
  /** The panel a tab shows, as the visitor sees it (an empty text when it is hidden). */
  const panelOf = async (name: string) => browser.$(`[id="${await tab(name).getAttribute('aria-controls')}"]`).getText();
  expect(await panelOf('Breakfast')).toContain('Every day from 7:00');
  await click(browser, tab('Lunch'));
  expect(await tab('Lunch').getAttribute('aria-selected')).toBe('true');
  expect(await panelOf('Lunch')).toContain('three courses');
  expect(await panelOf('Breakfast')).toBe('');
  await browser.keys('ArrowRight');
  expect(await tab('Dinner').getAttribute('aria-selected')).toBe('true');
  expect(await panelOf('Dinner')).toContain('Tasting menu');
});

test('an accordion opens and closes when its question is clicked', async () => {
  await open(browser, '/spa/');
  const question = browser.$('//summary[normalize-space()="Who can use the spa?"]');
  const answer = browser.$('//details[summary[normalize-space()="Who can use the spa?"]]/p');
  expect(await answer.isDisplayed()).toBe(false);
  await click(browser, question);
  await answer.waitForDisplayed();
  expect(await answer.getText()).toContain('Hotel guests, free of charge.');
  await question.click();
  await answer.waitForDisplayed({ reverse: true });
});

test('the share button opens the share links and closes them again', async () => {
  await open(browser, '/new-rooftop-terrace/');
  const share = browser.$(named('Share this article', 'button'));
  const facebook = browser.$('//a[contains(@aria-label, "Share on Facebook") or contains(., "Share on Facebook")]');
  await click(browser, share);
  await facebook.waitForDisplayed();
  expect(await share.getAttribute('aria-expanded')).toBe('true');
  expect(await facebook.getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\/sharer/);
  await share.click();
  await facebook.waitForDisplayed({ reverse: true });
  expect(await share.getAttribute('aria-expanded')).toBe('false');
});
