import AxeBuilder from '@axe-core/playwright';
import { demoPort } from '../src/config/demo-address.server';
import { expect, test, type Page } from './fixtures';

const DEMO_PORT = demoPort();

// Days counted as the site counts them: in the hotel's time zone.
const todayAtHotel = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Monaco', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const plusDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const plusMonth = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  const wanted = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(Math.min(wanted, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()));
  return d.toISOString().slice(0, 10);
};
const shown = (day: string, locale: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** The name react-calendar gives a day button: its long date. */
const dayButton = (page: Page, day: string) => page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${shown(day, 'en-US')}`) });

async function expectHandOff(page: Page, checkin: string, checkout: string, guests: number) {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${DEMO_PORT}/search-results/\\?`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Available accommodations');
  await expect(page.locator('[data-field=checkin]')).toHaveText(checkin);
  await expect(page.locator('[data-field=checkout]')).toHaveText(checkout);
  await expect(page.locator('[data-field=adults]')).toHaveText(String(guests));
  await expect(page.getByText('Riviera Suite')).toBeVisible();
}

test('a visitor picks a stay with the pointer, chooses guests and lands on the availability page', { tag: '@host' }, async ({ page, open }) => {
  await open('/');
  const form = page.getByRole('form', { name: 'Search a stay' });
  const checkin = plusDays(plusMonth(todayAtHotel()), 0).slice(0, 8) + '10';
  const checkout = plusDays(checkin, 4);

  await form.getByLabel('Check-in').click();
  const calendar = page.getByRole('dialog', { name: 'Choose your check-in date' });
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await dayButton(page, checkin).click();
  await expect(calendar).toBeHidden();
  // Choosing a check-in gives a one-night stay at first; the display shows day and month.
  await expect(form.getByLabel('Check-in')).toHaveValue(shown(checkin, 'en-GB'));
  await expect(form.getByLabel('Check-out')).toHaveValue(shown(plusDays(checkin, 1), 'en-GB'));

  await form.getByLabel('Check-out').click();
  await dayButton(page, checkout).click();
  await expect(form.getByLabel('Check-out')).toHaveValue(shown(checkout, 'en-GB'));
  await expect(form.locator('[aria-live=polite]')).toContainText('4 nights');

  await form.getByRole('button', { name: 'One guest more' }).click();
  await expect(form.getByLabel('Guests')).toHaveValue('3');
  await expect(form.getByText('guests', { exact: true })).toBeVisible();

  const results = await new AxeBuilder({ page }).include('.stay-search').analyze();
  expect(results.violations).toEqual([]);

  await form.getByRole('button', { name: 'Check availability' }).click();
  await expectHandOff(page, checkin, checkout, 3);
});

test('a visitor picks a stay with the keyboard alone', async ({ page, open }) => {
  await open('/fr/');
  const form = page.getByRole('form', { name: 'Rechercher un séjour' });
  const today = todayAtHotel();
  const checkin = plusMonth(today);

  const field = form.getByLabel('Arrivée');
  await field.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Choisissez votre date d’arrivée' });
  await expect(calendar).toBeVisible();
  // The grid opens on the first day allowed, today; Page Down goes a month on.
  await expect(page.locator(`.month-day-${today}`)).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(page.locator(`.month-day-${checkin}`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(shown(checkin, 'fr-FR'));

  // Check-out: opens on the current check-out (the next day); two days on, then Enter.
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Départ')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(`.month-day-${plusDays(checkin, 1)}`)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Départ')).toHaveValue(shown(plusDays(checkin, 3), 'fr-FR'));
  await expect(form.locator('[aria-live=polite]')).toContainText('3 nuits, 2 personnes');

  // Escape closes without choosing.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(form.getByLabel('Départ')).toHaveValue(shown(plusDays(checkin, 3), 'fr-FR'));

  await form.getByLabel('Personnes').fill('1');
  await expect(form.getByText('personne', { exact: true })).toBeVisible();
  await form.getByLabel('Personnes').press('Enter');
  await expectHandOff(page, checkin, plusDays(checkin, 3), 1);
});

