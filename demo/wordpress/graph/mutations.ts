// The root mutations: visitors' comments.
import { GraphQLError } from 'graphql';
import { createComment, type CreateCommentInput } from '../create-comment';
import { comment, isPublic } from './comments';
import type { GraphContext } from './context';

/** What the HTTP layer knows about the request, handed to resolvers as GraphQL's context. */
export type RequestContext = { ip: string };

export const mutationRootFields = (ctx: GraphContext, now: (() => number) | undefined) => ({
  createComment: ({ input }: { input: CreateCommentInput }, context: RequestContext) => {
    const outcome = createComment(ctx.store, input, { ip: context.ip }, (now ?? Date.now)());
    // WPGraphQL throws a UserError: the field is null and the message goes to `errors`.
    if (!outcome.ok) throw new GraphQLError(outcome.message);
    return {
      success: true,
      // A comment held for moderation is not public, so the payload cannot show it.
      comment: isPublic(outcome.comment) ? comment(ctx, outcome.comment) : null,
      clientMutationId: input.clientMutationId ?? null,
    };
  },
});
