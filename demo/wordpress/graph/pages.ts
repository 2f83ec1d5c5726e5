// Pages: their URIs as Polylang makes them, their nodes, and the filters and orders of `pages`.
import { connection, connectionOf, edge } from '../connection';
import type { MediaRecord, PageRecord, UserRecord } from '../content-files';
import { theTitle } from '../content-filters';
import { filterContentTags } from '../content-tags';
import { globalId } from '../store';
import { absolutize } from './absolute-links';
import { approvedComments, comment, filterComments } from './comments';
import { contentNodeFlags, dates } from './content-nodes';
import type { Args, GraphContext, Node } from './context';
import { decodeGlobalId, idList } from './global-ids';
import { defaultLanguage, language, languageBySlug, languageFilter } from './languages';
import { libraryImage, mediaItem } from './media';
import { user } from './users';

export const pageRecords = (ctx: GraphContext) => ctx.store.all<PageRecord>('page');
/** A page and its translations, in the order of their ids. */
const translationsOf = (ctx: GraphContext, p: PageRecord) =>
  ctx.store.grouped<PageRecord>('page', 'translationKey', (t) => t.translationKey).get(p.translationKey) ?? [p];

export function uriOf(ctx: GraphContext, p: PageRecord): string {
  const prefix = p.language === defaultLanguage(ctx).slug ? '/' : `/${p.language}/`;
  // Only the default language's front page is the root: the other languages' front pages have
  // their slug (`/fr/accueil/`) in WPGraphQL, in menus and in translations, as in WordPress.
  if (p.isFrontPage && prefix === '/') return prefix;
  const slugs: string[] = [];
  let current: PageRecord | undefined = p;
  while (current) {
    slugs.unshift(current.slug);
    current = current.parent ? ctx.store.get<PageRecord>('page', current.parent) : undefined;
  }
  return `${prefix}${slugs.join('/')}/`;
}

export function page(ctx: GraphContext, p: PageRecord): Node & Record<string, unknown> {
  const { store, origin } = ctx;
  const uri = uriOf(ctx, p);
  const author = store.get<UserRecord>('user', p.author);
  const featured = p.featuredImage ? store.get<MediaRecord>('mediaItem', p.featuredImage) : undefined;
  const parent = p.parent ? store.get<PageRecord>('page', p.parent) : undefined;
  return {
    __typename: 'Page',
    ...contentNodeFlags,
    id: globalId('page', p.id),
    databaseId: p.id,
    pageId: p.id,
    title: () => theTitle(p.title),
    content: () =>
      absolutize(
        filterContentTags(ctx.numberUniqueIds(ctx.numberForms(p.content)), (id) => libraryImage(ctx, id)),
        origin,
      ),
    uri,
    slug: p.slug,
    link: `${origin}${uri}`,
    // Set when the editor first opens a new page, before it has a slug.
    guid: `${origin}/?page_id=${p.id}`,
    status: 'publish',
    ...dates(ctx, p.date, 'page', p.id),
    isFrontPage: p.isFrontPage,
    // WordPress's privacy page setting names one page: the default language's.
    isPrivacyPage: p.isPrivacyPage && p.language === defaultLanguage(ctx).slug,
    isRevision: false,
    contentTypeName: 'page',
    menuOrder: p.menuOrder || null,
    commentStatus: p.commentStatus,
    commentCount: () => approvedComments(ctx, p.id).length,
    comments: (args: Args) =>
      connection(
        filterComments(approvedComments(ctx, p.id), args.where).map((c) => comment(ctx, c)),
        args,
      ),
    author: () => edge(author && user(ctx, author)),
    authorDatabaseId: author?.id ?? null,
    authorId: author ? globalId('user', author.id) : null,
    featuredImage: () => edge(featured && mediaItem(ctx, featured)),
    featuredImageDatabaseId: featured?.id ?? null,
    featuredImageId: featured ? globalId('mediaItem', featured.id) : null,
    parent: () => edge(parent && page(ctx, parent)),
    parentDatabaseId: parent?.id ?? null,
    parentId: parent ? globalId('page', parent.id) : null,
    children: (args: Args) =>
      connectionOf(
        sortPages(
          ctx,
          pageRecords(ctx).filter((c) => c.parent === p.id),
          null,
        ),
        args,
        (c) => c.id,
        (c) => page(ctx, c),
      ),
    language: () => language(ctx, languageBySlug(ctx, p.language)),
    translations: () =>
      translationsOf(ctx, p)
        .filter((t) => t.id !== p.id)
        .map((t) => page(ctx, t)),
    translation: ({ language: code }: { language: string }) => {
      const found = translationsOf(ctx, p).find((t) => languageBySlug(ctx, t.language).code === code);
      return found ? page(ctx, found) : null;
    },
  };
}

