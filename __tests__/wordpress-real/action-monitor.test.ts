// What WPGatsby's action monitor records after each kind of edit an editor makes, on the real
// WordPress (with the project's own WordPress plugins) and on the demo backend given the same
// edit: warm builds fetch exactly what these entries name, so both must record the same.
import fs from 'node:fs';
import path from 'node:path';
import { describe as describeDifferences, differences, normalise } from '../../scripts/wordpress-real/contract/normalise';
import type { RecordedRequest } from '../../scripts/wordpress-real/recorded-requests';
import { renameMenuItemPhp } from './support/menu-screen';
import { bothStacks, postGraphql, type RealWordPress } from './support/stacks';

const recorded = JSON.parse(fs.readFileSync(path.join(__dirname, 'build-queries.json'), 'utf8')) as RecordedRequest[];
const actionsQuery = recorded.find((request) => request.query.includes('actionMonitorActions'))?.query ?? '';

const stacks = bothStacks();

type Edit = { demo: () => void | Promise<void>; real: () => void | Promise<void> };

const editContent = (file: string, edit: (text: string) => string) => {
  const full = path.join(stacks.demo.contentDir, file);
  fs.writeFileSync(full, edit(fs.readFileSync(full, 'utf8')));
  stacks.demo.backend.reload();
};

/** The actions each backend records for the same edit, compared after normalising. */
async function sameActions(edit: Edit) {
  const since = Date.now() - 1000;
  await edit.demo();
  await edit.real();
  const ask = async (origin: string) =>
    (await postGraphql(origin, actionsQuery, { since, after: null })).body as { data: { actionMonitorActions: { nodes: { id: string }[] } } };
  const [fromDemo, fromReal] = await Promise.all([ask(stacks.demo.url), ask(stacks.real.origin)]);
  // An action's own id is the id of its entry in the monitor's log, numbered by each backend.
  // Entries are listed by the second they were last written in, then newest first: an edit that
  // takes WordPress more than a second (a whole menu saved) splits across seconds there and not in
  // the demo, so the entries are compared in one order of their own (the demo's tests hold the order).
  const key = (action: Record<string, unknown>) => `${action.referencedNodeSingularName} ${String(action.referencedNodeID).padStart(12, '0')}`;
  const comparable = (body: typeof fromDemo, origin: string, ids?: RealWordPress['ids']) =>
    (normalise(body.data.actionMonitorActions.nodes, { origin, ids }) as { id: string }[])
      .map(({ id: _entry, ...action }): Record<string, unknown> => action)
      .sort((a, b) => key(a).localeCompare(key(b)));
  const demoActions = comparable(fromDemo, stacks.demo.url);
  const realActions = comparable(fromReal, stacks.real.origin, stacks.real.ids);
  const found = differences(demoActions, realActions);
  if (found.length) throw new Error(`${describeDifferences(found)}\ndemo: ${JSON.stringify(demoActions)}\nreal: ${JSON.stringify(realActions)}`);
  return realActions;
}

// Entries are ordered by time; one edit per second keeps them apart on both backends.
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

test('a page edited: an UPDATE of that page', async () => {
  const actions = await sameActions({
    demo: () => editContent('pages/en/spa.html', (text) => text.replace('title: Spa Lumière', 'title: Spa Lumière & Wellness')),
    real: () => void stacks.real.php('eval.php', "wp_update_post( array( 'ID' => 17, 'post_title' => 'Spa Lumière & Wellness' ) );"),
  });
  expect(actions).toEqual([expect.objectContaining({ actionType: 'UPDATE', referencedNodeID: '17', referencedNodeSingularName: 'page' })]);
  await nextSecond();
});

// Appearance > Menus saves the whole menu: an UPDATE of the menu and of every one of its items.
test('a menu item renamed: an UPDATE of its menu and of each of its items', async () => {
  const actions = await sameActions({
    demo: () => editContent('menus.yaml', (text) => text.replace('label: News }', 'label: Hotel news }')),
    real: () => void stacks.real.php('eval.php', renameMenuItemPhp(209, 'Hotel news')),
  });
  expect(actions).toContainEqual(expect.objectContaining({ actionType: 'UPDATE', referencedNodeSingularName: 'menu', title: 'Main menu' }));
  expect(actions).toContainEqual(
    expect.objectContaining({ actionType: 'UPDATE', referencedNodeID: '209', referencedNodeSingularName: 'menuItem', title: 'Hotel news' }),
  );
  expect(actions.filter((a) => a.referencedNodeSingularName === 'menuItem')).toHaveLength(11);
  await nextSecond();
});

test("a visitor's comment approved: the comment and its page", async () => {
  const mutation =
    'mutation { createComment(input: {commentOn: 20, author: "Nina Berg", authorEmail: "nina@example.org", content: "Is the terrace heated in winter?"}) { success } }';
  await Promise.all([postGraphql(stacks.demo.url, mutation), postGraphql(stacks.real.origin, mutation)]);
  const { approveComment, pendingComments } = await import('../../demo/wordpress/moderation');
  const actions = await sameActions({
    demo: () => {
      const store = stacks.demo.backend.store;
      const [pending] = pendingComments(store);
      const approved = approveComment(store, pending.id);
      if (!approved.ok) throw new Error(approved.reason);
    },
    real: () =>
      void stacks.real.php(
        'eval.php',
        "$c = get_comments( array( 'status' => 'hold', 'author_email' => 'nina@example.org' ) ); wp_set_comment_status( $c[0]->comment_ID, 'approve' );",
      ),
  });
  expect(actions).toContainEqual(expect.objectContaining({ actionType: 'CREATE', referencedNodeSingularName: 'comment' }));
  await nextSecond();
});

test('the site title changed: the root fields are refetched', async () => {
  const actions = await sameActions({
    demo: () => editContent('site.yaml', (text) => text.replace('title: Hôtel Lumière Monte-Carlo', 'title: Hôtel Lumière, Monte-Carlo')),
    real: () => void stacks.real.php('eval.php', "update_option( 'blogname', 'Hôtel Lumière, Monte-Carlo' );"),
  });
  expect(actions).toEqual([expect.objectContaining({ actionType: 'NON_NODE_ROOT_FIELDS' })]);
});

// WPGatsby records nothing for menu items that go away; the project's must-use plugin does, or a
// warm build would keep linking to a deleted page.
test('a page deleted for good: its DELETE, and the DELETE of its menu item', async () => {
  await nextSecond();
  const actions = await sameActions({
    demo: () => {
      fs.rmSync(path.join(stacks.demo.contentDir, 'pages/en/awards.html'));
      stacks.demo.backend.reload();
    },
    real: () => void stacks.real.php('eval.php', 'wp_delete_post( 19, true );'),
  });
  expect(actions).toContainEqual(expect.objectContaining({ actionType: 'DELETE', referencedNodeID: '19', referencedNodeSingularName: 'page' }));
  expect(actions).toContainEqual(expect.objectContaining({ actionType: 'DELETE', referencedNodeID: '208', referencedNodeSingularName: 'menuItem' }));
});
