import { demoPort } from '../src/config/demo-address.server';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';

// Some visitors have no JavaScript (or a script that failed to load). The build's HTML is then
// the whole site: each form is sent the plain way, to where the service answers it itself: the
// booking engine, and Contact Form 7 on the form's page on WordPress (the real one in the
// WordPress lane, the demo backend's stand-in here).
// (The directions form, sent this way, comes back with its query: e2e/directions.spec.ts.)

const DEMO = `http://127.0.0.1:${demoPort()}`;

const withoutJavaScript = async (browser: Browser, baseURL: string | undefined) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { page: await context.newPage(), close: () => context.close() };
};

const inDays = (n: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + n);
  return day.toISOString().slice(0, 10);
};

test('the stay search hands the chosen dates and guests to the booking engine', { tag: '@host' }, async ({ browser, baseURL }) => {
  const { page, close } = await withoutJavaScript(browser, baseURL);
  await page.goto('/de/zimmer/riviera-suite-mit-terrasse/');
  const form = page.getByRole('form', { name: 'Aufenthalt suchen' });
  await form.getByLabel('Anreise').fill(inDays(30));
  await form.getByLabel('Abreise').fill(inDays(33));
  await form.getByLabel('Gäste', { exact: true }).fill('3');
  await form.getByRole('button', { name: 'Verfügbarkeit prüfen' }).click();

  await expect(page).toHaveURL(new RegExp(`^${DEMO}/search-results/\\?`));
  await expect(page.locator('[data-field=checkin]')).toHaveText(inDays(30));
  await expect(page.locator('[data-field=checkout]')).toHaveText(inDays(33));
  await expect(page.locator('[data-field=adults]')).toHaveText('3');
  await close();
});

test('the contact form is sent, and Contact Form 7 shows its verdict on the page', { tag: '@host' }, async ({ browser, baseURL }) => {
  const { page, close } = await withoutJavaScript(browser, baseURL);
  await page.goto('/contact/');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your name').fill('Anna Keller');
  await form.getByLabel('Your email').fill('anna@example.org');
  await form.getByLabel('Arrival date (optional)').fill(inDays(40));
  await form.getByLabel('Your message').fill('Is the spa open on Sundays?');
  await form.getByLabel('I agree that the hotel keeps my message').check();
  await form.getByRole('button', { name: 'Send' }).click();

  // The page on WordPress, its form named as WordPress names it there.
  await expect(page).toHaveURL(/\/contact\/#wpcf7-f\d+-p\d+-o1$/);
  await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'sent');
  await expect(page.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  await close();
});

test('a contact form with a mistake comes back with what is wrong, in its language', async ({ browser, baseURL }) => {
  const { page, close } = await withoutJavaScript(browser, baseURL);
  await page.goto('/fr/nous-contacter/');
  const form = page.locator('.wpcf7 form');
  await form.getByLabel('Votre nom').fill('Anna Keller');
  await form.getByLabel('Votre adresse e-mail').fill('anna@');
  await form.locator('textarea').fill('Le spa est-il ouvert le dimanche ?');
  await form.getByRole('checkbox').check();
  await form.locator('input[type=submit]').click();

  await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'invalid');
  await expect(page.locator('.wpcf7-not-valid-tip')).toHaveCount(1);
  await expect(page.locator('.wpcf7-response-output')).toHaveText('Un ou plusieurs champs contiennent une erreur. Veuillez les vérifier et réessayer.');
  await close();
});
