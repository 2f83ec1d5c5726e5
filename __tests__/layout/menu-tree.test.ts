import { activeTrail, buildMenuTree, type FlatMenuItem } from '../../src/layout/menu-tree';

const items: FlatMenuItem[] = [
  { id: 'spa', parentId: null, label: 'Spa', path: '/spa/', order: 3 },
  { id: 'rooms', parentId: null, label: 'Rooms', path: '/rooms/', order: 1 },
  { id: 'suite', parentId: 'rooms', label: 'Suite', path: '/rooms/suite/', order: 3 },
  { id: 'deluxe', parentId: 'rooms', label: 'Deluxe', path: '/rooms/deluxe/', order: 2 },
  { id: 'orphan', parentId: 'gone', label: 'Orphan', path: '/orphan/', order: 9 },
];

test('a flat WordPress menu becomes a tree in menu order; orphans stay visible at the top', () => {
  const tree = buildMenuTree(items);
  expect(tree.map((n) => n.id)).toEqual(['rooms', 'spa', 'orphan']);
  expect(tree[0].children.map((n) => n.id)).toEqual(['deluxe', 'suite']);
});

test('the active trail holds the current item and its ancestors', () => {
  const tree = buildMenuTree(items);
  expect([...activeTrail(tree, '/rooms/suite/')]).toEqual(['rooms', 'suite']);
  expect([...activeTrail(tree, '/rooms')]).toEqual(['rooms']);
  expect([...activeTrail(tree, '/spa/')]).toEqual(['spa']);
  expect(activeTrail(tree, '/contact/').size).toBe(0);
});

test("an item that points at a front page's WordPress address links to its language's root", () => {
  const french: FlatMenuItem[] = [
    { id: 'home', parentId: null, label: 'Accueil', path: '/fr/accueil/', order: 1 },
    { id: 'rooms', parentId: null, label: 'Chambres', path: '/fr/chambres/', order: 2 },
  ];
  const tree = buildMenuTree(french, { '/fr/accueil/': '/fr/' });
  expect(tree.map((n) => n.path)).toEqual(['/fr/', '/fr/chambres/']);
  expect([...activeTrail(tree, '/fr/')]).toEqual(['home']);
});
