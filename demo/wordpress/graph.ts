// Resolvers for the demo's WordPress GraphQL schema. Each WordPress object becomes a plain object
// whose fields are values or functions of the field's arguments (graphql-js calls them), so the
// shape of an answer can be read off the code next to the schema in ./schema.graphql.
import crypto from 'node:crypto';
import { GraphQLError } from 'graphql';
import semver from 'semver';
import { connection, connectionOf, edge, type ConnectionArgs } from './connection';
import { createComment, type CreateCommentInput } from './create-comment';
import { userEmail, type CommentRecord, type Language, type MediaRecord, type MenuItemRecord, type MenuRecord, type PageRecord, type UserRecord } from './content-files';
import { ACTION_ID_OFFSET, globalId, NON_NODE_ROOT_FIELD, pluralOf, type Action, type NodeKind, type Store } from './store';
import { filterContentTags, type LibraryImage } from './content-tags';
import { formNumbering } from './cf7/markup';
import { theText, theTitle } from './content-filters';
import { imageSizes, sizesAttribute, srcset } from './image-sizes';
import { gmtToLocal, localToGmt } from './wp-dates';

// The plugin versions this backend answers as (see PROTOCOLS.md).
export const WPGRAPHQL_VERSION = '1.32.1';
export const WPGATSBY_VERSION = '2.3.3';
export const UPLOADS_PATH = '/wp-content/uploads/2026/11/';

export type GraphOptions = {
  /** The public origin WordPress believes it has, e.g. http://127.0.0.1:8790 */
  origin: string;
  prettyPermalinks?: boolean;
  /** The clock, in ms; tests move it to step past WordPress's 15-second flood limit. */
  now?: () => number;
};

/** What the HTTP layer knows about the request, handed to resolvers as GraphQL's context. */
export type RequestContext = { ip: string };

type Args = ConnectionArgs & { where?: Record<string, unknown> | null };
type Node = { __typename: string; databaseId: number; id: string };

const decodeGlobalId = (id: string): { loader: string; databaseId: number } | null => {
  const text = Buffer.from(id, 'base64').toString('utf8');
  const match = /^([a-z_]+):(\d+)$/.exec(text);
  return match ? { loader: match[1], databaseId: Number(match[2]) } : null;
};

const sha256 = (text: string) => crypto.createHash('sha256').update(text.trim().toLowerCase()).digest('hex');

