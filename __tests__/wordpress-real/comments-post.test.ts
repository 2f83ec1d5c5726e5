// The comment form sent without the site's code, the same posts in the same order to the demo
// backend and to the real WordPress with the project's plugin and HOTEL_SITE_URL: the same
// status, the same address back to the site (or page on WordPress) and the same message.
import { stackSettings } from '../../scripts/wordpress-real/stack';
import { bothStacks } from './support/stacks';

const TERRACE = 20; // the news page open to comments
const CLOSED = 12; // the rooms page, closed to comments
const SITE = stackSettings().siteUrl;

const stacks = bothStacks();

const visitor = (n: number, change: Record<string, string> = {}) =>
  new URLSearchParams({
    comment: `A question without JavaScript from guest ${n}.`,
    author: `Plain guest ${n}`,
    email: `plain${n}@example.org`,
    url: '',
    comment_post_ID: String(TERRACE),
    comment_parent: '0',
    redirect_to: `${SITE}/new-rooftop-terrace/`,
    ...change,
  });

type Answer = { status: number; location: string | null; message: string | undefined; allow: string | null };

async function answerOf(origin: string, body: URLSearchParams | null): Promise<Answer> {
  const response = await fetch(`${origin}/wp-comments-post.php`, body ? { method: 'POST', body, redirect: 'manual' } : { redirect: 'manual' });
  const html = await response.text();
  // On WordPress itself, the address is compared without its origin, and the moderation hash, which
  // hashes the second of saving with the site's salt, by its shape.
  const location =
    response.headers
      .get('location')
      ?.replace(origin, '{wordpress}')
      .replace(/moderation-hash=[0-9a-f]{32}/, 'moderation-hash={hash}') ?? null;
  return {
    status: response.status,
    location,
    message: /<div class="wp-die-message">(.*?)<\/div>/.exec(html)?.[1],
    allow: response.headers.get('allow'),
  };
}

async function bothAnswer(body: URLSearchParams | null) {
  // One after the other: both count this address's comments against the same flood window.
  const fromDemo = await answerOf(stacks.demo.url, body);
  const fromReal = await answerOf(stacks.real.origin, body);
  // Comment ids differ (the real one has counted the import's comments its own way).
  const withoutIds = (answer: Answer) => ({ ...answer, location: answer.location?.replace(/\b(unapproved=|#comment-)\d+/g, '$1{id}') ?? null });
  expect(withoutIds(fromDemo)).toEqual(withoutIds(fromReal));
  return fromReal;
}

test('a held comment goes back to the site’s page and its notice; the same again is a duplicate; another at once is too quick', async () => {
  expect(await bothAnswer(visitor(1))).toMatchObject({ status: 302, location: `${SITE}/new-rooftop-terrace/#comment-held` });
  expect(await bothAnswer(visitor(1))).toMatchObject({ status: 409 });
  expect(await bothAnswer(visitor(2))).toMatchObject({ status: 429, message: '<p>You are posting comments too quickly. Slow down.</p>' });
});

test('refusals: an invalid address, an empty comment, a page closed to comments', async () => {
  expect(await bothAnswer(visitor(3, { email: 'anna@example' }))).toMatchObject({
    status: 200,
    message: '<p><strong>Error:</strong> Please enter a valid email address.</p>',
  });
  expect(await bothAnswer(visitor(4, { comment: ' ' }))).toMatchObject({ status: 200 });
  expect(await bothAnswer(visitor(5, { comment_post_ID: String(CLOSED) }))).toMatchObject({ status: 403 });
});

test('a reply to a comment that is not approved, and anything but a POST, are sent away', async () => {
  // Refused before the flood window is looked at.
  expect(await bothAnswer(visitor(6, { comment_parent: '999999' }))).toMatchObject({ status: 403 });
  expect(await bothAnswer(null)).toMatchObject({ status: 405, allow: 'POST' });
});
