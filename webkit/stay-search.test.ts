// The stay search in WebKit: a visitor picks the dates in the calendar, adds a guest, and is handed
// to the booking engine (the demo backend's availability page) with the stay in the address.
import { addDays, addMonths, todayIn } from '../src/lib/calendar-day';
import { demoOrigin } from '../src/config/demo-address.server';
import { answerCookieNotice, browserForTests, click, DESKTOP, field, named, open, type Browser } from './support/session';

let browser: Browser;
browserForTests(DESKTOP, (started) => (browser = started));

/** A day as the form shows it in English: "10 August 2026". */
const shown = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

test('a visitor picks a stay in the calendar, adds a guest and lands on the availability page', async () => {
  // The 10th of next month (in the hotel's time zone, as the site counts days), for four nights.
  const checkin = `${addMonths(todayIn('Europe/Monaco'), 1).slice(0, 8)}10`;
  const checkout = addDays(checkin, 4);
  await open(browser, '/');
  await answerCookieNotice(browser, 'Refuse');
  const form = browser.$('form[aria-label="Search a stay"]');

  await click(browser, form.$(field('Check-in')));
  const calendar = browser.$('[role="dialog"][aria-label="Choose your check-in date"]');
  await calendar.$('.react-calendar__month-view').waitForDisplayed();
  await calendar.$(named('Next month', 'button')).click();
  await calendar.$(`.month-day-${checkin}`).click();
  await calendar.waitForExist({ reverse: true });
  // A check-in gives a one-night stay at first.
  expect(await form.$(field('Check-in')).getValue()).toBe(shown(checkin));
  expect(await form.$(field('Check-out')).getValue()).toBe(shown(addDays(checkin, 1)));

  await form.$(field('Check-out')).click();
  await browser.$(`[role="dialog"] .month-day-${checkout}`).click();
  expect(await form.$(field('Check-out')).getValue()).toBe(shown(checkout));
  // What a screen reader is told (the region is visually hidden).
  await browser.waitUntil(async () => String(await form.$('[aria-live="polite"]').getProperty('textContent')).includes('4 nights'));

  await form.$(named('One guest more', 'button')).click();
  expect(await form.$(field('Guests')).getValue()).toBe('3');

  await form.$(named('Check availability', 'button')).click();
  await browser.waitUntil(async () => (await browser.getUrl()).startsWith(`${demoOrigin()}/search-results/?`));
  const handedOff = new URL(await browser.getUrl()).searchParams;
  expect(Object.fromEntries(handedOff)).toMatchObject({ mphb_check_in_date: checkin, mphb_check_out_date: checkout, mphb_adults: '3' });
  expect(await browser.$('h1').getText()).toBe('Available accommodations');
  expect(await browser.$('[data-field="checkin"]').getText()).toBe(checkin);
  expect(await browser.$('[data-field="checkout"]').getText()).toBe(checkout);
  expect(await browser.$('[data-field="adults"]').getText()).toBe('3');
});
