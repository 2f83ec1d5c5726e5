// Visitors' comments kept in SQLite: the moderation command lists and approves them (from its own
// process, beside a running backend), approval reaches the public lists and the action monitor,
// and nothing is lost when the backend restarts or the content files are reloaded.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { actionMonitorQuery } from 'gatsby-source-wordpress/dist/utils/graphql-queries';
import { createComment } from '../../demo/wordpress/create-comment';
import { startTestBackend, type TestBackend } from '../support/demo-backend';

const run = promisify(execFile);
const ROOT = path.join(__dirname, '../..');

/** `npm run demo:comments -- <args>`, run the way the script entry runs it. */
async function demoComments(dbPath: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['demo/comments.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DEMO_DB: dbPath },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const CREATE = 'mutation C($input: CreateCommentInput!) { createComment(input: $input) { success comment { databaseId } } }';
const PUBLIC = '{ page(id: 20, idType: DATABASE_ID) { commentCount comments(first: 100) { nodes { databaseId parentDatabaseId content } } } }';
const publicIds = async (demo: TestBackend): Promise<number[]> =>
  (await demo.graphql(PUBLIC)).body.data.page.comments.nodes.map((c: { databaseId: number }) => c.databaseId);

jest.setTimeout(60_000);

test('pending comments are listed, approved from the command line, and survive restarts', async () => {
  const clock = { ms: Date.now() };
  let demo = await startTestBackend({ copyContent: true, keepState: true, now: () => clock.ms });
  const { stateDir, dbPath } = demo;
  try {
    const first = await demo.graphql(CREATE, { input: { commentOn: 20, author: 'Ann', authorEmail: 'ann@example.org', content: 'Lovely sea view!' } });
    clock.ms += 20_000;
    await demo.graphql(CREATE, { input: { commentOn: 20, parent: '304', author: 'Ben', authorEmail: 'ben@example.org', content: 'Same question here.' } });
    expect(first.body.data.createComment).toEqual({ success: true, comment: null });
    const [annId, benId] = demo.backend.store.visitorIds('comment');
    const countBefore = (await demo.graphql(PUBLIC)).body.data.page.commentCount;

    const listed = await demoComments(dbPath);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`#${annId}`);
    expect(listed.stdout).toContain('Ann <ann@example.org>');
    expect(listed.stdout).toContain('Lovely sea view!');
    expect(listed.stdout).toContain(`#${benId}`);
    expect(listed.stdout).toContain('(reply to #304)');
    expect(listed.stdout).toContain('A new rooftop terrace for the summer');

    // Approving from another process while the backend runs: the backend sees it at once.
    // WPGatsby lists entries written after the second `since` falls in.
    const sinceApproval = Date.now() - 1000;
    const approved = await demoComments(dbPath, 'approve', String(annId));
    expect(approved.code).toBe(0);
    expect(await publicIds(demo)).toContain(annId);
    expect(await publicIds(demo)).not.toContain(benId);
    expect((await demo.graphql(PUBLIC)).body.data.page.commentCount).toBe(countBefore + 1);
    const actions = (await demo.graphql(actionMonitorQuery, { since: sinceApproval })).body.data.actionMonitorActions.nodes;
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actionType: 'CREATE',
          referencedNodeID: String(annId),
          referencedNodeSingularName: 'comment',
          referencedNodeStatus: 'publish',
        }),
        expect.objectContaining({ actionType: 'UPDATE', referencedNodeID: '20', referencedNodeSingularName: 'page', referencedNodeStatus: 'publish' }),
      ]),
    );
    expect(actions).toHaveLength(2);

    const listedAgain = await demoComments(dbPath);
    expect(listedAgain.stdout).not.toContain(`#${annId}`);
    expect(listedAgain.stdout).toContain(`#${benId}`);
    expect((await demoComments(dbPath, 'approve', String(annId))).code).toBe(1);
    expect((await demoComments(dbPath, 'approve', '301')).stderr).toContain('No comment from a visitor has id 301');
    expect((await demoComments(dbPath, 'approve')).code).toBe(2);

    // A restart keeps both: the approved one public, the other still waiting.
    await demo.stop();
    demo = await startTestBackend({ copyContent: true, keepState: true, stateDir, now: () => clock.ms });
    expect(await publicIds(demo)).toContain(annId);
    expect(await publicIds(demo)).not.toContain(benId);
    expect((await demoComments(dbPath)).stdout).toContain(`#${benId}`);

    // Editing the content files does not touch visitors' comments...
    const comments = path.join(demo.contentDir, 'comments.yaml');
    fs.writeFileSync(comments, fs.readFileSync(comments, 'utf8').replace('Already booked for July :)', 'Already booked for July!'));
    demo.backend.reload();
    expect(await publicIds(demo)).toContain(annId);
    // ...and a content file may not take a visitor's id.
    fs.appendFileSync(
      comments,
      `- id: ${benId}\n  page: 20\n  author: { name: Editor, email: editor@example.org }\n  date: 2026-06-01T10:00:00\n  content: <p>Clash</p>\n`,
    );
    expect(() => demo.backend.reload()).toThrow(`reuses id ${benId}`);

    // The next comment after a restart gets a new id.
    clock.ms += 20_000;
    await demo.graphql(CREATE, { input: { commentOn: 20, author: 'Cleo', authorEmail: 'cleo@example.org', content: 'Back again.' } });
    expect(Math.max(...demo.backend.store.visitorIds('comment'))).toBe(benId + 1);
  } finally {
    await demo.stop();
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
});

test('the flood check also knows a commenter by e-mail address, from another IP address', async () => {
  const demo = await startTestBackend();
  try {
    const store = demo.backend.store;
    const t = Date.parse('2026-11-22T10:00:00Z');
    const input = { commentOn: 20, author: 'Dana', authorEmail: 'dana@example.org' };
    expect(createComment(store, { ...input, content: 'One' }, { ip: '192.0.2.1' }, t).ok).toBe(true);
    expect(createComment(store, { ...input, content: 'Two' }, { ip: '192.0.2.2' }, t + 5_000)).toMatchObject({ ok: false, code: 'comment_flood' });
    expect(createComment(store, { ...input, authorEmail: 'erin@example.org', author: 'Erin', content: 'Three' }, { ip: '192.0.2.3' }, t + 5_000).ok).toBe(true);
    expect(createComment(store, { ...input, content: 'Four' }, { ip: '192.0.2.2' }, t + 15_000).ok).toBe(true);
  } finally {
    await demo.stop();
  }
});
