import { axeScan, axeViolations } from './accessibility';
import { expect, isPhone, test, type Page } from './fixtures';

// The states a visitor opens, each scanned by axe at both widths as the pages are
// (accessibility-pages.spec.ts): the side navigation, the stay search's calendar and its guests'
// error, a form's date calendar, the booking form after an empty submit with its free text on,
// the share group, a popover, a second tab and an open accordion. The cookie notice is open on
// every page scan; the reopened notice, the lightbox and a route on the directions page are
// scanned where their specs drive them (consent, widgets, directions).

/** Scans the page, or only the part that changed (what is around it is scanned with the page). */
const expectClean = async (page: Page, part?: string) => {
  const scan = axeScan(page);
  expect(await axeViolations(part ? scan.include(part) : scan)).toEqual([]);
};

test('the side navigation, open', async ({ page, open }) => {
  test.skip(!isPhone(), 'the phone menu');
  await open('/de/zimmer/');
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(page.locator('#side-nav')).toBeVisible();
  await expectClean(page);
});

test("the stay search's calendar, and its guests with an error", async ({ page, open }) => {
  await open('/fr/');
  await page.getByLabel('Arrivée').click();
  await expect(page.getByRole('dialog').locator('.react-calendar__month-view__days')).toBeVisible();
  await expectClean(page, '.stay-search');
  await page.keyboard.press('Escape');
  await page.getByLabel('Personnes').fill('99');
  await page.getByRole('button', { name: 'Voir les disponibilités' }).click();
  await expect(page.getByLabel('Personnes')).toHaveAttribute('aria-invalid', 'true');
  await expectClean(page, '.stay-search');
});

test("a form's date calendar", async ({ page, open }) => {
  await open('/contact/');
  await page.getByLabel('Arrival date (optional)').click();
  await expect(page.getByRole('dialog').locator('.react-calendar__month-view__days')).toBeVisible();
  await expectClean(page, '[role="dialog"]');
});

test('the booking form after an empty submit, its free text on, and an open accordion', async ({ page, open }) => {
  await open('/de/zimmer/');
  const form = page.locator('.wpcf7 form');
  await form.getByRole('radio', { name: 'Sonstiges' }).check();
  await expect(form.locator('input.wpcf7-free-text')).toBeEnabled();
  await form.getByRole('checkbox', { name: /^Ich bin damit einverstanden/ }).check();
  await form.locator('input[type=submit]').click();
  await expect(form).toHaveAttribute('data-status', 'invalid');
  await page.locator('details summary').first().click();
  await expect(page.locator('details[open]')).toHaveCount(1);
  await expectClean(page, '.entry-content');
});

test('the share group, a popover and a second tab', async ({ page, open }) => {
  await open('/new-rooftop-terrace/');
  await page.getByRole('button', { name: 'Share this article' }).click();
  await expect(page.getByRole('link', { name: /Share on Facebook/ })).toBeVisible();
  await expectClean(page, '.share-buttons');

  await open('/');
  await page.getByRole('button', { name: 'Belle Époque' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The years from about 1871 to 1914' })).toBeVisible();
  await expectClean(page, '.popover');

  await open('/fr/chambres/suite-riviera/');
  const second = page.getByRole('tab').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expectClean(page, '.tabs');
});
