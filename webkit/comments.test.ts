// A reply to a comment in WebKit: the form moves under the comment, and once sent the reply shows
// there, awaiting moderation (the demo backend holds comments as WordPress does by default).
import { answerCookieNotice, bringIntoSight, browserForTests, click, DESKTOP, field, named, open, typeInto, type Browser } from './support/session';

let browser: Browser;
browserForTests(DESKTOP, (started) => (browser = started));

test('a visitor replies to a comment and is told it awaits moderation', async () => {
  await open(browser, '/new-rooftop-terrace/');
  await answerCookieNotice(browser, 'Refuse');
  const thread = browser.$('//li[article[@aria-label="Comment by James Whitaker"]]');
  await click(browser, browser.$(named('Reply to James Whitaker', 'a')));
  await thread.$('#commentform').waitForDisplayed();
  expect(await browser.$('#reply-title').getText()).toBe('Reply to James Whitaker');
  // The comment box has the focus: the visitor types at once.
  const comment = await browser.$(field('Comment'));
  expect(await browser.execute((box) => box === document.activeElement, comment)).toBe(true);
  await comment.addValue('Do you need a reservation for lunch too?');
  await typeInto(browser, browser.$(field('Name')), 'Ann Example');
  await typeInto(browser, browser.$(field('Email')), 'ann@example.org');
  await click(browser, browser.$(named('Post comment', 'button')));

  const reply = thread.$('article[aria-label="Comment by Ann Example"]');
  await reply.waitForDisplayed();
  expect(await reply.getText()).toContain('Do you need a reservation for lunch too?');
  expect(await reply.getText()).toContain('Your comment is awaiting moderation.');
  await bringIntoSight(browser, browser.$('#reply-title'));
  expect(await browser.$('#reply-title').getText()).toBe('Leave a comment');
});
