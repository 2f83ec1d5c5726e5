// WordPress as it is now, in the few fields each kind of node is compared on (reconcile.ts):
// the same lists gatsby-source-wordpress sources from, 100 nodes a request, no page content.
import { askWordPress } from '../wordpress-requests/ask-wordpress';
import type { Fields, Kind, Listing } from './reconcile';

const FIELDS: Record<string, string> = {
  page: `id databaseId modified uri title status isFrontPage isPostsPage isPrivacyPage menuOrder parentId commentStatus commentCount hasPassword
    featuredImage { node { id } } language { code } translations { id } comments(first: 100) { nodes { id } }`,
  menu: 'id databaseId name slug locations count',
  menuItem: `id databaseId label uri path parentId order locations cssClasses target title description linkRelationship url
    menu { node { id } } connectedNode { node { id } }`,
  comment: 'id databaseId date parentId status type content commentedOn { node { id } } author { name url node { id } }',
  user: 'id databaseId name slug firstName lastName nickname url description',
  mediaItem: 'id databaseId modified altText title sourceUrl mediaItemUrl mimeType caption mediaDetails { width height }',
};

const PLURAL: Record<string, string> = { page: 'pages', menu: 'menus', menuItem: 'menuItems', comment: 'comments', user: 'users', mediaItem: 'mediaItems' };

type Page = { data?: Record<string, { nodes: Fields[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } | null>; errors?: { message: string }[] };

/** The request for one list of 100 nodes of a kind (`pages`, `menuItems`…), after the cursor `$after`. */
export const listingQuery = (singleName: string) =>
  `query Listing($after: String) { ${PLURAL[singleName]}(first: 100, after: $after) { nodes { ${FIELDS[singleName]} } pageInfo { hasNextPage endCursor } } }`;

/** Every node of one kind, 100 a request. */
export async function listKind(url: string, kind: Kind): Promise<Fields[]> {
  const plural = PLURAL[kind.singleName];
  const query = listingQuery(kind.singleName);
  const nodes: Fields[] = [];
  let after: string | null = null;
  for (;;) {
    const answer: Page = await askWordPress<Page>(url, { query, variables: { after } }, { timeoutMs: 60000 });
    const list = answer.data?.[plural];
    if (answer.errors?.length || !list)
      throw new Error(`WordPress refused the warm build's listing of ${plural}: ${answer.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
    nodes.push(...list.nodes);
    if (!list.pageInfo.hasNextPage || !list.pageInfo.endCursor) return nodes;
    after = list.pageInfo.endCursor;
  }
}

/** Every kind's listing, the kinds side by side. */
export async function listWordPress(url: string, kinds: Kind[]): Promise<Listing> {
  const lists = await Promise.all(kinds.map((kind) => listKind(url, kind)));
  return new Map(kinds.map((kind, index) => [kind, lists[index]]));
}

/** WordPress's own address, which gatsby-source-wordpress turns into paths inside nodes. */
export async function wordpressUrl(url: string): Promise<string> {
  const answer = await askWordPress<{ data?: { generalSettings?: { url?: string } } }>(url, { query: '{ generalSettings { url } }' });
  return answer.data?.generalSettings?.url ?? '';
}
