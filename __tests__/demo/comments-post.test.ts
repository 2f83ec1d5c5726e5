// wp-comments-post.php as the demo answers it: the comment form sent without the site's code,
// answered as WordPress 6.8.8 and 7.1 answer it, with the project's plugin sending the visitor
// back to the site (HOTEL_SITE_URL) when it is set.
import fs from 'node:fs';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../support/demo-backend';

const SITE = 'https://www.hotel.example';
const TERRACE = 20; // open to comments
const SPA = 17; // closed to comments

let demo: TestBackend;
let plain: TestBackend;
// Each comment is sent 20 s after the one before, past the 15 s flood limit, unless a test says otherwise.
const clock = { ms: Date.parse('2026-11-29T02:27:37Z') };
beforeAll(async () => {
  [demo, plain] = await Promise.all([
    startTestBackend({ now: () => clock.ms, copyContent: true, backend: { siteUrl: SITE } }),
    startTestBackend({ now: () => clock.ms }),
  ]);
});
afterAll(() => Promise.all([demo.stop(), plain.stop()]));

let counter = 0;
/** A comment no one has sent yet, on the rooftop terrace page, back to its page on the site. */
const fresh = (change: Record<string, string> = {}) => {
  counter += 1;
  return new URLSearchParams({
    comment: `Is the terrace open in the evening? (${counter})`,
    author: `Guest ${counter}`,
    email: `guest${counter}@example.org`,
    url: '',
    comment_post_ID: String(TERRACE),
    comment_parent: '0',
    redirect_to: `${SITE}/new-rooftop-terrace/`,
    ...change,
  });
};

async function post(body: URLSearchParams | FormData, backend = demo, { wait = true } = {}) {
  if (wait) clock.ms += 20_000;
  const response = await fetch(`${backend.url}/wp-comments-post.php`, { method: 'POST', body, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const failurePage = (html: string) => ({
  title: /<title>(.*)<\/title>/.exec(html)?.[1],
  message: /<div class="wp-die-message">(.*?)<\/div>/.exec(html)?.[1],
});

test('a new visitor’s comment is held and the visitor sent back to the page’s notice, without the moderation hash', async () => {
  const { status, location } = await post(fresh());
  expect(status).toBe(302);
  expect(location).toBe(`${SITE}/new-rooftop-terrace/#comment-held`);
});

test('multipart, as a browser may send the form, reads the same', async () => {
  const form = new FormData();
  for (const [name, value] of fresh()) form.append(name, value);
  expect((await post(form)).location).toBe(`${SITE}/new-rooftop-terrace/#comment-held`);
});

test('a comment published at once is sent back to the notice that it will appear', async () => {
  const site = path.join(demo.contentDir, 'site.yaml');
  const settings = fs.readFileSync(site, 'utf8');
  // Both of WordPress's holds off: manual approval and "previously approved comment".
  fs.writeFileSync(
    site,
    settings.replace(/commentModeration: \w+/, 'commentModeration: false').replace(/commentPreviouslyApproved: \w+/, 'commentPreviouslyApproved: false'),
  );
  demo.backend.reload();
  try {
    expect(await post(fresh())).toMatchObject({ status: 302, location: `${SITE}/new-rooftop-terrace/#comment-published` });
  } finally {
    fs.writeFileSync(site, settings);
    demo.backend.reload();
  }
});

test('without the site’s address, WordPress refuses the site as a target and sends the visitor to its admin', async () => {
  const { status, location } = await post(fresh(), plain);
  expect(status).toBe(302);
  expect(location).toBe(`${plain.url}/wp-admin/`);
});

test('without `redirect_to`, the visitor goes to the page on WordPress, with what its theme needs to show the held comment', async () => {
  const body = fresh();
  body.delete('redirect_to');
  const { status, location } = await post(body);
  expect(status).toBe(302);
  expect(location).toMatch(new RegExp(`^${demo.url}/new-rooftop-terrace/\\?unapproved=(\\d+)&moderation-hash=[0-9a-f]{32}#comment-\\1$`));
});

test('the same comment twice is refused with 409', async () => {
  const body = fresh();
  await post(body);
  const { status, html } = await post(body);
  expect(status).toBe(409);
  expect(failurePage(html)).toEqual({
    title: 'Comment Submission Failure',
    message: '<p>Duplicate comment detected; it looks as though you&#8217;ve already said that!</p>',
  });
});

test('a second comment within 15 seconds is refused with 429', async () => {
  await post(fresh());
  const { status, html } = await post(fresh(), demo, { wait: false });
  expect(status).toBe(429);
  expect(failurePage(html).message).toBe('<p>You are posting comments too quickly. Slow down.</p>');
});

test('a field WordPress refuses comes back as its page, with 200 and the message', async () => {
  const invalid = await post(fresh({ email: 'anna@example' }));
  expect(invalid.status).toBe(200);
  expect(failurePage(invalid.html)).toEqual({
    title: 'Comment Submission Failure',
    message: '<p><strong>Error:</strong> Please enter a valid email address.</p>',
  });
  expect(failurePage((await post(fresh({ comment: '  ' }))).html).message).toBe('<p><strong>Error:</strong> Please type your comment text.</p>');
  expect(failurePage((await post(fresh({ author: '', email: '' }))).html).message).toBe('<p><strong>Error:</strong> Please fill the required fields.</p>');
});

test('a page closed to comments refuses with 403', async () => {
  const { status, html } = await post(fresh({ comment_post_ID: String(SPA) }));
  expect(status).toBe(403);
  expect(failurePage(html).message).toBe('<p>Sorry, comments are closed for this item.</p>');
});

test('anything but a POST is sent away with 405', async () => {
  const response = await fetch(`${demo.url}/wp-comments-post.php`);
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('POST');
});
