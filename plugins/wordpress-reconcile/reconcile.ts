// What a warm build must fetch again or drop so that its copy of WordPress equals what a clean
// build would fetch: the nodes in Gatsby's cache are compared field by field with a listing of
// WordPress as it is now (decision 013). Pure: no network, no Gatsby.
import { wpImageIds } from '../../src/content/content-images';
import { fileOfMediaItem } from './shared-files';

/** One kind of WordPress node the site reads, as gatsby-source-wordpress names it. */
export type Kind = {
  /** The node type in Gatsby (`WpPage`). */
  gatsbyType: string;
  /** WPGraphQL's singular field (`page`): what gatsby-source-wordpress fetches one node with. */
  singleName: string;
  /** True when gatsby-source-wordpress keeps only the nodes something refers to (media items). */
  onlyReferenced?: boolean;
  /** The fields compared, as the listing asks for them and as the node stores them. */
  project: (node: Fields) => unknown;
};

export type Fields = Record<string, unknown>;

export type Action = {
  actionType: 'CREATE' | 'UPDATE' | 'DELETE';
  /** Why: the fields that differ, `not in WordPress`, `not cached`, or what the page depends on. */
  reason: string;
  referencedNodeGlobalRelayID: string;
  referencedNodeID: number | string;
  referencedNodeSingularName: string;
  referencedNodeStatus: 'publish';
  title: string;
};

export type Listing = Map<Kind, Fields[]>;

const idOf = (value: unknown): string | null => {
  if (!value || typeof value !== 'object') return null;
  const record = value as { id?: unknown; node?: unknown };
  if (typeof record.id === 'string') return record.id;
  return idOf(record.node);
};

/** The ids of a reference list, whether written `{ nodes: [...] }` or as a plain list, in a stable order. */
const idsOf = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? (value as { nodes?: unknown }).nodes : null;
  return Array.isArray(list)
    ? list
        .map(idOf)
        .filter((id): id is string => id !== null)
        .sort()
    : [];
};

/**
 * gatsby-source-wordpress rewrites WordPress's own addresses inside every string of a node to
 * paths (`"https://wp.example/spa/"` → `"/spa/"`); the listing is rewritten the same way before
 * the two are compared.
 */
export const withoutOrigin = (value: unknown, wordpressUrl: string): unknown =>
  typeof value === 'string' && wordpressUrl ? value.split(wordpressUrl.replace(/\/+$/, '')).join('') : value;

const pick = (node: Fields, names: string[]) => Object.fromEntries(names.map((name) => [name, node[name] ?? null]));

export const kinds = (wordpressUrl: string): Kind[] => {
  const text = (value: unknown) => withoutOrigin(value, wordpressUrl);
  return [
    {
      gatsbyType: 'WpPage',
      singleName: 'page',
      project: (node) => ({
        ...pick(node, ['modified', 'uri', 'title', 'status', 'isFrontPage', 'isPostsPage', 'isPrivacyPage', 'menuOrder', 'parentId', 'commentStatus']),
        commentCount: node.commentCount ?? null,
        hasPassword: node.hasPassword ?? null,
        featuredImage: idOf(node.featuredImage),
        language: (node.language as { code?: string } | null)?.code ?? null,
        translations: idsOf(node.translations),
        comments: idsOf(node.comments),
      }),
    },
    {
      gatsbyType: 'WpMenu',
      singleName: 'menu',
      project: (node) => pick(node, ['name', 'slug', 'locations', 'count']),
    },
    {
      gatsbyType: 'WpMenuItem',
      singleName: 'menuItem',
      project: (node) => ({
        ...pick(node, ['label', 'uri', 'path', 'parentId', 'order', 'locations', 'cssClasses', 'target', 'title', 'description', 'linkRelationship']),
        url: text(node.url),
        menu: idOf(node.menu),
        connectedNode: idOf(node.connectedNode),
      }),
    },
    {
      gatsbyType: 'WpComment',
      singleName: 'comment',
      project: (node) => ({
        // Not `type`: gatsby-source-wordpress writes the node's type name there.
        ...pick(node, ['date', 'parentId', 'status']),
        content: text(node.content),
        commentedOn: idOf(node.commentedOn),
        author: idOf(node.author),
        authorName: (node.author as { name?: string } | null)?.name ?? null,
        authorUrl: text((node.author as { url?: string } | null)?.url ?? null),
      }),
    },
    {
      gatsbyType: 'WpUser',
      singleName: 'user',
      project: (node) => ({ ...pick(node, ['name', 'slug', 'firstName', 'lastName', 'nickname']), url: text(node.url), description: text(node.description) }),
    },
    {
      gatsbyType: 'WpMediaItem',
      singleName: 'mediaItem',
      onlyReferenced: true,
      project: (node) => ({
        ...pick(node, ['modified', 'altText', 'title', 'sourceUrl', 'mimeType']),
        size: pick((node.mediaDetails as Fields | null) ?? {}, ['width', 'height']),
        caption: text(node.caption),
      }),
    },
  ];
};

/**
 * Pages whose HTML WordPress makes from other things at the time it is asked (a Contact Form 7
 * form, a list of pages, a navigation block): nothing in the page changes when those do, so
 * such pages are fetched again by every build.
 */
