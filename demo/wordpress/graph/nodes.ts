// `node`: any public node by its global id.
import type { CommentRecord, MediaRecord, MenuItemRecord, MenuRecord, PageRecord, UserRecord } from '../content-files';
import { comment, isPublic } from './comments';
import type { GraphContext, Node } from './context';
import { decodeGlobalId } from './global-ids';
import { mediaItem } from './media';
import { menu, menuItem } from './menus';
import { page } from './pages';
import { user } from './users';

const lookupNode = (ctx: GraphContext, id: string): Node | null => {
  const { store } = ctx;
  const decoded = decodeGlobalId(id);
  if (!decoded) return null;
  const n = decoded.databaseId;
  if (decoded.loader === 'post') {
    const p = store.get<PageRecord>('page', n);
    if (p) return page(ctx, p);
    const m = store.get<MediaRecord>('mediaItem', n);
    if (m) return mediaItem(ctx, m);
    const i = store.get<MenuItemRecord>('menuItem', n);
    return i ? menuItem(ctx, i) : null;
  }
  if (decoded.loader === 'term') {
    const m = store.get<MenuRecord>('menu', n);
    return m ? menu(ctx, m) : null;
  }
  if (decoded.loader === 'comment') {
    const c = store.get<CommentRecord>('comment', n);
    return c && isPublic(c) ? comment(ctx, c) : null;
  }
  if (decoded.loader === 'user') {
    const u = store.get<UserRecord>('user', n);
    return u ? user(ctx, u) : null;
  }
  return null;
};

export const nodeRootFields = (ctx: GraphContext) => ({
  node: ({ id }: { id: string }) => (id ? lookupNode(ctx, id) : null),
});
