// WordPress users, with what WPGraphQL's user model keeps from anonymous visitors.
import { connection, connectionOf } from '../connection';
import { userEmail, type CommentRecord, type UserRecord } from '../content-files';
import { globalId } from '../store';
import { avatar } from './avatars';
import { comment, filterComments, publicComments } from './comments';
import type { Args, GraphContext, Node } from './context';
import { decodeGlobalId } from './global-ids';
import { page, pageRecords, sortPages } from './pages';

export function user(ctx: GraphContext, u: UserRecord): Node & Record<string, unknown> {
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
    avatar: () => avatar(userEmail(u.id, u.slug, ctx.store.all<CommentRecord>('comment'), String(ctx.store.site().generalSettings.email ?? ''))),
    comments: (args: Args) =>
      connection(
        filterComments(
          publicComments(ctx).filter((c) => c.userId === u.id),
          args.where,
        ).map((c) => comment(ctx, c)),
        args,
      ),
    pages: (args: Args) =>
      connectionOf(
        sortPages(
          ctx,
          pageRecords(ctx).filter((p) => p.author === u.id),
          null,
        ),
        args,
        (p) => p.id,
        (p) => page(ctx, p),
      ),
    mediaItems: (args: Args) => connection([], args),
  };
}

function findUser(ctx: GraphContext, id: string, idType = 'ID'): UserRecord | undefined {
  const all = ctx.store.all<UserRecord>('user');
  switch (idType) {
    case 'DATABASE_ID':
      return ctx.store.get<UserRecord>('user', Number(id));
    case 'SLUG':
      return all.find((u) => u.slug === id);
    case 'URI':
      return all.find((u) => `/author/${u.slug}/` === id);
    default: {
      const d = decodeGlobalId(id);
      return d?.loader === 'user' ? ctx.store.get<UserRecord>('user', d.databaseId) : undefined;
    }
  }
}

export const userRootFields = (ctx: GraphContext) => ({
  users: (args: Args) =>
    connection(
      ctx.store.all<UserRecord>('user').map((u) => user(ctx, u)),
      args,
    ),
  user: ({ id, idType }: { id: string; idType?: string }) => {
    const found = findUser(ctx, id, idType);
    return found ? user(ctx, found) : null;
  },
});
