// Comments and the visitors who wrote them, as the public sees them.
import { connection, edge } from '../connection';
import type { CommentRecord, PageRecord, UserRecord } from '../content-files';
import { theText } from '../content-filters';
import { globalId } from '../store';
import { localToGmt } from '../wp-dates';
import { absolutize } from './absolute-links';
import { avatar } from './avatars';
import type { Args, GraphContext, Node } from './context';
import { decodeGlobalId, idList } from './global-ids';
import { page, uriOf } from './pages';
import { timeZone } from './settings';
import { user } from './users';

// Comments waiting for moderation are never public.
export const isPublic = (c: CommentRecord) => (c.status ?? 'approved') === 'approved';
export const publicComments = (ctx: GraphContext) => ctx.store.all<CommentRecord>('comment').filter(isPublic);
export const approvedComments = (ctx: GraphContext, pageId: number) => publicComments(ctx).filter((c) => c.pageId === pageId);

export function filterComments(list: CommentRecord[], where: Record<string, unknown> | null | undefined): CommentRecord[] {
  let items = list;
  if (where?.contentId) items = items.filter((c) => c.pageId === idList([where.contentId])[0]);
  if (where?.parent !== undefined && where?.parent !== null) items = items.filter((c) => c.parentId === where.parent);
  if (where?.parentIn) {
    const ids = idList(where.parentIn);
    items = items.filter((c) => ids.includes(c.parentId));
  }
  if (where?.userId) items = items.filter((c) => c.userId === idList([where.userId])[0]);
  const desc = where?.order !== 'ASC';
  return [...items].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1) * (desc ? -1 : 1));
}

export function comment(ctx: GraphContext, c: CommentRecord): Node & Record<string, unknown> {
  const { store, origin } = ctx;
  const parent = c.parentId ? store.get<CommentRecord>('comment', c.parentId) : undefined;
  const commentedOn = store.get<PageRecord>('page', c.pageId);
  const registered = c.userId ? store.get<UserRecord>('user', c.userId) : undefined;
  const dateGmt = c.dateGmt ?? localToGmt(c.date.replace(' ', 'T'), timeZone(ctx)).replace('T', ' ');
  return {
    __typename: 'Comment',
    id: globalId('comment', c.id),
    databaseId: c.id,
    commentId: c.id,
    content: () => absolutize(theText(c.content.trim()) + '\n', origin),
    date: c.date,
    dateGmt,
    status: 'APPROVE',
    approved: true,
    type: 'comment',
    karma: null,
    agent: null,
    authorIp: null,
    link: commentedOn ? `${origin}${uriOf(ctx, commentedOn)}#comment-${c.id}` : null,
    uri: commentedOn ? `${uriOf(ctx, commentedOn)}#comment-${c.id}` : null,
    isComment: true,
    isContentNode: false,
    isTermNode: false,
    isFrontPage: false,
    isPostsPage: false,
    isRestricted: false,
    parentDatabaseId: c.parentId,
    parentId: parent ? globalId('comment', parent.id) : null,
    parent: () => edge(parent && comment(ctx, parent)),
    replies: (args: Args) =>
      connection(
        filterComments(
          approvedComments(ctx, c.pageId).filter((r) => r.parentId === c.id),
          args.where,
        ).map((r) => comment(ctx, r)),
        args,
      ),
    commentedOn: () => edge(commentedOn && page(ctx, commentedOn)),
    // Public requests never see a commenter's e-mail or IP address.
    author: () => edge(registered ? user(ctx, registered) : commentAuthor(c), { name: c.authorName, email: null, url: c.authorUrl || null, ipAddress: null }),
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

export const commentRootFields = (ctx: GraphContext) => ({
  comments: (args: Args) =>
    connection(
      filterComments(publicComments(ctx), args.where).map((c) => comment(ctx, c)),
      args,
    ),
  comment: ({ id, idType }: { id: string; idType?: string }) => {
    const d = idType === 'DATABASE_ID' ? { databaseId: Number(id) } : decodeGlobalId(id);
    const c = d ? ctx.store.get<CommentRecord>('comment', d.databaseId) : undefined;
    return c && isPublic(c) ? comment(ctx, c) : null;
  },
});
