import fs from 'node:fs';
import path from 'node:path';
import { expect, isPhone, test, type Page } from './fixtures';
import { startTestBackend, type TestBackend } from '../__tests__/support/demo-backend';

// Each test sends its comments to a demo backend of its own (fresh database, moderation as the
// test needs it): the built site's GraphQL requests are passed on to it. The shared backend
// stays untouched, so runs do not see each other's comments, duplicates or flood limits.
let backend: TestBackend | null = null;

async function ownBackend(page: Page, { moderation }: { moderation: boolean }) {
  backend = await startTestBackend({ copyContent: true });
  const site = path.join(backend.contentDir, 'site.yaml');
  // Off means both of WordPress's holds off: manual approval and "previously approved comment".
  fs.writeFileSync(
    site,
    fs
      .readFileSync(site, 'utf8')
      .replace(/commentModeration: \w+/, `commentModeration: ${moderation}`)
      .replace(/commentPreviouslyApproved: \w+/, `commentPreviouslyApproved: ${moderation}`),
  );
  backend.backend.reload();
  const target = `${backend.url}/graphql`;
  await page.route('**/graphql', async (route) => route.fulfill({ response: await route.fetch({ url: target }) }));
}

test.afterEach(async () => {
  await backend?.stop();
  backend = null;
});

const commentBy = (page: Page, name: string) =>
  page
    .locator('li')
    .filter({ has: page.getByRole('article', { name: `Comment by ${name}`, exact: true }) })
    .first();
const form = (page: Page) => page.locator('#commentform');

async function fill(page: Page, text: string, name = 'Ann Example') {
  await page.getByRole('textbox', { name: 'Comment' }).fill(text);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill('ann@example.org');
}

test('a visitor replies to a comment and is told it awaits moderation', { tag: '@host' }, async ({ page, open }) => {
  await ownBackend(page, { moderation: true });
  await open('/new-rooftop-terrace/');
  const comments = page.locator('#comments');
  await expect(comments.getByRole('heading', { level: 2 })).toHaveText('5 comments');
  // Threaded: Marco's answer sits in James's thread.
  await expect(commentBy(page, 'James Whitaker').getByRole('article', { name: 'Comment by Marco Bellini' })).toBeVisible();

  await page.getByRole('link', { name: 'Reply to James Whitaker' }).click();
  await expect(commentBy(page, 'James Whitaker').locator('#commentform')).toBeVisible();
  await expect(page.locator('#reply-title')).toHaveText('Reply to James Whitaker');
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await expect(page.locator('input[name="comment_parent"]')).toHaveValue('304');

  await fill(page, 'Do you need a reservation for lunch too?');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const pending = commentBy(page, 'James Whitaker').getByRole('article', { name: 'Comment by Ann Example' });
  await expect(pending).toContainText('Do you need a reservation for lunch too?');
  await expect(pending).toContainText('Your comment is awaiting moderation.');
  await expect(pending).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'awaiting moderation' })).toBeAttached();
  // The form is back at the end, empty, ready for a new comment.
  await expect(page.locator('#reply-title')).toHaveText('Leave a comment');
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  await expect(page.locator('input[name="comment_parent"]')).toHaveValue('0');
});

test('with moderation off, a German reply appears under its parent at once', async ({ page, open }) => {
  await ownBackend(page, { moderation: false });
  await open('/de/neue-dachterrasse/');
  await expect(page.locator('#comments').getByRole('heading', { level: 2 })).toHaveText('3 Kommentare');
  await page.getByRole('link', { name: 'Antwort an Katharina Weber' }).first().click();
  await expect(page.locator('#reply-title')).toHaveText('Antwort an Katharina Weber');
  await page.getByRole('textbox', { name: 'Kommentar' }).fill('Gilt das auch im Winter?');
  await page.getByRole('textbox', { name: 'Name' }).fill('Jonas Beispiel');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('jonas@example.de');
  await page.getByRole('button', { name: 'Kommentar abschicken' }).click();

  const thread = page
    .locator('li')
    .filter({ has: page.getByRole('article', { name: 'Kommentar von Katharina Weber' }).first() })
    .first();
  const reply = thread.getByRole('article', { name: 'Kommentar von Jonas Beispiel' });
  await expect(reply).toContainText('Gilt das auch im Winter?');
  await expect(reply).not.toContainText('Freigabe');
  await expect(reply).toBeFocused();
  await expect(page.locator('#comments').getByRole('heading', { level: 2 })).toHaveText('4 Kommentare');
  // Published through the backend: its next build lists it as well.
  const listed = await backend?.graphql('{ comments(where: { contentId: 60 }) { nodes { author { name } parentDatabaseId } } }');
  expect(listed?.body.data.comments.nodes).toContainEqual({ author: { name: 'Jonas Beispiel' }, parentDatabaseId: 321 });
});

test('a duplicate is refused with a clear message and the text kept', async ({ page, open }) => {
  await ownBackend(page, { moderation: true });
  await open('/new-rooftop-terrace/');
  await fill(page, 'What a wonderful terrace!');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('article', { name: 'Comment by Ann Example' })).toContainText('awaiting moderation');

  await page.getByRole('textbox', { name: 'Comment' }).fill('What a wonderful terrace!');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const alert = form(page).getByRole('alert');
  await expect(alert).toContainText('You have already sent this comment.');
  await expect(alert).toContainText('What you wrote is still in the form.');
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('What a wonderful terrace!');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Example');
});

test('when WordPress cannot be reached, the visitor is told and keeps the text', async ({ page, open, makeWcagAxeBuilder }) => {
  await page.route('**/graphql', (route) => route.abort('connectionrefused'));
  await open('/new-rooftop-terrace/');
  await page.getByRole('link', { name: 'Reply to Claire Fontaine' }).click();
  await fill(page, 'Is the terrace heated?');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(form(page).getByRole('alert')).toContainText('could not be reached');
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Is the terrace heated?');
  await expect(page.locator('#reply-title')).toHaveText('Reply to Claire Fontaine');
  const results = await makeWcagAxeBuilder().include('#comments').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the keyboard alone replies, cancels and sends', async ({ page, open }) => {
  test.skip(isPhone(), 'a hardware keyboard');
  await ownBackend(page, { moderation: true });
  await open('/new-rooftop-terrace/');
  const replyLink = page.getByRole('link', { name: 'Reply to James Whitaker' });
  await page.locator('#comments').getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
  for (let i = 0; i < 80 && !(await replyLink.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(replyLink).toBeFocused();

  await page.keyboard.press('Enter');
  const text = page.getByRole('textbox', { name: 'Comment' });
  await expect(text).toBeFocused();
  await expect(commentBy(page, 'James Whitaker').locator('#commentform')).toBeVisible();
  // Back one step is the cancel button; it returns the form and the focus.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Cancel reply' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#reply-title')).toHaveText('Leave a comment');
  await expect(replyLink).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(text).toBeFocused();
  await page.keyboard.type('Typed without a mouse.');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kim Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Post comment' })).toBeFocused();
  await page.keyboard.press('Enter');
  const pending = commentBy(page, 'James Whitaker').getByRole('article', { name: 'Comment by Kim Keys' });
  await expect(pending).toBeFocused();
  await expect(pending).toContainText('awaiting moderation');
});