export function createWordPressGraph(store: Store, options: GraphOptions) {
  const origin = options.origin.replace(/\/$/, '');
  const site = () => store.site();
  const timeZone = () => String(site().generalSettings.timezone ?? 'UTC');
  const defaultLanguage = () => site().languages[0];
  const languageBySlug = (slug: string) => site().languages.find((l) => l.slug === slug) ?? defaultLanguage();

  // Content stores links root-relative; WordPress stores them on its own absolute origin.
  const absolutize = (html: string) => html.replace(/(\s(?:src|href)=["'])\/(?!\/)/g, `$1${origin}/`).replace(/(\ssrcset=["'][^"']*)/g, (attr) => attr.replace(/(^|,\s*|=["'])\/(?!\/)/g, `$1${origin}/`));

  const dates = (local: string, kind: NodeKind, id: number) => {
    const modifiedGmt = store.modified(kind, id);
    return {
      date: local,
      dateGmt: localToGmt(local, timeZone()),
      modified: modifiedGmt ? gmtToLocal(modifiedGmt, timeZone()) : local,
      modifiedGmt: modifiedGmt ?? localToGmt(local, timeZone()),
    };
  };

  const contentNodeFlags = { isComment: false, isContentNode: true, isTermNode: false, isPostsPage: false, isRestricted: false, isPreview: false, hasPassword: false, password: null, desiredSlug: null, enclosure: null, previewRevisionDatabaseId: null, previewRevisionId: null };

  // ---- languages ----
  // A page's language has no home URL in WPGraphQL Polylang 0.7.1 (it resolves it from a property
  // Polylang 3.8 keeps only on the languages it lists itself, as in `languages`).
  const language = (l: Language, withHome = false) => ({
    id: Buffer.from(`Language:${l.slug}`).toString('base64'),
    code: l.code,
    slug: l.slug,
    locale: l.locale,
    name: l.name,
    homeUrl: withHome ? homeUrlOf(l) : null,
  });
  // Polylang's home of a language with a front page is that page's permalink (`/fr/accueil/`),
  // unless its "remove the page name from the front page's URL" setting is on (off by default).
  const homeUrlOf = (l: Language) => {
    const front = pageRecords().find((p) => p.isFrontPage && p.language === l.slug);
    if (front) return `${origin}${uriOf(front)}`;
    return l.slug === defaultLanguage().slug ? `${origin}/` : `${origin}/${l.slug}/`;
  };

  // ---- pages ----
  const pageRecords = () => store.all<PageRecord>('page');
  // A graph answers one request: Contact Form 7 numbers the forms rendered in it (unit tags -o1, -o2…).
  const numberForms = formNumbering();

  function uriOf(p: PageRecord): string {
    const prefix = p.language === defaultLanguage().slug ? '/' : `/${p.language}/`;
    // Only the default language's front page is the root: the other languages' front pages have
    // their slug (`/fr/accueil/`) in WPGraphQL, in menus and in translations, as in WordPress.
    if (p.isFrontPage && prefix === '/') return prefix;
    const slugs: string[] = [];
    let current: PageRecord | undefined = p;
    while (current) {
      slugs.unshift(current.slug);
      current = current.parent ? store.get<PageRecord>('page', current.parent) : undefined;
    }
    return `${prefix}${slugs.join('/')}/`;
  }

  // Comments waiting for moderation are never public.
  const isPublic = (c: CommentRecord) => (c.status ?? 'approved') === 'approved';
  const publicComments = () => store.all<CommentRecord>('comment').filter(isPublic);
  const approvedComments = (pageId: number) => publicComments().filter((c) => c.pageId === pageId);

  function page(p: PageRecord): Node & Record<string, unknown> {
    const uri = uriOf(p);
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
      content: () => absolutize(filterContentTags(numberForms(p.content), libraryImage)),
      uri,
      slug: p.slug,
      link: `${origin}${uri}`,
      // Set when the editor first opens a new page, before it has a slug.
      guid: `${origin}/?page_id=${p.id}`,
      status: 'publish',
      ...dates(p.date, 'page', p.id),
      isFrontPage: p.isFrontPage,
      // WordPress's privacy page setting names one page: the default language's.
      isPrivacyPage: p.isPrivacyPage && p.language === defaultLanguage().slug,
      isRevision: false,
      contentTypeName: 'page',
      menuOrder: p.menuOrder || null,
      commentStatus: p.commentStatus,
      commentCount: () => approvedComments(p.id).length,
      comments: (args: Args) => connection(filterComments(approvedComments(p.id), args.where).map(comment), args),
      author: () => edge(author && user(author)),
      authorDatabaseId: author?.id ?? null,
      authorId: author ? globalId('user', author.id) : null,
      featuredImage: () => edge(featured && mediaItem(featured)),
      featuredImageDatabaseId: featured?.id ?? null,
      featuredImageId: featured ? globalId('mediaItem', featured.id) : null,
      parent: () => edge(parent && page(parent)),
      parentDatabaseId: parent?.id ?? null,
      parentId: parent ? globalId('page', parent.id) : null,
      children: (args: Args) =>
        connectionOf(sortPages(pageRecords().filter((c) => c.parent === p.id), null), args, (c) => c.id, page),
      language: () => language(languageBySlug(p.language)),
      translations: () => pageRecords().filter((t) => t.translationKey === p.translationKey && t.id !== p.id).map(page),
      translation: ({ language: code }: { language: string }) => {
        const found = pageRecords().find((t) => t.translationKey === p.translationKey && languageBySlug(t.language).code === code);
        return found ? page(found) : null;
      },
    };
  }

  type OrderBy = { field: string; order: string };
  function sortPages(list: PageRecord[], orderby: OrderBy[] | null | undefined): PageRecord[] {
    const rules = orderby?.length ? orderby : [{ field: 'DATE', order: 'DESC' }];
    const key = (p: PageRecord, field: string): string | number => {
      switch (field) {
        case 'MENU_ORDER': return p.menuOrder;
        case 'TITLE': return p.title;
        case 'SLUG': return p.slug;
        case 'MODIFIED': return store.modified('page', p.id) ?? p.date;
        case 'PARENT': return p.parent ?? 0;
        default: return p.date;
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

  const idList = (value: unknown): number[] =>
    Array.isArray(value) ? value.map((v) => (/^\d+$/.test(String(v)) ? Number(v) : decodeGlobalId(String(v))?.databaseId ?? -1)) : [];

  function languageFilter(where: Record<string, unknown> | null | undefined): Set<string> | null {
    const codes = where?.languages as string[] | undefined;
    if (codes?.length) return new Set(site().languages.filter((l) => codes.includes(l.code)).map((l) => l.slug));
    const code = where?.language as string | undefined;
    if (!code || code === 'ALL') return null;
    if (code === 'DEFAULT') return new Set([defaultLanguage().slug]);
    return new Set(site().languages.filter((l) => l.code === code).map((l) => l.slug));
  }

  function filterPages(where: Record<string, unknown> | null | undefined): PageRecord[] {
    let list = pageRecords();
    const languages = languageFilter(where);
    if (languages) list = list.filter((p) => languages.has(p.language));
    if (where?.in) { const ids = idList(where.in); list = list.filter((p) => ids.includes(p.id)); }
    if (where?.notIn) { const ids = idList(where.notIn); list = list.filter((p) => !ids.includes(p.id)); }
    if (where?.id) list = list.filter((p) => p.id === where.id);
    if (where?.parent !== undefined && where?.parent !== null) {
      const parentId = idList([where.parent])[0];
      list = list.filter((p) => (p.parent ?? 0) === parentId);
    }
    if (where?.name) list = list.filter((p) => p.slug === where.name);
    if (where?.title) list = list.filter((p) => p.title === where.title);
    if (where?.search) { const q = String(where.search).toLowerCase(); list = list.filter((p) => `${p.title} ${p.content}`.toLowerCase().includes(q)); }
    if (where?.status && where.status !== 'PUBLISH') list = [];
    return sortPages(list, where?.orderby as OrderBy[] | undefined);
  }

  function findPage(id: string, idType = 'ID'): PageRecord | undefined {
    if (idType === 'DATABASE_ID') return store.get<PageRecord>('page', Number(id));
    if (idType === 'URI') {
      const wanted = id.startsWith('http') ? new URL(id).pathname : `/${id.replace(/^\/|\/$/g, '')}/`.replace('//', '/');
      return pageRecords().find((p) => uriOf(p) === wanted);
    }
    const decoded = decodeGlobalId(id);
    return decoded?.loader === 'post' ? store.get<PageRecord>('page', decoded.databaseId) : undefined;
  }

  // ---- media ----
  const mediaRecords = () => store.all<MediaRecord>('mediaItem');
  // WordPress makes slugs unique: a second upload named like an earlier one gets `-2`.
  const mediaSlug = (m: MediaRecord) => {
    const base = m.file.replace(/\.[a-z0-9]+$/i, '');
    const earlier = mediaRecords().filter((o) => o.id < m.id && o.file.replace(/\.[a-z0-9]+$/i, '') === base).length;
    return earlier ? `${base}-${earlier + 1}` : base;
  };
  const libraryImage = (id: number): LibraryImage | undefined => {
    const m = store.get<MediaRecord>('mediaItem', id);
    if (!m) return undefined;
    return { url: `${UPLOADS_PATH}${m.file}`, width: m.width, height: m.height, sizes: imageSizes(m.file, m.width, m.height, m.mimeType), folderUrl: UPLOADS_PATH };
  };

  function mediaItem(m: MediaRecord): Node & Record<string, unknown> {
    const lang = defaultLanguage().slug;
    const url = `${origin}${UPLOADS_PATH}${m.file}`;
    const slug = mediaSlug(m);
    const isImage = m.mimeType.startsWith('image/');
    const copies = imageSizes(m.file, m.width, m.height, m.mimeType);
    // WPGraphQL shows the medium copy by default, as the media library does.
    const medium = copies.find((c) => c.name === 'medium');
    const copyUrl = (file: string) => `${origin}${UPLOADS_PATH}${file}`;
    return {
      __typename: 'MediaItem',
      ...contentNodeFlags,
      id: globalId('mediaItem', m.id),
      databaseId: m.id,
      mediaItemId: m.id,
      title: () => theTitle(m.title),
      altText: m.alt[lang] ?? '',
      caption: () => (m.caption[lang] ? `<p>${theText(m.caption[lang])}</p>\n` : null),
      description: () => null,
      slug,
      uri: `/${slug}/`,
      link: `${origin}/${slug}/`,
      guid: url,
      status: 'inherit',
      ...dates(m.date, 'mediaItem', m.id),
      isFrontPage: false,
      contentTypeName: 'attachment',
      commentStatus: 'closed',
      commentCount: 0,
      comments: (args: Args) => connection([], args),
      mediaItemUrl: url,
      // wp_get_attachment_image_src() has no picture of a file that is not an image.
      sourceUrl: () => (isImage ? url : null),
      file: () => m.file,
      filePath: () => `${UPLOADS_PATH}${m.file}`,
      fileSize: () => m.fileSize,
      srcSet: () => (medium ? srcset({ url: copyUrl(medium.file), ...medium }, [...copies.map((c) => ({ url: copyUrl(c.file), ...c })), { url, width: m.width, height: m.height }]) : null),
      sizes: () => (isImage ? sizesAttribute(medium?.width ?? m.width) : null),
      mimeType: m.mimeType,
      // WPGraphQL: 'image' for what wp_attachment_is_image() says is one, 'file' for the rest.
      mediaType: m.mimeType.startsWith('image/') ? 'image' : 'file',
      // Only images have an image's metadata (file, copies, camera data) in WordPress.
      mediaDetails: {
        file: isImage ? m.file : null,
        filePath: isImage ? `${UPLOADS_PATH}${m.file}` : null,
        width: m.width,
        height: m.height,
        sizes: () => (isImage ? copies.map((c) => ({ name: c.name, file: c.file, filePath: `${UPLOADS_PATH}${c.file}`, width: String(c.width), height: String(c.height), mimeType: m.mimeType, fileSize: null, sourceUrl: copyUrl(c.file) })) : null),
        meta: isImage ? { title: '', caption: '', copyright: '', credit: '', camera: '', aperture: 0, focalLength: null, iso: 0, shutterSpeed: null, createdTimestamp: null, orientation: '0', keywords: [] } : null,
      },
      author: () => { const u = store.get<UserRecord>('user', 1); return edge(u && user(u)); },
      authorDatabaseId: 1,
      authorId: globalId('user', 1),
      parent: () => null,
      parentDatabaseId: null,
      parentId: null,
      children: (args: Args) => connection([], args),
    };
  }

  function findMedia(id: string, idType = 'ID'): MediaRecord | undefined {
    const all = store.all<MediaRecord>('mediaItem');
    switch (idType) {
      case 'DATABASE_ID': return store.get<MediaRecord>('mediaItem', Number(id));
      case 'SOURCE_URL': { const path = id.replace(/^https?:\/\/[^/]+/, ''); return all.find((m) => `${UPLOADS_PATH}${m.file}` === path); }
      case 'SLUG': return all.find((m) => mediaSlug(m) === id);
      case 'URI': return all.find((m) => `/${mediaSlug(m)}/` === id);
      default: { const d = decodeGlobalId(id); return d?.loader === 'post' ? store.get<MediaRecord>('mediaItem', d.databaseId) : undefined; }
    }
  }

  // ---- menus ----
  // Polylang names the locations of languages other than the default `<LOCATION>___<LANG>`.
  const locationOf = (m: MenuRecord) => (m.language === defaultLanguage().slug ? m.location : `${m.location}___${m.language.toUpperCase()}`);
  const menuRecords = () => store.all<MenuRecord>('menu');
  const menuItemRecords = () => store.all<MenuItemRecord>('menuItem');

  function menu(m: MenuRecord): Node & Record<string, unknown> {
    const items = menuItemRecords().filter((i) => i.menuId === m.id);
    return {
      __typename: 'Menu',
      id: globalId('menu', m.id),
      databaseId: m.id,
      menuId: m.id,
      name: m.name,
      slug: m.slug,
      count: items.length,
      locations: [locationOf(m)],
      isRestricted: false,
      menuItems: (args: Args) => connection(filterMenuItems(items, args.where).map(menuItem), args),
    };
  }

  function menuItem(i: MenuItemRecord): Node & Record<string, unknown> {
    const owner = store.get<MenuRecord>('menu', i.menuId);
    const target = i.pageId ? store.get<PageRecord>('page', i.pageId) : undefined;
    const path = target ? uriOf(target) : (i.url ?? '#');
    const url = path.startsWith('/') ? `${origin}${path}` : path;
    return {
      __typename: 'MenuItem',
      id: globalId('menuItem', i.id),
      databaseId: i.id,
      menuItemId: i.id,
      label: i.label ?? target?.title ?? '',
      title: null,
      description: null,
      cssClasses: [],
      linkRelationship: null,
      target: null,
      url,
      path,
      uri: path,
      order: positionInMenu(i),
      parentDatabaseId: i.parentId ?? 0,
      parentId: i.parentId ? globalId('menuItem', i.parentId) : null,
      locations: owner ? [locationOf(owner)] : [],
      isRestricted: false,
      menu: () => edge(owner && menu(owner)),
      connectedNode: () => edge(target && page(target)),
      childItems: (args: Args) => connection(menuItemRecords().filter((c) => c.parentId === i.id).sort((a, b) => positionInMenu(a) - positionInMenu(b)).map(menuItem), args),
    };
  }

  function filterMenuItems(list: MenuItemRecord[], where: Record<string, unknown> | null | undefined): MenuItemRecord[] {
    // Only menus assigned to a location are public, as in WordPress.
    const menus = new Map(menuRecords().filter((m) => m.location).map((m) => [m.id, m]));
    let items = list.filter((i) => menus.has(i.menuId));
    if (where?.location) items = items.filter((i) => locationOf(menus.get(i.menuId)!) === where.location);
    const languages = languageFilter(where);
    if (languages) items = items.filter((i) => languages.has(menus.get(i.menuId)!.language));
    if (where?.parentDatabaseId !== undefined && where?.parentDatabaseId !== null) items = items.filter((i) => (i.parentId ?? 0) === where.parentDatabaseId);
    if (where?.parentId) items = items.filter((i) => i.parentId === idList([where.parentId])[0]);
    if (where?.id) items = items.filter((i) => i.id === where.id);
    // WordPress sorts by menu_order, the position in the whole menu; equal ones, newest first.
    return [...items].sort((a, b) => positionInMenu(a) - positionInMenu(b) || b.id - a.id);
  }

  // An item's menu_order is its place in its menu as the editor sees it, children included.
  function positionInMenu(item: MenuItemRecord): number {
    const siblingsOf = (parentId: number | null) =>
      menuItemRecords().filter((i) => i.menuId === item.menuId && (i.parentId ?? null) === parentId).sort((a, b) => a.order - b.order || a.id - b.id);
    const flat: MenuItemRecord[] = [];
    const walk = (parentId: number | null) => siblingsOf(parentId).forEach((i) => { flat.push(i); walk(i.id); });
    walk(null);
    return flat.findIndex((i) => i.id === item.id) + 1;
  }

  function findMenu(id: string, idType = 'ID'): MenuRecord | undefined {
    const all = menuRecords();
    switch (idType) {
      case 'DATABASE_ID': return store.get<MenuRecord>('menu', Number(id));
      case 'LOCATION': return all.find((m) => locationOf(m) === id);
      case 'NAME': return all.find((m) => m.name === id);
      case 'SLUG': return all.find((m) => m.slug === id);
      default: { const d = decodeGlobalId(id); return d?.loader === 'term' ? store.get<MenuRecord>('menu', d.databaseId) : undefined; }
    }
  }

  // ---- comments and people ----
  function filterComments(list: CommentRecord[], where: Record<string, unknown> | null | undefined): CommentRecord[] {
    let items = list;
    if (where?.contentId) items = items.filter((c) => c.pageId === idList([where.contentId])[0]);
    if (where?.parent !== undefined && where?.parent !== null) items = items.filter((c) => c.parentId === where.parent);
    if (where?.parentIn) { const ids = idList(where.parentIn); items = items.filter((c) => ids.includes(c.parentId)); }
    if (where?.userId) items = items.filter((c) => c.userId === idList([where.userId])[0]);
    const desc = where?.order !== 'ASC';
    return [...items].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1) * (desc ? -1 : 1));
  }

  const avatar = (email: string) => ({
    size: 96,
    height: 96,
    width: 96,
    default: 'mm',
    forceDefault: false,
    foundAvatar: true,
    rating: 'g',
    scheme: null,
    extraAttr: null,
    isRestricted: false,
    url: `https://secure.gravatar.com/avatar/${sha256(email)}?s=96&d=mm&r=g`,
  });

  function comment(c: CommentRecord): Node & Record<string, unknown> {
    const parent = c.parentId ? store.get<CommentRecord>('comment', c.parentId) : undefined;
    const commentedOn = store.get<PageRecord>('page', c.pageId);
    const registered = c.userId ? store.get<UserRecord>('user', c.userId) : undefined;
    const dateGmt = c.dateGmt ?? localToGmt(c.date.replace(' ', 'T'), timeZone()).replace('T', ' ');
    return {
      __typename: 'Comment',
      id: globalId('comment', c.id),
      databaseId: c.id,
      commentId: c.id,
      content: () => absolutize(theText(c.content.trim()) + '\n'),
      date: c.date,
      dateGmt,
      status: 'APPROVE',
      approved: true,
      type: 'comment',
      karma: null,
      agent: null,
      authorIp: null,
      link: commentedOn ? `${origin}${uriOf(commentedOn)}#comment-${c.id}` : null,
      uri: commentedOn ? `${uriOf(commentedOn)}#comment-${c.id}` : null,
      isComment: true,
      isContentNode: false,
      isTermNode: false,
      isFrontPage: false,
      isPostsPage: false,
      isRestricted: false,
      parentDatabaseId: c.parentId,
      parentId: parent ? globalId('comment', parent.id) : null,
      parent: () => edge(parent && comment(parent)),
      replies: (args: Args) => connection(filterComments(approvedComments(c.pageId).filter((r) => r.parentId === c.id), args.where).map(comment), args),
      commentedOn: () => edge(commentedOn && page(commentedOn)),
      // Public requests never see a commenter's e-mail or IP address.
      author: () => edge(registered ? user(registered) : commentAuthor(c), { name: c.authorName, email: null, url: c.authorUrl || null, ipAddress: null }),
    };
  }

  const commentAuthor = (c: CommentRecord) => ({
    __typename: 'CommentAuthor',
    id: Buffer.from(`comment_author:${c.id}`).toString('base64'),
    databaseId: c.id,
    name: c.authorName,
    url: c.authorUrl,
    email: null,
    isRestricted: false,
    avatar: () => avatar(c.authorEmail),
  });

  function user(u: UserRecord): Node & Record<string, unknown> {
    return {
      __typename: 'User',
      id: globalId('user', u.id),
      databaseId: u.id,
      userId: u.id,
      name: u.name,
      firstName: u.firstName,
      lastName: u.lastName,
      // Private to the public, as WPGraphQL's user model has them.
      nickname: null,
      nicename: null,
      slug: u.slug,
      description: u.description,
      uri: `/author/${u.slug}/`,
      url: null,
      email: null,
      username: null,
      locale: null,
      registeredDate: null,
      capabilities: null,
      capKey: null,
      extraCapabilities: null,
      isComment: false,
      isContentNode: false,
      isTermNode: false,
      isFrontPage: false,
      isPostsPage: false,
      isRestricted: false,
      shouldShowAdminToolbar: null,
      avatar: () => avatar(userEmail(u.id, u.slug, store.all<CommentRecord>('comment'), String(site().generalSettings.email ?? ''))),
      comments: (args: Args) => connection(filterComments(publicComments().filter((c) => c.userId === u.id), args.where).map(comment), args),
      pages: (args: Args) => connectionOf(sortPages(pageRecords().filter((p) => p.author === u.id), null), args, (p) => p.id, page),
      mediaItems: (args: Args) => connection([], args),
    };
  }

  function findUser(id: string, idType = 'ID'): UserRecord | undefined {
    const all = store.all<UserRecord>('user');
    switch (idType) {
      case 'DATABASE_ID': return store.get<UserRecord>('user', Number(id));
      case 'SLUG': return all.find((u) => u.slug === id);
      case 'URI': return all.find((u) => `/author/${u.slug}/` === id);
      default: { const d = decodeGlobalId(id); return d?.loader === 'user' ? store.get<UserRecord>('user', d.databaseId) : undefined; }
    }
  }

  // ---- WPGatsby's action monitor ----
  function action(a: Action): Node & Record<string, unknown> {
    const referenced = a.kind && a.nodeId !== null ? { kind: a.kind, id: a.nodeId } : null;
    const local = new Date(a.createdMs).toISOString().slice(0, 19);
    const databaseId = ACTION_ID_OFFSET + a.id;
    return {
      __typename: 'ActionMonitorAction',
      ...contentNodeFlags,
      id: globalId('page', databaseId),
      databaseId,
      actionMonitorActionId: databaseId,
      actionType: a.actionType,
      // WPGraphQL gives an empty post title as null (a menu item showing its page's title has none).
      title: () => a.title || null,
      content: () => null,
      contentTypeName: 'action_monitor',
      status: 'private',
      date: gmtToLocal(local, timeZone()),
      dateGmt: local,
      modified: gmtToLocal(local, timeZone()),
      modifiedGmt: local,
      isFrontPage: false,
      slug: String(databaseId),
      uri: null,
      link: null,
      guid: null,
      parent: () => null,
      // WPGatsby names a root fields change "update_non_node_root_field" everywhere (camel-cased as a type name).
      ...(a.actionType === 'NON_NODE_ROOT_FIELDS'
        ? { referencedNodeID: NON_NODE_ROOT_FIELD, referencedNodeGlobalRelayID: NON_NODE_ROOT_FIELD, referencedNodeSingularName: 'updateNonNodeRootField', referencedNodePluralName: 'updateNonNodeRootField' }
        : {
            referencedNodeID: referenced ? String(referenced.id) : null,
            referencedNodeGlobalRelayID: referenced ? globalId(referenced.kind, referenced.id) : null,
            referencedNodeSingularName: referenced?.kind ?? null,
            referencedNodePluralName: referenced ? pluralOf[referenced.kind] : null,
          }),
      referencedNodeStatus: a.status,
    };
  }

  const lookupNode = (id: string): Node | null => {
    const decoded = decodeGlobalId(id);
    if (!decoded) return null;
    const n = decoded.databaseId;
    if (decoded.loader === 'post') {
      const p = store.get<PageRecord>('page', n);
      if (p) return page(p);
      const m = store.get<MediaRecord>('mediaItem', n);
      if (m) return mediaItem(m);
      const i = store.get<MenuItemRecord>('menuItem', n);
      return i ? menuItem(i) : null;
    }
    if (decoded.loader === 'term') { const m = store.get<MenuRecord>('menu', n); return m ? menu(m) : null; }
    if (decoded.loader === 'comment') { const c = store.get<CommentRecord>('comment', n); return c && isPublic(c) ? comment(c) : null; }
    if (decoded.loader === 'user') { const u = store.get<UserRecord>('user', n); return u ? user(u) : null; }
    return null;
  };

  // Settings > General as an anonymous visitor sees it: WordPress keeps an empty WPLANG for
  // English, and the site's e-mail address is refused (an error beside the answer).
  const generalSettings = () => {
    const settings = site().generalSettings;
    return {
      ...settings,
      url: origin,
      language: settings.language === 'en_US' ? '' : settings.language,
      email: () => {
        throw new GraphQLError('Sorry, you do not have permission to view this setting.', { extensions: { category: 'user' } });
      },
    };
  };

  const orNull = <R, T>(record: R | undefined, build: (r: R) => T): T | null => (record ? build(record) : null);

  return {
    isWpGatsby: true,
    wpGatsby: { arePrettyPermalinksEnabled: options.prettyPermalinks ?? true, isPreviewFrontendOnline: false },
    wpGatsbyCompatibility: ({ wpGQLVersionRange, wpGatsbyVersionRange }: { wpGQLVersionRange: string; wpGatsbyVersionRange: string }) => ({
      satisfies: {
        wpGQL: semver.satisfies(WPGRAPHQL_VERSION, wpGQLVersionRange),
        wpGatsby: semver.satisfies(WPGATSBY_VERSION, wpGatsbyVersionRange),
      },
    }),
    generalSettings: () => generalSettings(),
    discussionSettings: () => site().discussionSettings,
    languages: () => site().languages.map((l) => language(l, true)),
    defaultLanguage: () => language(defaultLanguage(), true),

    pages: (args: Args) => connectionOf(filterPages(args.where), args, (p) => p.id, page),
    page: ({ id, idType }: { id: string; idType?: string }) => orNull(findPage(id, idType), page),
    mediaItems: (args: Args) => {
      let list = store.all<MediaRecord>('mediaItem');
      if (args.where?.in) { const ids = idList(args.where.in); list = list.filter((m) => ids.includes(m.id)); }
      return connection([...list].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1)).map(mediaItem), args);
    },
    mediaItem: ({ id, idType }: { id: string; idType?: string }) => orNull(findMedia(id, idType), mediaItem),
    menus: (args: Args) => {
      let list = menuRecords().filter((m) => m.location);
      if (args.where?.location) list = list.filter((m) => locationOf(m) === args.where?.location);
      if (args.where?.slug) list = list.filter((m) => m.slug === args.where?.slug);
      if (args.where?.id) list = list.filter((m) => m.id === args.where?.id);
      // Terms come sorted by name, as MySQL's collation compares them (case and accents aside).
      list = [...list].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
      return connection(list.map(menu), args);
    },
    menu: ({ id, idType }: { id: string; idType?: string }) => orNull(findMenu(id, idType), menu),
    menuItems: (args: Args) => connection(filterMenuItems(menuItemRecords(), args.where).map(menuItem), args),
    menuItem: ({ id, idType }: { id: string; idType?: string }) => {
      const d = idType === 'DATABASE_ID' ? { databaseId: Number(id) } : decodeGlobalId(id);
      return orNull(d ? store.get<MenuItemRecord>('menuItem', d.databaseId) : undefined, menuItem);
    },
    comments: (args: Args) => connection(filterComments(publicComments(), args.where).map(comment), args),
    comment: ({ id, idType }: { id: string; idType?: string }) => {
      const d = idType === 'DATABASE_ID' ? { databaseId: Number(id) } : decodeGlobalId(id);
      const c = d ? store.get<CommentRecord>('comment', d.databaseId) : undefined;
      return orNull(c && isPublic(c) ? c : undefined, comment);
    },
    users: (args: Args) => connection(store.all<UserRecord>('user').map(user), args),
    user: ({ id, idType }: { id: string; idType?: string }) => orNull(findUser(id, idType), user),
    node: ({ id }: { id: string }) => (id ? lookupNode(id) : null),
    nodeByUri: ({ uri }: { uri: string }) => orNull(findPage(uri, 'URI'), page),

    // ---- mutations ----
    createComment: ({ input }: { input: CreateCommentInput }, context: RequestContext) => {
      const outcome = createComment(store, input, { ip: context.ip }, (options.now ?? Date.now)());
      // WPGraphQL throws a UserError: the field is null and the message goes to `errors`.
      if (!outcome.ok) throw new GraphQLError(outcome.message, { extensions: { category: 'user' } });
      return {
        success: true,
        // A comment held for moderation is not public, so the payload cannot show it.
        comment: isPublic(outcome.comment) ? comment(outcome.comment) : null,
        clientMutationId: input.clientMutationId ?? null,
      };
    },

    actionMonitorActions: (args: Args) => {
      const since = Number(args.where?.sinceTimestamp ?? 0);
      return connection(store.actionsSince(since).map(action), args);
    },
  };
}
