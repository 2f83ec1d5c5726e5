import { expect, test, type Page, type Route } from './fixtures';

// The contact form, the stay search, the directions, the comments and the share block come whole
// in the page's HTML; their code loads when the visitor first reaches for them
// (src/lib/lazy-on-first-use.tsx). A visitor who only reads the page downloads none of it; one
// who types before it has come keeps every word. The video background and the embedded post
// load their code only once the visitor has accepted third parties.

/** The scripts the page has asked for so far, by file name. */
function scriptsAsked(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return { has: (chunk: string) => asked.some((file) => file.startsWith(`/${chunk}-`)) };
}

/** Holds a chunk back until `release` is called. */
async function holdChunk(page: Page, chunk: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route(new RegExp(`/${chunk}-[^/]*\\.js$`), (route) => (holding ? held.push(route) : route.continue()));
  return {
    asked: () => held.length > 0,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const settle = (page: Page) => page.waitForTimeout(500);

test('reading the contact page loads none of the form’s code; typing loads it and keeps every word', async ({ page, open }) => {
  const scripts = scriptsAsked(page);
  const chunk = await holdChunk(page, 'contact-form');
  await open('/contact/');
  await settle(page);
  expect(scripts.has('contact-form')).toBe(false);

  const name = page.getByLabel('Your name');
  await name.fill('Anna');
  await expect.poll(chunk.asked).toBe(true);
  // Still the server's form, still typing into it while the code is on its way.
  await name.pressSequentially(' Rossi');
  await page.getByLabel('Your message').fill('Is the spa open on Sundays?');
  await chunk.release();

  await expect(page.locator('.wpcf7.js form')).toBeVisible();
  await expect(name).toHaveValue('Anna Rossi');
  await expect(page.getByLabel('Your message')).toHaveValue('Is the spa open on Sundays?');
  // Where the visitor was typing when the code took the form over.
  await expect(page.getByLabel('Your message')).toBeFocused();
  // What was typed is what the form now holds: sent without an email, the server says only that is missing.
  await page.getByLabel('I agree that the hotel keeps my message').check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.wpcf7 form')).toHaveAttribute('data-status', 'invalid');
  await expect(page.locator('.screen-reader-response li')).toHaveText(['Your email: Please fill out this field.']);
});

test('a form sent before its code has come is answered in the page, not sent away', async ({ page, open }) => {
  const chunk = await holdChunk(page, 'stay-search');
  await open('/rooms/deluxe-sea-view-room/');
  const form = page.getByRole('form', { name: 'Search a stay' });
  await form.getByRole('button', { name: 'Check availability' }).click();
  await expect.poll(chunk.asked).toBe(true);
  await chunk.release();

  await expect(form.getByText('Choose the day you arrive.')).toBeVisible();
  await expect(form.getByLabel('Check-in')).toBeFocused();
  await expect(page).toHaveURL(/\/rooms\/deluxe-sea-view-room\/$/);
});

test('the stay search’s code comes when the visitor reaches for it', async ({ page, open }) => {
  const scripts = scriptsAsked(page);
  await open('/rooms/deluxe-sea-view-room/');
  await settle(page);
  expect(scripts.has('stay-search')).toBe(false);

  await page.locator('.stay-search form').first().hover();
  await expect(page.locator('form[data-live="true"]').first()).toBeAttached();
  expect(scripts.has('stay-search')).toBe(true);
});

test('the directions’ code comes on first use, with what was typed kept', async ({ page, open }) => {
  test.skip(test.info().project.name !== 'phone', 'on a phone the map is below the form, out of view');
  const scripts = scriptsAsked(page);
  const chunk = await holdChunk(page, 'directions');
  await open('/location/');
  await settle(page);
  expect(scripts.has('directions')).toBe(false);

  const start = page.getByLabel('Start', { exact: true });
  await start.fill('Monaco station');
  await expect.poll(chunk.asked).toBe(true);
  await chunk.release();
  await expect(page.locator('section[data-ready]')).toHaveCount(1);
  await expect(start).toHaveValue('Monaco station');
});

test('a route in the address loads the directions’ code at once, to show it', async ({ page, open }) => {
  const scripts = scriptsAsked(page);
  await open('/location/#pointa=Monaco%20station&pointb=Place%20du%20Casino&travel-mode=walking');
  await expect(page.locator('section[data-ready]')).toHaveCount(1);
  expect(scripts.has('directions')).toBe(true);
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue('Monaco station');
});

test('the comments’ code comes on first use: what was typed stays, and a reply link pressed before is answered', async ({ page, open }) => {
  const scripts = scriptsAsked(page);
  const chunk = await holdChunk(page, 'comments');
  await open('/new-rooftop-terrace/');
  await settle(page);
  for (const feature of ['comments', 'share', 'post-embed']) expect(scripts.has(feature), feature).toBe(false);

  const text = page.getByRole('textbox', { name: 'Comment' });
  await text.fill('Is the terrace open in winter?');
  await expect.poll(chunk.asked).toBe(true);
  await page.getByRole('link', { name: 'Reply to James Whitaker' }).click();
  await chunk.release();

  await expect(page.locator('#reply-title')).toHaveText('Reply to James Whitaker');
  await expect(text).toHaveValue('Is the terrace open in winter?');
  await expect(text).toBeFocused();
  // Answered in the page, not followed as a plain link.
  expect(new URL(page.url()).hash).toBe('');
});

test('a reply link pressed before the comments’ code came never takes the keys from the field the visitor went on to', async ({ page, open }) => {
  const chunk = await holdChunk(page, 'comments');
  await open('/new-rooftop-terrace/');
  const text = page.getByRole('textbox', { name: 'Comment' });
  await text.fill('Is the terrace heated?');
  await expect.poll(chunk.asked).toBe(true);
  await page.getByRole('link', { name: 'Reply to Claire Fontaine' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.click();
  await page.keyboard.type('Ann');
  await chunk.release();

  await expect(page.locator('#reply-title')).toHaveText('Reply to Claire Fontaine');
  await expect(name).toBeFocused();
  await page.keyboard.type(' Example');
  await expect(name).toHaveValue('Ann Example');
  await expect(text).toHaveValue('Is the terrace heated?');
});

test('the video background’s and the embedded post’s code come only with consent', async ({ page, open }) => {
  const scripts = scriptsAsked(page);
  await open('/');
  await settle(page);
  expect(scripts.has('video-background')).toBe(false);
  await open('/new-rooftop-terrace/');
  await settle(page);
  expect(scripts.has('post-embed')).toBe(false);

  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => scripts.has('post-embed')).toBe(true);
  await open('/');
  await expect.poll(() => scripts.has('video-background')).toBe(true);
});
