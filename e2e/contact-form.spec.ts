import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

/** The form's block, as the page shows it: its code comes when the visitor first uses it. */
const formBlock = async (page: Page) => page.locator('.wpcf7');

test("a visitor sees what is wrong, corrects it, and gets the hotel's thanks with an emptied form", { tag: '@host' }, async ({ page, open }) => {
  const block = await open('/contact/', { ready: formBlock });
  const form = block.locator('form');
  const send = form.getByRole('button', { name: 'Send' });
  // As built, the button sends: without the form's code, Contact Form 7 answers the post itself.
  await expect(send).toBeEnabled();
  await form.getByLabel('Your email').fill('anna@');
  // The form's code, come with the first use, holds it back until the visitor agrees.
  await expect(send).toBeDisabled();
  await form.getByLabel('I agree that the hotel keeps my message').check();
  await expect(send).toBeEnabled();
  await send.click();

  await expect(form).toHaveAttribute('data-status', 'invalid');
  const name = form.getByLabel('Your name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(form.locator('[data-name="your-name"] .wpcf7-not-valid-tip')).toHaveText('Please fill out this field.');
  await expect(form.locator('[data-name="your-email"] .wpcf7-not-valid-tip')).toHaveText('Please enter an email address.');
  await expect(form.locator('.wpcf7-response-output')).toHaveText('One or more fields have an error. Please check and try again.');
  const list = block.locator('.screen-reader-response li');
  await expect(list).toHaveText([
    'Your name: Please fill out this field.',
    'Your email: Please enter an email address.',
    'Your message: Please fill out this field.',
  ]);
  const describedBy = await name.getAttribute('aria-describedby');
  await expect(block.locator(`[id="${describedBy}"]`)).toHaveText('Your name: Please fill out this field.');
  expect((await new AxeBuilder({ page }).include('.wpcf7').analyze()).violations).toEqual([]);

  await name.fill('Anna Rossi');
  await form.getByLabel('Your email').fill('anna@example.org');
  await form.getByLabel('Subject').selectOption('Spa');
  await form.getByLabel('Your message').fill('Is the spa open on Sundays?');
  await send.click();

  await expect(form).toHaveAttribute('data-status', 'sent');
  await expect(form.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  await expect(block.locator('.screen-reader-response [role="status"]')).toHaveText('Thank you for your message. It has been sent.');
  await expect(form.locator('.wpcf7-not-valid-tip')).toHaveCount(0);
  await expect(name).toHaveValue('');
  await expect(form.getByLabel('Your message')).toHaveValue('');
  await expect(form.getByLabel('I agree that the hotel keeps my message')).not.toBeChecked();
  await expect(send).toBeDisabled();
});

test('when the request fails, the visitor is told and keeps everything typed', async ({ page, open }) => {
  const block = await open('/fr/nous-contacter/', { ready: formBlock });
  await page.route('**/contact-forms/*/feedback', (route) => route.abort());
  const form = block.locator('form');
  await form.getByLabel('Votre nom').fill('Anna Rossi');
  await form.getByLabel('Votre message').fill('Bonjour, avez-vous une chambre libre ?');
  await form.getByLabel('J’accepte que l’hôtel conserve mon message').check();
  await form.getByRole('button', { name: 'Envoyer' }).click();

  await expect(form.locator('.wpcf7-response-output')).toHaveText(/la connexion avec l’hôtel a échoué/);
  await expect(form.locator('.wpcf7-spinner')).not.toHaveAttribute('data-active', /.*/);
  await expect(form.getByLabel('Votre nom')).toHaveValue('Anna Rossi');
  await expect(form.getByLabel('Votre message')).toHaveValue('Bonjour, avez-vous une chambre libre ?');
  await expect(form.getByLabel('J’accepte que l’hôtel conserve mon message')).toBeChecked();
  await expect(form.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
});

test('the form can be filled in and sent with the keyboard alone', async ({ page, open }) => {
  const block = await open('/contact/', { ready: formBlock });
  const form = block.locator('form');
  const tabTo = async (name: string) => {
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      if (await form.locator(`[name="${name}"]`).evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error(`Tab never reached ${name}`);
  };
  await form.getByLabel('Your name').focus();
  await page.keyboard.type('Anna Rossi');
  await tabTo('your-email');
  await page.keyboard.type('anna@example.org');
  await tabTo('your-subject');
  await page.keyboard.press('ArrowDown');
  await tabTo('your-message');
  await page.keyboard.type('A table for two on Friday, please.');
  await tabTo('privacy');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  await expect(form).toBeFocused();
});

test('the booking request: quiz, exclusive boxes, free text, counters and URL, in French', async ({ open }) => {
  const block = await open('/fr/chambres/', { ready: formBlock });
  const form = block.locator('form');
  await expect(form.locator('.wpcf7-quiz-label')).toHaveText(/^Combien font/);

  const large = form.getByLabel('Un grand lit');
  const twin = form.getByLabel('Deux lits simples');
  await large.check();
  await twin.check();
  await expect(large).not.toBeChecked();

  const freeText = form.locator('input[name="_wpcf7_free_text_occasion"]');
  await expect(freeText).toBeDisabled();
  await form.getByLabel('Autre', { exact: true }).check();
  await expect(freeText).toBeEnabled();

  await form.getByLabel('Votre nom').fill('A');
  await expect(form.locator('.wpcf7-character-count[data-target-name="your-name"]')).toHaveClass(/too-short/);
  await form.getByLabel('Autre chose à nous signaler ?').fill('Vue mer');
  await expect(form.locator('.wpcf7-character-count[data-target-name="your-message"] [aria-hidden]')).toHaveText('993');

  const site = form.getByLabel('Site web de votre entreprise');
  await site.fill('hotel.example');
  await site.blur();
  await expect(site).toHaveValue('http://hotel.example');

  await expect(form.getByLabel('Nuits')).toHaveAttribute('max', '30');
  const send = form.getByRole('button', { name: 'Envoyer la demande' });
  await expect(send).toBeDisabled();
  await form.getByLabel('J’accepte que l’hôtel conserve ma demande').check();
  await expect(send).toBeEnabled();
  await form.getByLabel('J’ai moins de 18 ans.').check();
  await expect(send).toBeDisabled();
  await form.getByLabel('J’ai moins de 18 ans.').uncheck();

  await send.click();
  await expect(form).toHaveAttribute('data-status', 'invalid');
  await expect(form.locator('[data-name="sum"] .wpcf7-not-valid-tip')).toHaveText('La réponse à la question est incorrecte.');
  await expect(form.locator('[data-name="your-name"] .wpcf7-not-valid-tip')).toHaveText('Ce champ contient un texte trop court.');
  await expect(form.getByLabel('Votre nom')).toHaveValue('A');
});

test('the arrival date: a read-only field that opens a Monday-first calendar under it, closes on a choice and sends YYYY-MM-DD', async ({ page, open }) => {
  const block = await open('/contact/', { ready: formBlock });
  const form = block.locator('form');
  // CF7's own date field as built; the field of the form's code from the first tap on.
  await form.getByLabel('Arrival date (optional)').click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date: Arrival date (optional)' });
  await expect(calendar.locator('.react-calendar__month-view__days')).toBeVisible();
  const field = form.getByRole('combobox', { name: 'Arrival date (optional)' });
  await expect(field).toHaveAttribute('readonly', '');
  await expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');

  // Under its field, inside the window, with days a finger can hit, once it has slid into place.
  await expect.poll(() => calendar.evaluate((element) => element.getAnimations().every((animation) => animation.playState === 'finished'))).toBe(true);
  const fieldBox = (await field.boundingBox())!;
  const calendarBox = (await calendar.boundingBox())!;
  expect(calendarBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
  expect(calendarBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(12);
  expect(calendarBox.x).toBeGreaterThanOrEqual(0);
  expect(calendarBox.x + calendarBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const dayBox = (await calendar.locator('.react-calendar__month-view__days__day').first().boundingBox())!;
  expect(Math.min(dayBox.width, dayBox.height)).toBeGreaterThanOrEqual(24);
  // Weeks start on Monday: the header, and a Monday in the first column.
  await expect(calendar.locator('.react-calendar__month-view__weekdays abbr')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  const shownDays = await calendar
    .locator('[class*="month-day-"]')
    .evaluateAll((buttons) => buttons.map((b) => /month-day-(\S+)/.exec(b.className)?.[1] ?? ''));
  const monday = shownDays.find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1);
  const mondayX = (await calendar.locator(`.month-day-${monday}`).boundingBox())!.x;
  expect(Math.abs(mondayX - (await calendar.locator('.react-calendar__month-view__weekdays__weekday').first().boundingBox())!.x)).toBeLessThan(2);
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);

  // The keyboard: the grid opens on a focused day; a day on, Enter chooses it and closes.
  const focusedClass = await page.evaluate(() => document.activeElement?.className ?? '');
  const opened = /month-day-(\d{4}-\d{2}-\d{2})/.exec(focusedClass)?.[1];
  expect(opened).toBeTruthy();
  await page.keyboard.press('ArrowRight');
  const chosen = /month-day-(\d{4}-\d{2}-\d{2})/.exec(await page.evaluate(() => document.activeElement?.className ?? ''))![1];
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(field).toBeFocused();
  const [y, m, d] = chosen.split('-');
  await expect(field).toHaveValue(`${d}/${m}/${y}`);

  await form.getByLabel('Your name').fill('Anna Rossi');
  await form.getByLabel('Your email').fill('anna@example.org');
  await form.getByLabel('Your message').fill('Arriving then.');
  await form.getByLabel('I agree that the hotel keeps my message').check();
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/feedback') && r.method() === 'POST'),
    form.getByRole('button', { name: 'Send' }).click(),
  ]);
  expect(request.postData()).toMatch(new RegExp(`name="arrival"\\r\\n\\r\\n${chosen}\\r\\n`));
  await expect(form.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  await expect(field).toHaveValue('');
});

test('the date calendar in French: its words, and Escape closes it without choosing', async ({ page, open }) => {
  const block = await open('/fr/nous-contacter/', { ready: formBlock });
  await block.getByLabel('Date d’arrivée (facultatif)').focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Choisissez une date : Date d’arrivée (facultatif)' });
  const field = block.getByRole('combobox', { name: 'Date d’arrivée (facultatif)' });
  await expect(field).toHaveAttribute('placeholder', 'jj/mm/aaaa');
  await expect(calendar.locator('.react-calendar__month-view__weekdays abbr').first()).toHaveAttribute('title', 'lundi');
  await expect(calendar.getByRole('button', { name: 'Mois suivant' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
});
