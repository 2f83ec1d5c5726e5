// What the demo's action monitor records for edits of menus.yaml and site.yaml, and which entries
// it lists for a `since`: what __tests__/wordpress-real/action-monitor.test.ts checks against a
// real WordPress with WPGatsby (NavMenuMonitor, SettingsMonitor, and its sinceTimestamp filter).
import fs from 'node:fs';
import path from 'node:path';
import { actionMonitorQuery } from 'gatsby-source-wordpress/dist/utils/graphql-queries';
import { startTestBackend, type TestBackend } from '../support/demo-backend';

type Action = {
  title: string | null;
  actionType: string;
  referencedNodeID: string;
  referencedNodeStatus: string;
  referencedNodeGlobalRelayID: string;
  referencedNodeSingularName: string;
  referencedNodePluralName: string;
};

// The backend's clock, which the tests move: WPGatsby dates its entries to the second.
const clock = { ms: 0 };
let demo: TestBackend;
beforeEach(async () => {
  clock.ms = Date.now();
  demo = await startTestBackend({ copyContent: true, now: () => clock.ms });
});
afterEach(() => demo.stop());

const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(demo.contentDir, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
  demo.backend.reload();
};
// The second before this one, so that what is recorded now is listed.
const startOfSecond = () => Math.floor(clock.ms / 1000) * 1000 - 1;
const actionsSince = async (since: number): Promise<Action[]> =>
  (await demo.graphql(actionMonitorQuery, { since })).body.data.actionMonitorActions.nodes.map(({ id: _entry, ...action }: Action & { id: string }) => action);
const relayId = (text: string) => Buffer.from(text).toString('base64');
const menuItem = (id: number, title: string | null = null) => ({
  title,
  actionType: 'UPDATE',
  referencedNodeID: String(id),
  referencedNodeStatus: 'publish',
  referencedNodeGlobalRelayID: relayId(`post:${id}`),
  referencedNodeSingularName: 'menuItem',
  referencedNodePluralName: 'menuItems',
});

test('a menu item renamed: the menu screen saves the menu and every one of its items', async () => {
  const since = startOfSecond();
  edit('menus.yaml', (text) => text.replace('label: News }', 'label: Hotel news }'));
  const items = [201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211];
  // Newest entry first: the items in reverse order of the form, then the menu, saved first.
  expect(await actionsSince(since)).toEqual([
    ...items.reverse().map((id) => menuItem(id, id === 209 ? 'Hotel news' : null)),
    {
      title: 'Main menu',
      actionType: 'UPDATE',
      referencedNodeID: '2',
      referencedNodeStatus: 'publish',
      referencedNodeGlobalRelayID: relayId('term:2'),
      referencedNodeSingularName: 'menu',
      referencedNodePluralName: 'menus',
    },
  ]);
});

test('a menu item removed: its menu and the items left, and its DELETE; a menu item going with its page: the page, the item and the page’s author', async () => {
  let since = startOfSecond();
  edit('menus.yaml', (text) => text.replace('    - { id: 211, page: 21 }\n', ''));
  const actions = await actionsSince(since);
  expect(actions.map((a) => `${a.referencedNodeSingularName} ${a.referencedNodeID}`)).toEqual([
    'menuItem 210',
    'menuItem 209',
    'menuItem 208',
    'menuItem 207',
    'menuItem 206',
    'menuItem 205',
    'menuItem 204',
    'menuItem 203',
    'menuItem 202',
    'menuItem 201',
    'menu 2',
    'menuItem 211',
  ]);

  clock.ms += 1000;
  since = startOfSecond();
  fs.rmSync(path.join(demo.contentDir, 'pages/de/datenschutz.html'));
  demo.backend.reload();
  expect((await actionsSince(since)).map((a) => `${a.actionType} ${a.referencedNodeSingularName} ${a.referencedNodeID}`)).toEqual([
    'DELETE menuItem 283',
    'UPDATE user 1',
    'DELETE page 63',
  ]);
});

test('the site title changed: one root fields entry named after the option', async () => {
  const since = startOfSecond();
  edit('site.yaml', (text) => text.replace('title: Hôtel Lumière Monte-Carlo', 'title: Hôtel Lumière, Monte-Carlo'));
  const rootFields = {
    title: 'Update Setting:  blogname',
    actionType: 'NON_NODE_ROOT_FIELDS',
    referencedNodeID: 'update_non_node_root_field',
    referencedNodeStatus: 'update_non_node_root_field',
    referencedNodeGlobalRelayID: 'update_non_node_root_field',
    referencedNodeSingularName: 'updateNonNodeRootField',
    referencedNodePluralName: 'updateNonNodeRootField',
  };
  expect(await actionsSince(since)).toEqual([rootFields]);
  // A setting WPGatsby does not watch (comment moderation) records nothing; the entry is shared
  // by all settings and titled after the last one saved.
  edit('site.yaml', (text) => text.replace('commentModeration: true', 'commentModeration: false').replace('timeFormat: H:i', 'timeFormat: g:i a'));
  expect(await actionsSince(since)).toEqual([{ ...rootFields, title: 'Update Setting:  time_format' }]);
});

test('an entry of the second `since` falls in is not listed, as WordPress compares whole seconds', async () => {
  const store = demo.backend.store;
  store.record('UPDATE', 'page', 17, 'Spa', 'publish', 5_000_500);
  expect(store.actionsSince(5_000_100)).toEqual([]);
  expect(store.actionsSince(4_999_999).map((a) => a.nodeId)).toEqual([17]);
});
