// The media library: its items, the images content tags refer to, and the `mediaItems` lists.
import { connection, edge } from '../connection';
import type { MediaRecord, UserRecord } from '../content-files';
import { theText, theTitle } from '../content-filters';
import type { LibraryImage } from '../content-tags';
import { imageSizes, sizesAttribute, srcset } from '../image-sizes';
import { globalId } from '../store';
import { contentNodeFlags, dates } from './content-nodes';
import type { Args, GraphContext, Node } from './context';
import { decodeGlobalId, idList } from './global-ids';
import { defaultLanguage } from './languages';
import { user } from './users';

export const UPLOADS_PATH = '/wp-content/uploads/2026/11/';

// WordPress makes slugs unique: a second upload named like an earlier one gets `-2`.
const mediaSlug = (ctx: GraphContext, m: MediaRecord) => {
  const base = m.file.replace(/\.[a-z0-9]+$/i, '');
  const earlier = ctx.store.all<MediaRecord>('mediaItem').filter((o) => o.id < m.id && o.file.replace(/\.[a-z0-9]+$/i, '') === base).length;
  return earlier ? `${base}-${earlier + 1}` : base;
};

export const libraryImage = (ctx: GraphContext, id: number): LibraryImage | undefined => {
  const m = ctx.store.get<MediaRecord>('mediaItem', id);
  if (!m) return undefined;
  return {
    url: `${UPLOADS_PATH}${m.file}`,
    width: m.width,
    height: m.height,
    sizes: imageSizes(m.file, m.width, m.height, m.mimeType),
    folderUrl: UPLOADS_PATH,
  };
};

export function mediaItem(ctx: GraphContext, m: MediaRecord): Node & Record<string, unknown> {
  const { origin } = ctx;
  const lang = defaultLanguage(ctx).slug;
  const url = `${origin}${UPLOADS_PATH}${m.file}`;
  const slug = mediaSlug(ctx, m);
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
    ...dates(ctx, m.date, 'mediaItem', m.id),
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
    srcSet: () =>
      medium
        ? srcset({ url: copyUrl(medium.file), ...medium }, [...copies.map((c) => ({ url: copyUrl(c.file), ...c })), { url, width: m.width, height: m.height }])
        : null,
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
      sizes: () =>
        isImage
          ? copies.map((c) => ({
              name: c.name,
              file: c.file,
              filePath: `${UPLOADS_PATH}${c.file}`,
              width: String(c.width),
              height: String(c.height),
              mimeType: m.mimeType,
              fileSize: null,
              sourceUrl: copyUrl(c.file),
            }))
          : null,
      meta: isImage
        ? {
            title: '',
            caption: '',
            copyright: '',
            credit: '',
            camera: '',
            aperture: 0,
            focalLength: null,
            iso: 0,
            shutterSpeed: null,
            createdTimestamp: null,
            orientation: '0',
            keywords: [],
          }
        : null,
    },
    author: () => {
      const u = ctx.store.get<UserRecord>('user', 1);
      return edge(u && user(ctx, u));
    },
    authorDatabaseId: 1,
    authorId: globalId('user', 1),
    parent: () => null,
    parentDatabaseId: null,
    parentId: null,
    children: (args: Args) => connection([], args),
  };
}

function findMedia(ctx: GraphContext, id: string, idType = 'ID'): MediaRecord | undefined {
  const all = ctx.store.all<MediaRecord>('mediaItem');
  switch (idType) {
    case 'DATABASE_ID':
      return ctx.store.get<MediaRecord>('mediaItem', Number(id));
    case 'SOURCE_URL': {
      const path = id.replace(/^https?:\/\/[^/]+/, '');
      return all.find((m) => `${UPLOADS_PATH}${m.file}` === path);
    }
    case 'SLUG':
      return all.find((m) => mediaSlug(ctx, m) === id);
    case 'URI':
      return all.find((m) => `/${mediaSlug(ctx, m)}/` === id);
    default: {
      const d = decodeGlobalId(id);
      return d?.loader === 'post' ? ctx.store.get<MediaRecord>('mediaItem', d.databaseId) : undefined;
    }
  }
}

export const mediaRootFields = (ctx: GraphContext) => ({
  mediaItems: (args: Args) => {
    let list = ctx.store.all<MediaRecord>('mediaItem');
    if (args.where?.in) {
      const ids = idList(args.where.in);
      list = list.filter((m) => ids.includes(m.id));
    }
    return connection(
      [...list].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1)).map((m) => mediaItem(ctx, m)),
      args,
    );
  },
  mediaItem: ({ id, idType }: { id: string; idType?: string }) => {
    const found = findMedia(ctx, id, idType);
    return found ? mediaItem(ctx, found) : null;
  },
});
