// The browser's sender against the demo backend: the real Apollo request, the real answers.
import fs from 'node:fs';
import path from 'node:path';
import { browserSettings } from '../../../src/config/browser-settings';
import { sendComment, type CommentInput } from '../../../src/features/comments/send-comment';
import { startTestBackend, type TestBackend } from '../../support/demo-backend';
import '../../support/dom-parser';

let clock = Date.parse('2026-06-01T10:00:00Z');
const later = () => (clock += 60_000);
let backend: TestBackend;
const defaultGraphqlUrl = browserSettings().graphqlUrl;

const use = async (moderation: boolean) => {
  backend = await startTestBackend({ copyContent: true, now: () => clock });
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
  browserSettings().graphqlUrl = `${backend.url}/graphql`;
};

afterEach(async () => {
  await backend?.stop();
  browserSettings().graphqlUrl = defaultGraphqlUrl;
});

const reply: CommentInput = {
  commentOn: 20,
  parent: Buffer.from('comment:304').toString('base64'),
  author: 'Ann Example',
  authorEmail: 'ann@example.org',
  authorUrl: '',
  content: 'Can we book a table <script>x()</script>for <a href="https://ann.example/">sunset</a>?',
};

test('with moderation on, a reply is held', async () => {
  await use(true);
  expect(await sendComment(reply)).toEqual({ kind: 'held' });
});

test('with moderation off, the reply comes back published, under its parent, cleaned', async () => {
  await use(false);
  const result = await sendComment(reply);
  if (result.kind !== 'approved') throw new Error(`expected approved, got ${JSON.stringify(result)}`);
  expect(result.comment).toMatchObject({ parentDatabaseId: 304, author: { name: 'Ann Example' }, byStaff: false });
  // The next id after comments.yaml's largest (323), as WordPress's auto-increment gives it.
  expect(result.comment.databaseId).toBe(324);
  expect(result.comment.content).not.toMatch(/script/);
});

test('refusals come back as what the visitor is told', async () => {
  await use(true);
  expect(await sendComment(reply)).toEqual({ kind: 'held' });
  // At once: a duplicate is refused as one, before the flood check.
  expect(await sendComment(reply)).toMatchObject({ kind: 'error', error: 'duplicate' });
  expect(await sendComment({ ...reply, content: 'Another question' })).toMatchObject({ kind: 'error', error: 'too-fast' });
  later();
  expect(await sendComment({ ...reply, content: 'Third', authorEmail: 'ann@example' })).toMatchObject({ kind: 'error', error: 'invalid-email' });
  expect(await sendComment({ ...reply, commentOn: 12, parent: null })).toMatchObject({ kind: 'error', error: 'closed' });
});

test('an unreachable WordPress is a network error', async () => {
  await use(true);
  await backend.stop();
  expect(await sendComment(reply)).toMatchObject({ kind: 'error', error: 'network' });
});
