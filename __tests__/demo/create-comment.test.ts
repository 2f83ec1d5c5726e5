// createComment as WPGraphQL answers a visitor who is not logged in, held against the answers
// recorded from a real WordPress: each of WordPress's refusals, moderation, and what a new
// comment does to the public comment lists and to the action monitor.
import fs from 'node:fs';
import path from 'node:path';
import { actionMonitorQuery } from 'gatsby-source-wordpress/dist/utils/graphql-queries';
import { withdrawComment } from '../../demo/wordpress/moderation';
import { shapeOf, startTestBackend, type GraphqlBody, type TestBackend } from '../support/demo-backend';

const recorded = (name: string): GraphqlBody => JSON.parse(fs.readFileSync(path.join(__dirname, '../fixtures/wordpress', name), 'utf8'));
const globalId = (text: string) => Buffer.from(text).toString('base64');

// The selections the recorded answers were made with.
const CREATE = `mutation Create($input: CreateCommentInput!) {
  createComment(input: $input) { success comment { id databaseId status content parentDatabaseId } clientMutationId }
}`;
const CREATE_WITHOUT_ID = `mutation Create($input: CreateCommentInput!) {
  createComment(input: $input) { success comment { id databaseId status content parentDatabaseId } }
}`;
const PUBLIC_COMMENTS = '{ comments(first: 100) { nodes { databaseId parentDatabaseId content } } }';

const TERRACE = 20; // open to comments, with threads from comments.yaml
const TERRACE_FR = 40;
const SPA = 17; // closed to comments
const MEDIA = 101;

let counter = 0;
/** A comment no one has sent yet, on the rooftop terrace page. */
const fresh = (extra: Record<string, unknown> = {}) => {
  counter += 1;
  return { commentOn: TERRACE, author: `Guest ${counter}`, authorEmail: `guest${counter}@example.org`, content: `Comment number ${counter}`, ...extra };
};

/** A backend whose clock the test moves; every new comment first steps past the 15 s flood limit. */
async function startWithClock(options: Parameters<typeof startTestBackend>[0] = {}) {
  const clock = { ms: Date.parse('2026-11-22T10:49:44Z') };
  const demo = await startTestBackend({ ...options, now: () => clock.ms });
  const send = async (input: Record<string, unknown>, query = CREATE) => {
    clock.ms += 20_000;
    return demo.graphql(query, { input });
  };
  return { demo, clock, send };
}

// Every refusal has the shape of the recorded ones; the duplicate one stands for those not recorded.
function expectRefusal(body: GraphqlBody, message: string, recordedName = 'graphql-create-comment-duplicate.json') {
  const real = recorded(recordedName);
  expect(shapeOf(body)).toEqual(shapeOf(real));
  expect(body.errors?.[0].message).toBe(message);
  expect(body.errors?.[0].extensions).toEqual(real.errors?.[0].extensions);
  expect(body.data).toEqual({ createComment: null });
}

const editSite = (demo: TestBackend, edit: (yaml: string) => string) => {
  const file = path.join(demo.contentDir, 'site.yaml');
  fs.writeFileSync(file, edit(fs.readFileSync(file, 'utf8')));
  demo.backend.reload();
};

