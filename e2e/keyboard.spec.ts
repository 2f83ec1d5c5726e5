import { expect, isPhone, test, type Page } from './fixtures';

// The keyboard against what the eye sees: the Tab order follows the page's visual order where it
// once did not (the menu button, the stay search's calendar, the cookie notice), and focus goes on
// to the page when the cookie notice is answered. (The side navigation keeping focus is checked in
// shell.spec.ts; focus returning from the other dialogs and popups in their own specs.)

/** Presses Tab until `isTarget` says focus has arrived, and gives the elements met on the way, in order. */
async function tabTo(page: Page, isTarget: () => boolean, limit = 40) {
  const met: { name: string; inHeader: boolean; inMain: boolean }[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const here = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), inHeader: !!el.closest('header'), inMain: !!el.closest('main, footer') };
    });
    met.push(here);
    if (await page.evaluate(isTarget)) return met;
  }
  throw new Error(`not reached in ${limit} Tabs: ${met.map((m) => m.name).join(' | ')}`);
}

const menuFocused = () => document.activeElement?.getAttribute('aria-controls') === 'side-nav';

for (const width of [390, 640]) {
  test(`at ${width} px the Menu button is reached after the header's links, before the page`, async ({ page, open }) => {
    test.skip(!isPhone(), 'one run is enough');
    await open('/contact/', { viewport: { width, height: 800 } });
    const met = await tabTo(page, menuFocused);
    expect(met.some((m) => m.inMain)).toBe(false);
    // The header's brand and languages come just before it, as they stand to its left.
    const header = met.slice(0, -1).filter((m) => m.inHeader);
    expect(header.map((m) => m.name)).toEqual(['Hôtel Lumière Monte-Carlo, home page', 'FRFrançais', 'DEDeutsch']);
    expect(met[met.length - 2].inHeader).toBe(true);
  });
}

test('Tab from the check-in calendar reaches the check-out field; Shift+Tab goes back to check-in', async ({ page, open }) => {
  await open('/');
  const form = page.getByRole('form', { name: 'Search a stay' });
  const calendar = page.getByRole('dialog', { name: 'Choose your check-in date' });
  // The field is the browser's date field until its code has come, and a combobox after.
  await form.getByLabel('Check-in').focus();
  await page.keyboard.press('Enter');
  await expect(calendar.locator('.react-calendar__month-view__days button[tabindex="0"]')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(calendar.getByRole('button', { name: 'Close the calendar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: 'Check-out' })).toBeFocused();
  await expect(calendar).toBeHidden();

  await form.getByRole('combobox', { name: 'Check-in' }).focus();
  await page.keyboard.press('Enter');
  await expect(calendar.locator('.react-calendar__month-view__days button[tabindex="0"]')).toBeFocused();
  // Back through the month's arrows, out of the calendar: to the field that opened it.
  for (let i = 0; i < 5 && (await calendar.evaluate((el) => el.contains(document.activeElement))); i++) await page.keyboard.press('Shift+Tab');
  await expect(form.getByRole('combobox', { name: 'Check-in' })).toBeFocused();
  await expect(form.getByRole('combobox', { name: 'Check-out' })).not.toBeFocused();
});

test("the cookie notice comes first in the Tab order; once answered, focus goes on to the page's first link", async ({ page, open }) => {
  await open('/rooms/');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  await tabTo(page, () => document.activeElement?.textContent === 'Accept', 3);
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await expect(page.getByRole('link', { name: /home/ }).first()).toBeFocused();

  await page.context().clearCookies();
  await open('/de/zimmer/');
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(page.getByRole('region', { name: 'Cookie-Hinweis' })).toBeHidden();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});
