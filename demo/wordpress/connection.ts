// Relay-style connections as WPGraphQL returns them: nodes, edges with cursors, pageInfo.
// Cursors are base64("arrayconnection:<database id>"), like WPGraphQL's.

export type ConnectionArgs = { first?: number | null; last?: number | null; after?: string | null; before?: string | null };

const encodeCursor = (id: number) => Buffer.from(`arrayconnection:${id}`).toString('base64');

function decodeCursor(cursor: string): number | null {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const match = /^arrayconnection:(\d+)$/.exec(text);
  return match ? Number(match[1]) : null;
}

// WPGraphQL caps page size at 100 by default.
const MAX_PAGE = 100;
const DEFAULT_PAGE = 10;

export function connection<T extends { databaseId: number }>(items: T[], args: ConnectionArgs = {}) {
  return connectionOf(
    items,
    args,
    (item) => item.databaseId,
    (item) => item,
  );
}

/**
 * A connection over stored records that turns only the requested slice into GraphQL nodes:
 * listing 100 of 9,000 pages then builds 100 nodes, not 9,000 (which took seconds a request).
 */
export function connectionOf<R, T>(records: R[], args: ConnectionArgs, idOf: (record: R) => number, toNode: (record: R) => T) {
  let start = 0;
  let end = records.length;
  if (args.after) {
    const afterId = decodeCursor(args.after);
    const index = records.findIndex((record) => idOf(record) === afterId);
    start = index === -1 ? records.length : index + 1;
  }
  if (args.before) {
    const beforeId = decodeCursor(args.before);
    const index = records.findIndex((record) => idOf(record) === beforeId);
    if (index !== -1) end = index;
  }
  const wanted = Math.min(args.first ?? args.last ?? DEFAULT_PAGE, MAX_PAGE);
  let slice = records.slice(start, end);
  const hasMore = slice.length > wanted;
  slice = args.last && !args.first ? slice.slice(-wanted) : slice.slice(0, wanted);
  const nodes = slice.map(toNode);
  const edges = slice.map((record, i) => ({ cursor: encodeCursor(idOf(record)), node: nodes[i] }));
  return {
    nodes,
    edges,
    pageInfo: {
      hasNextPage: !args.last || args.first ? hasMore : end < records.length,
      hasPreviousPage: args.last && !args.first ? hasMore : start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** A one-to-one edge (`featuredImage`, `parent`, `author`): null when there is no node. */
export const edge = <T extends { databaseId: number }>(node: T | null | undefined, extra: Record<string, unknown> = {}) =>
  node ? { cursor: encodeCursor(node.databaseId), node, ...extra } : null;
