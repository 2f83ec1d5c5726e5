import fs from 'node:fs';
import path from 'node:path';
import { buildThread, countComments, type ThreadNode } from '../../../src/features/comments/comment-thread';

type C = { id: string; databaseId: number; parentId: string | null; parentDatabaseId: number; date: string };
const gid = (n: number) => Buffer.from(`comment:${n}`).toString('base64');
const c = (databaseId: number, parent: number, date: string): C => ({
  id: gid(databaseId),
  databaseId,
  parentId: parent ? gid(parent) : null,
  parentDatabaseId: parent,
  date,
});

/** The thread as "id(depth)[replies]" text, easy to read in a failure. */
const outline = (nodes: ThreadNode<C>[]): string =>
  nodes.map((n) => `${n.comment.databaseId}(${n.depth})${n.replies.length ? `[${outline(n.replies)}]` : ''}`).join(' ');

// 1 ── 2 ── 3 ── 4 ── 5     and 6 (top), 7 replying to 1 later than 2
const chain = [
  c(5, 4, '2026-05-05 10:00:00'),
  c(1, 0, '2026-05-01 10:00:00'),
  c(3, 2, '2026-05-03 10:00:00'),
  c(7, 1, '2026-05-06 10:00:00'),
  c(2, 1, '2026-05-02 10:00:00'),
  c(6, 0, '2026-04-30 09:00:00'),
  c(4, 3, '2026-05-04 10:00:00'),
];

test('replies hang under their parents, each level oldest first', () => {
  expect(outline(buildThread(chain))).toBe('6(1) 1(1)[2(2)[3(3)[4(4)[5(5)]]] 7(2)]');
});

test('top-level order may be newest first; replies stay oldest first', () => {
  expect(outline(buildThread(chain, { order: 'desc' }))).toBe('1(1)[2(2)[3(3)[4(4)[5(5)]]] 7(2)] 6(1)');
});

test('beyond the maximum depth a reply is shown under the deepest ancestor allowed, next to its parent', () => {
  const thread = buildThread(chain, { maxDepth: 3 });
  expect(outline(thread)).toBe('6(1) 1(1)[2(2)[3(3) 4(3) 5(3)] 7(2)]');
  const level3 = thread[1].replies[0].replies;
  expect(level3.map((n) => n.inReplyTo?.databaseId ?? null)).toEqual([null, 3, 4]);
});

test('a maximum depth of 1 gives one flat list', () => {
  const thread = buildThread(chain, { maxDepth: 1 });
  expect(outline(thread)).toBe('6(1) 1(1) 2(1) 3(1) 4(1) 5(1) 7(1)');
  expect(thread.find((n) => n.comment.databaseId === 2)?.inReplyTo?.databaseId).toBe(1);
});

test('the parent is found by global id or, failing that, by database id', () => {
  const byNumberOnly = [c(1, 0, '2026-05-01 10:00:00'), { ...c(2, 1, '2026-05-02 10:00:00'), parentId: null }];
  expect(outline(buildThread(byNumberOnly))).toBe('1(1)[2(2)]');
});

test('a reply whose parent is missing is shown at the top level, and a loop does not hang', () => {
  const orphan = [c(1, 0, '2026-05-01 10:00:00'), c(9, 8, '2026-05-02 10:00:00')];
  expect(outline(buildThread(orphan))).toBe('1(1) 9(1)');
  const loop = [c(1, 2, '2026-05-01 10:00:00'), c(2, 1, '2026-05-02 10:00:00'), c(3, 3, '2026-05-03 10:00:00'), c(4, 1, '2026-05-04 10:00:00')];
  expect(outline(buildThread(loop))).toBe('1(1)[4(2)] 2(1) 3(1)');
  expect(countComments(buildThread(loop))).toBe(4);
});

test('equal dates keep database id order; ISO dates compare with WordPress dates', () => {
  const same = [c(3, 0, '2026-05-01 10:00:00'), c(2, 0, '2026-05-01T10:00:00'), c(1, 0, '2026-05-01 11:00:00')];
  expect(outline(buildThread(same))).toBe('2(1) 3(1) 1(1)');
});

test('the recorded answer of a real WordPress reads as one top-level comment', () => {
  const file = path.join(__dirname, '../../fixtures/wordpress/graphql-comments-query.json');
  const nodes: C[] = JSON.parse(fs.readFileSync(file, 'utf8')).data.comments.nodes;
  const thread = buildThread(nodes);
  expect(thread).toHaveLength(1);
  expect(thread[0]).toMatchObject({ depth: 1, inReplyTo: null, replies: [] });
  expect(countComments(thread)).toBe(1);
});
