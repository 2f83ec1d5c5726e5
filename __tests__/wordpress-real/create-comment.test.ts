// createComment in every case the site meets, sent in the same order to the demo backend and to
// the real WordPress with the demo hotel: the answers (data and errors, with their messages) must
// be the same once ids and origins are taken out (and, on an older stack than the newest tested,
// the differences known-differences.ts lists for it).
import fs from 'node:fs';
import path from 'node:path';
import { eraseDifferences } from '../../scripts/wordpress-real/contract/known-differences';
import { describe as describeDifferences, differences, normalise } from '../../scripts/wordpress-real/contract/normalise';
import { bothStacks, postGraphql, type RealWordPress } from './support/stacks';

const TERRACE = 20; // the news page open to comments
const CLOSED = 12; // the rooms page, closed to comments
const FIRST_COMMENT = 301;

const mutation = `mutation Comment($input: CreateCommentInput!) {
  createComment(input: $input) {
    clientMutationId
    success
    comment { id databaseId parentDatabaseId status content date author { node { __typename name url } } }
  }
}`;

const stacks = bothStacks();

type Input = Record<string, unknown>;
const visitor = (n: number, extra: Input = {}): Input => ({
  commentOn: TERRACE,
  author: `Guest ${n}`,
  authorEmail: `guest${n}@example.org`,
  content: `A question from guest ${n}.`,
  clientMutationId: `c${n}`,
  ...extra,
});
const realCommentId = (demoId: number) => Number(Object.entries(stacks.real.ids.comment ?? {}).find(([, id]) => id === demoId)?.[0] ?? demoId);

async function bothAnswer(demoInput: Input, realInput: Input = demoInput) {
  const [fromDemo, fromReal] = await Promise.all([
    postGraphql(stacks.demo.url, mutation, { input: demoInput }),
    postGraphql(stacks.real.origin, mutation, { input: realInput }),
  ]);
  const strip = (body: unknown, origin: string, ids?: RealWordPress['ids']) => {
    const normalised = eraseDifferences(normalise(body, { origin, ids }), stacks.real.differences) as {
      extensions?: unknown;
      errors?: { message: string; extensions?: unknown }[];
    };
    delete normalised.extensions;
    // A new comment is stamped with the second it was saved: the two servers may straddle a second.
    const created = (normalised as { data?: { createComment?: { comment?: { date?: string } | null } | null } }).data?.createComment?.comment;
    if (created?.date && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(created.date)) created.date = '{time of saving}';
    // Where in the query an error arose is the GraphQL library's wording, not WordPress's.
    return { ...normalised, errors: normalised.errors?.map(({ message, extensions }) => ({ message, extensions })) };
  };
  const found = differences(
    { status: fromDemo.status, ...strip(fromDemo.body, stacks.demo.url) },
    { status: fromReal.status, ...strip(fromReal.body, stacks.real.origin, stacks.real.ids) },
  );
  if (found.length) throw new Error(`createComment ${JSON.stringify(demoInput)}:\n${describeDifferences(found)}`);
  return fromReal.body as { data?: { createComment: { success: boolean } | null }; errors?: { message: string }[] };
}

// Each case waits out WordPress's 15 s flood window before the next comment from this address.
const pause = () => new Promise((resolve) => setTimeout(resolve, 16000));

test('a comment held for moderation, then its duplicate, then one too soon', async () => {
  const held = await bothAnswer(visitor(1));
  expect(held.data?.createComment).toEqual({ clientMutationId: 'c1', success: true, comment: null });
  const duplicate = await bothAnswer(visitor(1, { clientMutationId: 'again' }));
  expect(duplicate.errors?.[0].message).toMatch(/duplicate/i);
  const flood = await bothAnswer(visitor(2));
  expect(flood.errors?.[0].message).toMatch(/too quickly/i);
});

test('a reply to an approved comment is held the same way', async () => {
  await pause();
  const demoParent = FIRST_COMMENT;
  const reply = await bothAnswer(visitor(3, { parent: demoParent }), visitor(3, { parent: realCommentId(demoParent) }));
  expect(reply.data?.createComment?.success).toBe(true);
});

test('refusals: an invalid address, a page closed to comments, an unknown page', async () => {
  await pause();
  const invalid = await bothAnswer(visitor(4, { authorEmail: 'not-an-address' }));
  expect(invalid.errors?.length).toBe(1);
  const closed = await bothAnswer(visitor(5, { commentOn: CLOSED }));
  expect(closed.errors?.length).toBe(1);
  const unknown = await bothAnswer(visitor(6, { commentOn: 999999 }));
  expect(unknown.errors?.length).toBe(1);
});

const editSite = (edit: (yaml: string) => string) => {
  const site = path.join(stacks.demo.contentDir, 'site.yaml');
  fs.writeFileSync(site, edit(fs.readFileSync(site, 'utf8')));
  stacks.demo.backend.reload();
};

// "Comment author must have a previously approved comment" is on by default: it still holds a
// first-time author's comment when "Comment must be manually approved" is off.
test('with moderation off alone, a first-time author is still held', async () => {
  await pause();
  stacks.real.php('eval.php', "update_option( 'comment_moderation', 0 );");
  editSite((yaml) => yaml.replace('commentModeration: true', 'commentModeration: false'));
  const held = await bothAnswer(visitor(7));
  expect(held.data?.createComment).toEqual({ clientMutationId: 'c7', success: true, comment: null });
});

test('with moderation off and no previously approved comment needed, a comment is published and returned', async () => {
  await pause();
  stacks.real.php('eval.php', "update_option( 'comment_moderation', 0 ); update_option( 'comment_previously_approved', 0 );");
  editSite((yaml) =>
    yaml.replace('commentModeration: true', 'commentModeration: false').replace('commentPreviouslyApproved: true', 'commentPreviouslyApproved: false'),
  );
  const published = await bothAnswer(visitor(8));
  expect(published.data?.createComment).toMatchObject({ success: true, comment: { status: 'APPROVE' } });
});