type OrderBy = { field: string; order: string };

export function sortPages(ctx: GraphContext, list: PageRecord[], orderby: OrderBy[] | null | undefined): PageRecord[] {
  const rules = orderby?.length ? orderby : [{ field: 'DATE', order: 'DESC' }];
  const key = (p: PageRecord, field: string): string | number => {
    switch (field) {
      case 'MENU_ORDER':
        return p.menuOrder;
      case 'TITLE':
        return p.title;
      case 'SLUG':
        return p.slug;
      case 'MODIFIED':
        return ctx.store.modified('page', p.id) ?? p.date;
      case 'PARENT':
        return p.parent ?? 0;
      default:
        return p.date;
    }
  };
  return [...list].sort((a, b) => {
    for (const rule of rules) {
      const ka = key(a, rule.field);
      const kb = key(b, rule.field);
      if (ka !== kb) return (ka < kb ? -1 : 1) * (rule.order === 'DESC' ? -1 : 1);
    }
    return b.id - a.id;
  });
}

function filterPages(ctx: GraphContext, where: Record<string, unknown> | null | undefined): PageRecord[] {
  let list = pageRecords(ctx);
  const languages = languageFilter(ctx, where);
  if (languages) list = list.filter((p) => languages.has(p.language));
  if (where?.in) {
    const ids = idList(where.in);
    list = list.filter((p) => ids.includes(p.id));
  }
  if (where?.notIn) {
    const ids = idList(where.notIn);
    list = list.filter((p) => !ids.includes(p.id));
  }
  if (where?.id) list = list.filter((p) => p.id === where.id);
  if (where?.parent !== undefined && where?.parent !== null) {
    const parentId = idList([where.parent])[0];
    list = list.filter((p) => (p.parent ?? 0) === parentId);
  }
  if (where?.name) list = list.filter((p) => p.slug === where.name);
  if (where?.title) list = list.filter((p) => p.title === where.title);
  if (where?.search) {
    const q = String(where.search).toLowerCase();
    list = list.filter((p) => `${p.title} ${p.content}`.toLowerCase().includes(q));
  }
  if (where?.status && where.status !== 'PUBLISH') list = [];
  return sortPages(ctx, list, where?.orderby as OrderBy[] | undefined);
}

function findPage(ctx: GraphContext, id: string, idType = 'ID'): PageRecord | undefined {
  if (idType === 'DATABASE_ID') return ctx.store.get<PageRecord>('page', Number(id));
  if (idType === 'URI') {
    const wanted = id.startsWith('http') ? new URL(id).pathname : `/${id.replace(/^\/|\/$/g, '')}/`.replace('//', '/');
    return pageRecords(ctx).find((p) => uriOf(ctx, p) === wanted);
  }
  const decoded = decodeGlobalId(id);
  return decoded?.loader === 'post' ? ctx.store.get<PageRecord>('page', decoded.databaseId) : undefined;
}

export const pageRootFields = (ctx: GraphContext) => ({
  pages: (args: Args) =>
    connectionOf(
      filterPages(ctx, args.where),
      args,
      (p) => p.id,
      (p) => page(ctx, p),
    ),
  page: ({ id, idType }: { id: string; idType?: string }) => {
    const found = findPage(ctx, id, idType);
    return found ? page(ctx, found) : null;
  },
  nodeByUri: ({ uri }: { uri: string }) => {
    const found = findPage(ctx, uri, 'URI');
    return found ? page(ctx, found) : null;
  },
});
