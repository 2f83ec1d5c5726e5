import { connection, connectionOf } from '../../demo/wordpress/connection';

const records = Array.from({ length: 250 }, (_, i) => ({ id: i + 1 }));

test('pages through records with WPGraphQL cursors, 100 at most a request', () => {
  const first = connection(
    records.map((r) => ({ databaseId: r.id })),
    { first: 500 },
  );
  expect(first.nodes).toHaveLength(100);
  expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, endCursor: Buffer.from('arrayconnection:100').toString('base64') });
  const last = connection(
    records.map((r) => ({ databaseId: r.id })),
    { first: 100, after: Buffer.from('arrayconnection:200').toString('base64') },
  );
  expect(last.nodes.map((n) => n.databaseId)).toEqual(records.slice(200).map((r) => r.id));
  expect(last.pageInfo.hasNextPage).toBe(false);
});

test('only the requested slice of a large list is turned into nodes', () => {
  const toNode = jest.fn((record: { id: number }) => ({ databaseId: record.id, title: `Page ${record.id}` }));
  const page = connectionOf(records, { first: 10, after: Buffer.from('arrayconnection:20').toString('base64') }, (r) => r.id, toNode);
  expect(page.nodes.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Page ${21 + i}`));
  expect(page.edges[0]).toEqual({ cursor: Buffer.from('arrayconnection:21').toString('base64'), node: page.nodes[0] });
  expect(toNode).toHaveBeenCalledTimes(10);
});
