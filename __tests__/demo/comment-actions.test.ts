// The demo backend records in its action monitor what the real WordPress records with the
// project's comment monitor (wordpress/hotel-site/includes/comment-actions.php), in the same order:
// the answers expected here are those __tests__/wordpress-real/comment-actions.test.ts checks on
// the real one. WPGatsby keeps one entry per node and lists them by time to the second, newest
// entry first within a second.
import fs from 'node:fs';
import path from 'node:path';
import { actionMonitorQuery } from 'gatsby-source-wordpress/dist/utils/graphql-queries';
import { approveComment, withdrawComment } from '../../demo/wordpress/moderation';
import { startTestBackend, type TestBackend } from '../support/demo-backend';

const TERRACE = 20;
const relayId = (text: string) => Buffer.from(text).toString('base64');

type Action = {
  actionType: string;
  referencedNodeID: string;
  referencedNodeSingularName: string;
  referencedNodePluralName: string;
  referencedNodeGlobalRelayID: string;
  referencedNodeStatus: string;
  title: string;
};

const page = (): Action => ({
  actionType: 'UPDATE',
  referencedNodeID: String(TERRACE),
  referencedNodeSingularName: 'page',
  referencedNodePluralName: 'pages',
  referencedNodeGlobalRelayID: relayId(`post:${TERRACE}`),
  referencedNodeStatus: 'publish',
  title: 'A new rooftop terrace for the summer',
});
const comment = (id: number, actionType: string, status: string, title: string): Action => ({
  actionType,
  referencedNodeID: String(id),
  referencedNodeSingularName: 'comment',
  referencedNodePluralName: 'comments',
  referencedNodeGlobalRelayID: relayId(`comment:${id}`),
  referencedNodeStatus: status,
  title,
});

let demo: TestBackend;
const clock = { ms: 0 };
// Each step happens in a second of its own, and `since` is the start of it.
const nextStep = () => {
  clock.ms = (Math.floor(clock.ms / 1000) + 2) * 1000;
  return clock.ms - 1;
};
const actionsSince = async (since: number): Promise<Action[]> =>
  (await demo.graphql(actionMonitorQuery, { since })).body.data.actionMonitorActions.nodes.map(({ id: _entry, ...action }: Action & { id: string }) => action);
const send = (input: Record<string, unknown>) =>
  demo.graphql('mutation C($input: CreateCommentInput!) { createComment(input: $input) { success comment { databaseId } } }', {
    input: { commentOn: TERRACE, ...input },
  });

beforeEach(async () => {
  clock.ms = Date.now();
  demo = await startTestBackend({ copyContent: true, now: () => clock.ms });
});
afterEach(() => demo.stop());

test('held, approved, unapproved, approved again, deleted for good with a reply', async () => {
  const store = demo.backend.store;
  let since = nextStep();
  expect((await send({ author: 'Nina Berg', authorEmail: 'nina@example.org', content: 'Is the terrace heated in winter?' })).body.data.createComment).toEqual({
    success: true,
    comment: null,
  });
  expect(await actionsSince(since)).toEqual([]);
  const [nina] = store.visitorIds('comment');

  since = nextStep();
  expect(approveComment(store, nina, clock.ms).ok).toBe(true);
  expect(await actionsSince(since)).toEqual([page(), comment(nina, 'CREATE', 'publish', 'Nina Berg')]);

  since = nextStep();
  expect(withdrawComment(store, nina, 'unapprove', clock.ms).ok).toBe(true);
  // The comment's entry is a new one (its old one named Nina), so newer than the page's.
  expect(await actionsSince(since)).toEqual([comment(nina, 'DELETE', 'unapproved', `Comment ${nina}`), page()]);
  expect(withdrawComment(store, nina, 'unapprove', clock.ms)).toEqual({ ok: false, reason: `Comment ${nina} is not approved.` });

  approveComment(store, nina, nextStep());
  // Past WordPress's 15 s between two comments from one address.
  clock.ms += 16_000;
  await send({ parent: String(nina), author: 'Ola Holm', authorEmail: 'ola@example.org', content: 'Same question.' });
  const ola = store.visitorIds('comment')[1];
  approveComment(store, ola, clock.ms);

  since = nextStep();
  expect(withdrawComment(store, nina, 'delete', clock.ms).ok).toBe(true);
  // The reply moves up to the top level, as wp_delete_comment() moves it.
  expect(await actionsSince(since)).toEqual([comment(nina, 'DELETE', 'delete', `Comment ${nina}`), comment(ola, 'UPDATE', 'publish', 'Ola Holm'), page()]);
  const thread = await demo.graphql(`{ comment(id: ${ola}, idType: DATABASE_ID) { parentDatabaseId } }`);
  expect(thread.body.data.comment).toEqual({ parentDatabaseId: 0 });
});

test('a held comment deleted records nothing', async () => {
  await send({ author: 'Nina Berg', authorEmail: 'nina@example.org', content: 'Is the terrace heated in winter?' });
  const since = nextStep();
  const deleted = withdrawComment(demo.backend.store, demo.backend.store.visitorIds('comment')[0], 'delete', clock.ms);
  expect(deleted).toMatchObject({ ok: true, actions: [] });
  expect(await actionsSince(since)).toEqual([]);
});

test('with moderation off, a new comment is created at once with its page', async () => {
  const site = path.join(demo.contentDir, 'site.yaml');
  fs.writeFileSync(
    site,
    fs
      .readFileSync(site, 'utf8')
      .replace(/commentModeration: true/, 'commentModeration: false')
      .replace(/commentPreviouslyApproved: true/, 'commentPreviouslyApproved: false'),
  );
  demo.backend.reload();
  const since = nextStep();
  const sent = await send({ author: 'Ola Holm', authorEmail: 'ola@example.org', content: 'Do you have parking?' });
  const id = sent.body.data.createComment.comment.databaseId as number;
  expect(await actionsSince(since)).toEqual([page(), comment(id, 'CREATE', 'publish', 'Ola Holm')]);
});

test('comments in the content files: edited, an UPDATE alone; removed, a DELETE and the page', async () => {
  const file = path.join(demo.contentDir, 'comments.yaml');
  const text = fs.readFileSync(file, 'utf8');
  let since = nextStep();
  const edited = text.replace('Is the terrace open to guests who are not staying', 'Is the terrace open to visitors who are not staying');
  fs.writeFileSync(file, edited);
  demo.backend.reload();
  expect(await actionsSince(since)).toEqual([comment(304, 'UPDATE', 'publish', 'James Whitaker')]);

  since = nextStep();
  fs.writeFileSync(file, edited.replace(/- id: 303\n(?: {2}.*\n)+/, ''));
  demo.backend.reload();
  expect(await actionsSince(since)).toEqual([page(), comment(303, 'DELETE', 'delete', 'Comment 303')]);
});

test('a node changed twice has one entry, rewritten, as WPGatsby keeps it', async () => {
  const store = demo.backend.store;
  const first = store.record('UPDATE', 'page', TERRACE, 'Before', 'publish', 1000);
  const second = store.record('DELETE', 'page', TERRACE, 'After', 'trash', 2000);
  expect(second.id).toBe(first.id);
  expect(store.actionsSince(0)).toEqual([
    { id: first.id, actionType: 'DELETE', kind: 'page', nodeId: TERRACE, title: 'After', status: 'trash', createdMs: 2000 },
  ]);
});
