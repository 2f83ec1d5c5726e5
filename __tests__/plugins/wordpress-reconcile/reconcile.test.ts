import { kinds, mergeActions, reconcile, withoutOrigin, type Fields, type Kind } from '../../../plugins/wordpress-reconcile/reconcile';

const WP = 'https://wp.example';
const all = kinds(WP);
const kind = (singleName: string): Kind => all.find((k) => k.singleName === singleName) as Kind;
const page = kind('page');
const menuItem = kind('menuItem');
const mediaItem = kind('mediaItem');
const comment = kind('comment');

const spa = {
  id: 'cG9zdDoxNw==',
  databaseId: 17,
  title: 'Spa',
  uri: '/spa/',
  status: 'publish',
  modified: '2026-11-01T10:00:00',
  parentId: null,
  language: { code: 'EN', locale: 'en_US' },
  translations: [{ id: 'fr-spa' }],
  comments: { nodes: [] },
};
const spaItem = {
  id: 'item-1',
  databaseId: 201,
  label: 'Spa',
  uri: '/spa/',
  path: '/spa/',
  order: 3,
  locations: ['PRIMARY'],
  connectedNode: { node: { id: spa.id } },
};

const cache = (entries: [Kind, Fields[]][]) => new Map(entries);
/** A photo, media item 5, and a page that shows it. */
const photo = { id: 'photo', databaseId: 5, altText: 'Pool', modified: '2026-11-01', sourceUrl: `${WP}/wp-content/uploads/pool.jpg` };
const showing = { ...spa, content: '<figure class="wp-block-image"><img class="wp-image-5" src="x"></figure>' };

test('nothing to do when every cached node equals WordPress', () => {
  expect(
    reconcile(
      cache([
        [page, [spa]],
        [menuItem, [spaItem]],
      ]),
      cache([
        [page, [spa]],
        [menuItem, [spaItem]],
      ]),
    ),
  ).toEqual([]);
});

test("a menu item whose page moved is fetched again: WPGatsby only records the page's own change", () => {
  const moved = { ...spaItem, uri: '/wellness/spa/', path: '/wellness/spa/' };
  expect(reconcile(cache([[menuItem, [spaItem]]]), cache([[menuItem, [moved]]]))).toEqual([
    expect.objectContaining({
      actionType: 'UPDATE',
      referencedNodeGlobalRelayID: 'item-1',
      referencedNodeSingularName: 'menuItem',
      referencedNodeStatus: 'publish',
    }),
  ]);
});

test('a page whose translation was trashed, then restored, is fetched again each time: its translations changed, not its date', () => {
  const alone = { ...spa, translations: [] };
  expect(reconcile(cache([[page, [spa]]]), cache([[page, [alone]]]))).toEqual([
    expect.objectContaining({ actionType: 'UPDATE', referencedNodeGlobalRelayID: spa.id }),
  ]);
  expect(reconcile(cache([[page, [alone]]]), cache([[page, [spa]]]))).toEqual([
    expect.objectContaining({ actionType: 'UPDATE', referencedNodeGlobalRelayID: spa.id }),
  ]);
});

test('what WordPress no longer lists is dropped, what the cache lacks is fetched', () => {
  const news = { ...spa, id: 'news', databaseId: 18, title: 'News', uri: '/news/' };
  expect(reconcile(cache([[page, [spa]]]), cache([[page, [news]]]))).toEqual([
    expect.objectContaining({ actionType: 'DELETE', referencedNodeGlobalRelayID: spa.id, title: 'Spa' }),
    expect.objectContaining({ actionType: 'CREATE', referencedNodeGlobalRelayID: 'news', referencedNodeID: 18, title: 'News' }),
  ]);
});

test('media items are fetched only as pages refer to them: one missing from the cache is not fetched for itself', () => {
  expect(reconcile(cache([[mediaItem, []]]), cache([[mediaItem, [photo]]]))).toEqual([]);
  expect(reconcile(cache([[mediaItem, [photo]]]), cache([[mediaItem, []]]))).toEqual([
    expect.objectContaining({ actionType: 'DELETE', referencedNodeGlobalRelayID: 'photo' }),
  ]);
});

test("a changed media item takes the pages that show it along: WordPress writes the image's sizes into their HTML", () => {
  const replaced = { ...photo, modified: '2026-11-26', sourceUrl: `${WP}/wp-content/uploads/pool-new.jpg` };
  const other = { ...spa, id: 'other', content: '<img class="wp-image-55">' };
  const actions = reconcile(
    cache([
      [page, [showing, other]],
      [mediaItem, [photo]],
    ]),
    cache([
      [page, [showing, other]],
      [mediaItem, [replaced]],
    ]),
  );
  expect(actions.map((a) => `${a.actionType} ${a.referencedNodeGlobalRelayID}`)).toEqual(['UPDATE photo', `UPDATE ${spa.id}`]);
});