const DYNAMIC_CONTENT = [
  'wpcf7',
  'wp-block-page-list',
  'wp-block-latest-posts',
  'wp-block-latest-comments',
  'wp-block-navigation',
  'wp-block-query',
  'wp-block-archives',
  'wp-block-categories',
  'wp-block-calendar',
  'wp-block-rss',
  'wp-block-tag-cloud',
  'wp-block-site-title',
  'wp-block-site-tagline',
  'wp-block-site-logo',
];
const dynamicContent = new RegExp(`class="[^"]*\\b(${DYNAMIC_CONTENT.join('|')})\\b`);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The compared fields that differ between two projections, for the build's log. */
const differing = (a: unknown, b: unknown): string[] => {
  const left = (a ?? {}) as Fields;
  const right = (b ?? {}) as Fields;
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].filter((key) => !same(left[key], right[key]));
};

const action = (actionType: Action['actionType'], kind: Kind, node: Fields, reason: string): Action => ({
  actionType,
  reason,
  referencedNodeGlobalRelayID: String(node.id),
  referencedNodeID: (node.databaseId as number | undefined) ?? String(node.id),
  referencedNodeSingularName: kind.singleName,
  referencedNodeStatus: 'publish',
  title: String(node.title ?? node.label ?? node.name ?? node.id),
});

/**
 * The actions that make the cached nodes equal WordPress's listing: DELETE what WordPress no
 * longer shows, CREATE what the cache lacks, UPDATE what differs in any compared field; and
 * UPDATE pages whose HTML depends on something else that changed (a media item they show) or
 * that WordPress renders from other content on every request. A cached media item whose file
 * another media item changed (`changedFiles`, from shared-files.ts) is fetched again too.
 */
export function reconcile(cached: Map<Kind, Fields[]>, listing: Listing, changedFiles: Set<string> | 'all' = new Set()): Action[] {
  const actions: Action[] = [];
  const changedMedia = new Set<number>();
  const fileChanged = (node: Fields) => {
    const file = fileOfMediaItem(node);
    return changedFiles === 'all' || (file !== null && changedFiles.has(file));
  };
  for (const [kind, nodes] of cached) {
    const current = new Map((listing.get(kind) ?? []).map((node) => [String(node.id), node]));
    const seen = new Set<string>();
    for (const node of nodes) {
      const id = String(node.id);
      seen.add(id);
      const now = current.get(id);
      if (!now) {
        actions.push(action('DELETE', kind, node, 'not in WordPress'));
        if (kind.singleName === 'mediaItem') changedMedia.add(Number(node.databaseId));
      } else if (!same(kind.project(node), kind.project(now))) {
        actions.push(action('UPDATE', kind, now, differing(kind.project(node), kind.project(now)).join(', ')));
        if (kind.singleName === 'mediaItem') changedMedia.add(Number(node.databaseId));
      } else if (kind.singleName === 'mediaItem' && fileChanged(node)) {
        actions.push(action('UPDATE', kind, now, 'its file changed with another media item that shows it'));
        changedMedia.add(Number(node.databaseId));
      }
    }
    if (kind.onlyReferenced) continue;
    for (const [id, node] of current) if (!seen.has(id)) actions.push(action('CREATE', kind, node, 'not cached'));
  }
  const acted = new Set(actions.map((a) => a.referencedNodeGlobalRelayID));
  for (const [kind, nodes] of cached) {
    if (kind.singleName !== 'page') continue;
    const current = new Map((listing.get(kind) ?? []).map((node) => [String(node.id), node]));
    for (const node of nodes) {
      const id = String(node.id);
      const now = current.get(id);
      if (!now || acted.has(id)) continue;
      const content = typeof node.content === 'string' ? node.content : '';
      if (dynamicContent.test(content)) actions.push(action('UPDATE', kind, now, 'rendered from other content'));
      else if (wpImageIds(content).some((media) => changedMedia.has(media))) actions.push(action('UPDATE', kind, now, 'shows a changed media item'));
    }
  }
  return actions;
}

/**
 * The media items the reconciliation fetches again or deletes go first, before anything that may
 * show them: gatsby-source-wordpress gives a page the file of a media item it already holds, so
 * a changed file must be fetched before any page is. WPGatsby's own actions follow, in their
 * order, then the reconciliation's others; one of those is left out when the last of WPGatsby's
 * actions on the same node already does the same.
 */
export function mergeActions<T extends { actionType: string; referencedNodeGlobalRelayID: string }>(fromWordPress: T[], reconciled: Action[]): (T | Action)[] {
  const verb = (actionType: string) => (actionType === 'DELETE' ? 'DELETE' : 'UPDATE');
  const last = new Map(fromWordPress.map((a) => [a.referencedNodeGlobalRelayID, verb(a.actionType)]));
  const media = reconciled.filter((a) => a.referencedNodeSingularName === 'mediaItem');
  const others = reconciled.filter((a) => a.referencedNodeSingularName !== 'mediaItem' && last.get(a.referencedNodeGlobalRelayID) !== verb(a.actionType));
  return [...media, ...fromWordPress, ...others];
}
