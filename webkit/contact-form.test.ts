// The contact form in WebKit: sent incomplete, the hotel's answer says what is wrong; sent whole,
// it thanks the visitor and empties the form.
import { answerCookieNotice, browserForTests, click, DESKTOP, field, open, typeInto, type Browser } from './support/session';

let browser: Browser;
browserForTests(DESKTOP, (started) => (browser = started));

test("a visitor sends the form, is told what is missing, corrects it and gets the hotel's thanks", async () => {
  await open(browser, '/contact/');
  await answerCookieNotice(browser, 'Refuse');
  const form = browser.$('.wpcf7 form');
  const answer = form.$('.wpcf7-response-output');

  await typeInto(browser, form.$(field('Your email')), 'anna@example.org');
  await typeInto(browser, form.$(field('Your message')), 'Is the spa open on Sundays?');
  await click(browser, form.$(field('I agree that the hotel keeps my message to answer it, as the privacy policy explains.')));
  await click(browser, form.$('[type="submit"]'));
  await browser.waitUntil(async () => (await form.getAttribute('data-status')) === 'invalid', { timeoutMsg: 'no verdict on the empty name' });
  expect(await answer.getText()).toBe('One or more fields have an error. Please check and try again.');
  expect(await form.$('[data-name="your-name"] .wpcf7-not-valid-tip').getText()).toBe('Please fill out this field.');

  await typeInto(browser, form.$(field('Your name')), 'Anna Rossi');
  await click(browser, form.$('[type="submit"]'));
  await browser.waitUntil(async () => (await form.getAttribute('data-status')) === 'sent', { timeoutMsg: 'the form was not sent' });
  expect(await answer.getText()).toBe('Thank you for your message. It has been sent.');
  expect(await form.$(field('Your name')).getValue()).toBe('');
  expect(await form.$(field('Your message')).getValue()).toBe('');
});