test('a page with a contact form is fetched by every build: WordPress renders the form from the form as it is now', () => {
  const contact = { ...spa, content: '<div class="wpcf7 no-js" id="wpcf7-f71-p20-o1"><form></form></div>' };
  expect(reconcile(cache([[page, [contact]]]), cache([[page, [contact]]]))).toEqual([
    expect.objectContaining({ actionType: 'UPDATE', referencedNodeGlobalRelayID: spa.id }),
  ]);
});

test("WordPress's own addresses are compared as gatsby-source-wordpress stores them, as paths", () => {
  const cached = { id: 'c1', databaseId: 3, content: '<p>See <a href="/spa/">the spa</a></p>', author: { name: 'Nina', url: null, node: null } };
  const listed = { ...cached, content: `<p>See <a href="${WP}/spa/">the spa</a></p>` };
  expect(reconcile(cache([[comment, [cached]]]), cache([[comment, [listed]]]))).toEqual([]);
  expect(reconcile(cache([[comment, [cached]]]), cache([[comment, [{ ...listed, author: { name: 'Nina B.', url: null, node: null } }]]]))).toHaveLength(1);
  expect(withoutOrigin(`${WP}/`, `${WP}/`)).toBe('/');
});

test('reference lists compare by id whatever their order or shape', () => {
  const a = { ...spa, translations: [{ id: 'de-spa' }, { id: 'fr-spa' }], comments: { nodes: [{ id: 'c2' }, { id: 'c1' }] } };
  const b = { ...spa, translations: [{ id: 'fr-spa' }, { id: 'de-spa' }], comments: { nodes: [{ id: 'c1' }, { id: 'c2' }] } };
  expect(reconcile(cache([[page, [a]]]), cache([[page, [b]]]))).toEqual([]);
});

test("the monitor's actions run first; an added one is left out only when the monitor's last action on that node does the same", () => {
  const monitored = [
    { actionType: 'UPDATE', referencedNodeGlobalRelayID: 'a' },
    { actionType: 'UPDATE', referencedNodeGlobalRelayID: 'b' },
    { actionType: 'DELETE', referencedNodeGlobalRelayID: 'b' },
  ];
  const added = reconcile(
    cache([
      [
        page,
        [
          { ...spa, id: 'a' },
          { ...spa, id: 'b' },
          { ...spa, id: 'c' },
        ],
      ],
    ]),
    cache([
      [
        page,
        [
          { ...spa, id: 'a', title: 'New' },
          { ...spa, id: 'b', title: 'New' },
        ],
      ],
    ]),
  );
  expect(mergeActions(monitored, added).map((a) => `${a.actionType} ${a.referencedNodeGlobalRelayID}`)).toEqual([
    'UPDATE a',
    'UPDATE b',
    'DELETE b',
    'UPDATE b',
    'DELETE c',
  ]);
});

test("a media item whose file another language's copy changed is fetched again, with the pages that show it", () => {
  const before = cache([
    [page, [showing]],
    [mediaItem, [photo]],
  ]);
  const ids = (actions: { actionType: string; referencedNodeGlobalRelayID: string }[]) =>
    actions.map((a) => `${a.actionType} ${a.referencedNodeGlobalRelayID}`);
  expect(ids(reconcile(before, before, new Set(['/wp-content/uploads/pool.jpg'])))).toEqual(['UPDATE photo', `UPDATE ${spa.id}`]);
  expect(ids(reconcile(before, before, new Set(['/wp-content/uploads/spa.jpg'])))).toEqual([]);
  expect(ids(reconcile(before, before, 'all'))).toEqual(['UPDATE photo', `UPDATE ${spa.id}`]);
});

test("media items go first, before WPGatsby's actions: a page fetched before its photo would keep the photo's old file", () => {
  const before = cache([
    [page, [showing]],
    [mediaItem, [photo]],
  ]);
  const after = cache([
    [page, [showing]],
    [mediaItem, [{ ...photo, altText: 'The pool' }]],
  ]);
  const monitored = [
    { actionType: 'REFETCH_ALL', referencedNodeGlobalRelayID: 'settings' },
    { actionType: 'UPDATE', referencedNodeGlobalRelayID: 'photo' },
  ];
  expect(mergeActions(monitored, reconcile(before, after)).map((a) => `${a.actionType} ${a.referencedNodeGlobalRelayID}`)).toEqual([
    'UPDATE photo',
    'REFETCH_ALL settings',
    'UPDATE photo',
    `UPDATE ${spa.id}`,
  ]);
});