for (const { now, today, yesterday } of [
  // Noon in Monaco; the 1st of a month has no earlier day on show, only the month before.
  { now: '2026-07-15T10:00:00Z', today: '2026-07-15', yesterday: '2026-07-14' },
  { now: '2026-08-01T10:00:00Z', today: '2026-08-01', yesterday: null },
]) {
  test(`past dates cannot be chosen (on ${today})`, async ({ page, open }) => {
    await page.clock.setFixedTime(new Date(now));
    await open('/de/');
    await page.getByRole('form', { name: 'Aufenthalt suchen' }).getByLabel('Anreise').click();
    const calendar = page.getByRole('dialog');
    await expect(page.locator(`.month-day-${today}`)).toBeFocused();
    await expect(calendar.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
    await expect(page.locator(`.month-day-${today}`)).toBeEnabled();
    if (yesterday) await expect(page.locator(`.month-day-${yesterday}`)).toBeDisabled();
    else await expect(page.locator('.react-calendar__tile:disabled')).toHaveCount(0);
    // The keyboard cannot go back past today either.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('PageUp');
    await expect(page.locator(`.month-day-${today}`)).toBeFocused();
  });
}

test('the calendar opens under its field, its weeks starting on Monday', async ({ page, open }) => {
  await page.clock.setFixedTime(new Date('2026-07-15T10:00:00Z'));
  await open('/');
  const form = page.getByRole('form', { name: 'Search a stay' });
  for (const [name, edge] of [
    ['Check-in', 'left'],
    ['Check-out', 'right'],
  ] as const) {
    const field = form.getByLabel(name, { exact: true });
    await field.click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.locator('.react-calendar__month-view__days')).toBeVisible();
    await expect.poll(() => calendar.evaluate((element) => element.getAnimations().every((animation) => animation.playState === 'finished'))).toBe(true);
    // The field's box (the whole date box opens it) ends a few pixels above the calendar, which
    // lines up with the field's own side.
    const box = (await field.locator('xpath=..').boundingBox())!;
    const popup = (await calendar.boundingBox())!;
    expect(popup.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(popup.y - (box.y + box.height)).toBeLessThan(12);
    if (edge === 'left') expect(Math.abs(popup.x - box.x)).toBeLessThan(2);
    else expect(Math.abs(popup.x + popup.width - (box.x + box.width))).toBeLessThan(2);
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
  }

  await form.getByLabel('Check-in', { exact: true }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.locator('.react-calendar__month-view__weekdays abbr')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  // 1 July 2026 is a Wednesday: the third column; Monday 6 July starts the next row.
  const column = async (day: string) => (await page.locator(`.month-day-${day}`).boundingBox())!.x;
  const headers = calendar.locator('.react-calendar__month-view__weekdays__weekday');
  expect(Math.abs((await column('2026-07-01')) - (await headers.nth(2).boundingBox())!.x)).toBeLessThan(2);
  expect(Math.abs((await column('2026-07-06')) - (await headers.nth(0).boundingBox())!.x)).toBeLessThan(2);
  expect(Math.abs((await column('2026-07-12')) - (await headers.nth(6).boundingBox())!.x)).toBeLessThan(2);
  // The month grid's look comes with the calendar's code, not in the page: days are 2.75rem high.
  expect((await page.locator('.month-day-2026-07-06').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(page.locator('link[rel="stylesheet"][href^="/css-month-grid."]')).toHaveCount(1);
});

test('an incomplete or impossible stay is refused with a message next to the field, and nothing is sent', async ({ page, open }) => {
  await open('/');
  const form = page.getByRole('form', { name: 'Search a stay' });
  await form.getByRole('button', { name: 'Check availability' }).click();
  await expect(form.getByText('Choose the day you arrive.')).toBeVisible();
  await expect(form.getByText('Choose the day you leave.')).toBeVisible();
  await expect(form.getByLabel('Check-in')).toBeFocused();
  await expect(form.getByLabel('Check-in')).toHaveAttribute('aria-invalid', 'true');

  // A check-out before the check-in, as a hand-edited link may carry, and too many guests.
  const checkin = plusDays(todayAtHotel(), 20);
  await open(`/rooms/riviera-suite/?checkin=${checkin}&checkout=${plusDays(checkin, -2)}&guests=9`);
  const roomForm = page.getByRole('form', { name: 'Search a stay' });
  await roomForm.getByRole('button', { name: 'Check availability' }).click();
  await expect(roomForm.getByText('The check-out must come at least one day after the check-in.')).toBeVisible();
  await expect(roomForm.getByText('Choose between 1 and 6 guests; for a larger group, please write to us.')).toBeVisible();
  await expect(page).toHaveURL(/\/rooms\/riviera-suite\//);
});