describe('with moderation on (the demo default)', () => {
  let env: Awaited<ReturnType<typeof startWithClock>>;
  beforeAll(async () => {
    env = await startWithClock();
  });
  afterAll(() => env.demo.stop());

  test('a new comment is held: success with no comment, as recorded', async () => {
    const { status, contentType, body } = await env.send(fresh(), CREATE_WITHOUT_ID);
    expect(status).toBe(200);
    expect(contentType).toBe('application/json; charset=UTF-8');
    const real = recorded('graphql-create-comment-held-for-moderation.json');
    expect(body).toEqual(real);
  });

  test('a reply (by global or database id of its parent) is held the same way', async () => {
    const real = recorded('graphql-create-comment-reply-held-for-moderation.json');
    const byGlobal = await env.send(fresh({ parent: globalId('comment:301') }), CREATE_WITHOUT_ID);
    expect(byGlobal.body).toEqual(real);
    const byDatabaseId = await env.send(fresh({ parent: '304' }), CREATE_WITHOUT_ID);
    expect(byDatabaseId.body).toEqual(real);
  });

  test('clientMutationId comes back', async () => {
    const { body } = await env.send(fresh({ clientMutationId: 'form-7' }));
    expect(body.data.createComment).toEqual({ success: true, comment: null, clientMutationId: 'form-7' });
  });

  test('held comments never show in public answers', async () => {
    const input = fresh({ content: 'Waiting for the moderator' });
    await env.send(input);
    const id = Math.max(...env.demo.backend.store.visitorIds('comment'));
    const list = await env.demo.graphql(PUBLIC_COMMENTS);
    expect(list.body.data.comments.nodes.map((c: { databaseId: number }) => c.databaseId)).not.toContain(id);
    const page = await env.demo.graphql(`{ page(id: ${TERRACE}, idType: DATABASE_ID) { commentCount comments(first: 100) { nodes { databaseId } } } }`);
    expect(page.body.data.page.comments.nodes.map((c: { databaseId: number }) => c.databaseId)).not.toContain(id);
    const single = await env.demo.graphql(`{ comment(id: ${id}, idType: DATABASE_ID) { id } node(id: "${globalId(`comment:${id}`)}") { id } }`);
    expect(single.body.data).toEqual({ comment: null, node: null });
    const actions = await env.demo.graphql(actionMonitorQuery, { since: 0 });
    expect(actions.body.data.actionMonitorActions.nodes.filter((a: { referencedNodeID: string }) => a.referencedNodeID === String(id))).toEqual([]);
  });

  test('the same comment twice is refused as a duplicate, with the recorded answer', async () => {
    const input = fresh();
    await env.send(input);
    const { body } = await env.send(input);
    expectRefusal(body, 'Duplicate comment detected; it looks as though you&#8217;ve already said that!');
    // The same words under the same name but another address are still a duplicate, as in WordPress.
    const again = await env.send({ ...input, authorEmail: 'other@example.org' });
    expect(again.body.errors?.[0].message).toBe(body.errors?.[0].message);
    // As a reply to another comment they are not.
    const reply = await env.send({ ...input, parent: '301' });
    expect(reply.body.data.createComment.success).toBe(true);
  });

  test('an address WordPress would not accept is refused, with the recorded answer', async () => {
    for (const email of ['ann@example', 'ann.example.org', 'a@b.c', 'ann@exa_mple.org', 'ann@-example.org', 'an n@example.org']) {
      const { body } = await env.send(fresh({ authorEmail: email }));
      expectRefusal(body, 'The email address you are trying to use is invalid', 'graphql-create-comment-invalid-email.json');
    }
  });

  test('a second comment within 15 seconds from the same address is refused', async () => {
    await env.send(fresh());
    env.clock.ms += 14_000 - 20_000; // send() steps 20 s: the second comment comes 14 s after the first
    const tooSoon = await env.send(fresh());
    expectRefusal(tooSoon.body, 'You are posting comments too quickly. Slow down.');
    env.clock.ms += 15_000 - 20_000;
    const later = await env.send(fresh());
    expect(later.body.data.createComment.success).toBe(true);
  });

  test('pages closed to comments, media and unknown ids are refused', async () => {
    const closed = await env.send(fresh({ commentOn: SPA }));
    expectRefusal(closed.body, 'Sorry, this post is closed to comments at the moment');
    const media = await env.send(fresh({ commentOn: MEDIA }));
    expect(media.body.errors?.[0].message).toBe('Sorry, this post is closed to comments at the moment');
    for (const commentOn of [99999, null]) {
      const unknown = await env.send(fresh({ commentOn }));
      expectRefusal(unknown.body, 'The ID of the node to comment on is invalid');
    }
  });

  test('a name, an address and some text are required', async () => {
    const noName = await env.send(fresh({ author: '  ' }));
    expectRefusal(noName.body, 'Comment must include an authorName.');
    const noEmail = await env.send(fresh({ authorEmail: '' }));
    expectRefusal(noEmail.body, '&lt;strong&gt;Error:&lt;/strong&gt; Please fill the required fields.');
    const noText = await env.send(fresh({ content: '<script>alert(1)</script>  ' }));
    expectRefusal(noText.body, '&lt;strong&gt;Error:&lt;/strong&gt; Please type your comment text.');
  });

  test('a reply must be on the same page as its parent; an unknown parent files it at the top', async () => {
    const elsewhere = await env.send(fresh({ parent: '311', commentOn: TERRACE }));
    expectRefusal(elsewhere.body, 'Sorry, the comment you are replying to is not on this item.');
    const sameOnFrench = await env.send(fresh({ parent: '311', commentOn: TERRACE_FR }));
    expect(sameOnFrench.body.data.createComment.success).toBe(true);
    await env.send(fresh({ parent: '987654' }));
    const id = Math.max(...env.demo.backend.store.visitorIds('comment'));
    expect(env.demo.backend.store.get<{ parentId: number }>('comment', id)?.parentId).toBe(0);
  });
});

describe('with moderation off, a first-time author is still held', () => {
  let env: Awaited<ReturnType<typeof startWithClock>>;
  beforeAll(async () => {
    env = await startWithClock({ copyContent: true });
    editSite(env.demo, (yaml) => yaml.replace('commentModeration: true', 'commentModeration: false'));
  });
  afterAll(() => env.demo.stop());

  // WordPress's "Comment author must have a previously approved comment", on by default.
  test('an author with no approved comment is held', async () => {
    const { body } = await env.send(fresh());
    expect(body.data.createComment).toMatchObject({ success: true, comment: null });
  });

  test('an author with an approved comment (same name and e-mail, in any case) is published', async () => {
    const { body } = await env.send({
      commentOn: TERRACE,
      author: 'james whitaker',
      authorEmail: 'J.Whitaker@Example.net',
      content: 'Back again next summer.',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.createComment).toMatchObject({ success: true, comment: { status: 'APPROVE' } });
  });

  test('the same name with another e-mail is held', async () => {
    const { body } = await env.send({ commentOn: TERRACE, author: 'James Whitaker', authorEmail: 'someone.else@example.org', content: 'Is it me?' });
    expect(body.data.createComment).toMatchObject({ success: true, comment: null });
  });
});

describe('new comments take the next id, as an auto-increment gives it', () => {
  test('after the largest id in comments.yaml, and never one given before', async () => {
    const env = await startWithClock({ copyContent: true });
    try {
      const largest = Math.max(...env.demo.backend.store.all<{ id: number }>('comment').map((c) => c.id));
      await env.send(fresh());
      const [first] = env.demo.backend.store.visitorIds('comment');
      expect(first).toBe(largest + 1);
      // Deleting it does not free its id.
      expect(withdrawComment(env.demo.backend.store, first, 'delete').ok).toBe(true);
      await env.send(fresh());
      expect(env.demo.backend.store.visitorIds('comment')).toEqual([largest + 2]);
    } finally {
      await env.demo.stop();
    }
  });
});

describe('with moderation off and no previously approved comment needed', () => {
  let env: Awaited<ReturnType<typeof startWithClock>>;
  beforeAll(async () => {
    env = await startWithClock({ copyContent: true });
    editSite(env.demo, (yaml) =>
      yaml.replace('commentModeration: true', 'commentModeration: false').replace('commentPreviouslyApproved: true', 'commentPreviouslyApproved: false'),
    );
  });
  afterAll(() => env.demo.stop());

  test('a comment is approved and returned with the recorded fields', async () => {
    const since = env.clock.ms;
    const { body } = await env.send({ commentOn: TERRACE, author: 'Ann', authorEmail: 'ann@example.org', content: 'Lovely sea view!', clientMutationId: 'c1' });
    const real = recorded('graphql-create-comment-anonymous.json');
    expect(shapeOf(body)).toEqual(shapeOf(real));
    const created = body.data.createComment;
    expect(created).toMatchObject({
      success: true,
      clientMutationId: 'c1',
      comment: { status: 'APPROVE', content: '<p>Lovely sea view!</p>\n', parentDatabaseId: 0 },
    });
    expect(Buffer.from(created.comment.id, 'base64').toString()).toBe(`comment:${created.comment.databaseId}`);

    const list = await env.demo.graphql(PUBLIC_COMMENTS);
    expect(list.body.data.comments.nodes).toContainEqual({ databaseId: created.comment.databaseId, parentDatabaseId: 0, content: '<p>Lovely sea view!</p>\n' });

    // The next warm build fetches the new comment and the page whose comment list changed.
    const actions = await env.demo.graphql(actionMonitorQuery, { since: since - 1 });
    expect(actions.body.data.actionMonitorActions.nodes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actionType: 'CREATE',
          referencedNodeID: String(created.comment.databaseId),
          referencedNodeStatus: 'publish',
          referencedNodeSingularName: 'comment',
          referencedNodePluralName: 'comments',
          referencedNodeGlobalRelayID: created.comment.id,
        }),
        expect.objectContaining({
          actionType: 'UPDATE',
          referencedNodeID: String(TERRACE),
          referencedNodeStatus: 'publish',
          referencedNodeSingularName: 'page',
        }),
      ]),
    );
    // What gatsby-source-wordpress then asks for a comment node is answered.
    const node = await env.demo.graphql('query C($id: ID!) { comment(id: $id) { databaseId commentedOn { node { databaseId } } } }', {
      id: created.comment.id,
    });
    expect(node.body.data.comment).toEqual({ databaseId: created.comment.databaseId, commentedOn: { node: { databaseId: TERRACE } } });
  });

  test('text keeps only the tags a commenter may use, in paragraphs', async () => {
    const { body } = await env.send(
      fresh({
        content:
          'Hello <b onclick="x()">there</b><script>bad()</script>\nsecond line\n\n<img src=x>Next <a href="javascript:x()">a</a> <a href="https://example.org/" rel="follow">b</a>',
      }),
    );
    expect(body.data.createComment.comment.content).toBe(
      '<p>Hello <b>there</b><br />\nsecond line</p>\n<p>Next <a rel="nofollow ugc">a</a> <a href="https://example.org/" rel="nofollow ugc">b</a></p>\n',
    );
  });

  test('a reply is returned under its parent', async () => {
    const { body } = await env.send(fresh({ parent: globalId('comment:302') }));
    expect(body.data.createComment.comment.parentDatabaseId).toBe(302);
  });

  test('without the name-and-email rule an address may be left out, but a name may not', async () => {
    editSite(env.demo, (yaml) => yaml.replace('requireNameEmail: true', 'requireNameEmail: false'));
    const noEmail = await env.send(fresh({ authorEmail: null }));
    expect(noEmail.body.data.createComment.success).toBe(true);
    const noName = await env.send(fresh({ author: null, authorEmail: null }));
    expect(noName.body.errors?.[0].message).toBe('Comment must include an authorName.');
  });

  test('when the site requires a login, visitors cannot comment', async () => {
    editSite(env.demo, (yaml) => yaml.replace('commentRegistration: false', 'commentRegistration: true'));
    const { body } = await env.send(fresh());
    expectRefusal(body, 'This site requires you to be logged in to leave a comment');
  });
});
