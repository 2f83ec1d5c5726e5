// What a visitor should see after sending a comment, read from WPGraphQL's createComment answer
// or from the failure to get one. WPGraphQL gives refusals no code, only WordPress's message, so
// the kind is recognised from the message; the message itself is kept for display.
import { plainText } from './plain-text';

export type CommentErrorKind = 'duplicate' | 'too-fast' | 'invalid-email' | 'closed' | 'missing-fields' | 'login-required' | 'network' | 'unknown';

export type CreateCommentResult<C> =
  | { kind: 'approved'; comment: C }
  | { kind: 'held' }
  | {
      kind: 'error';
      error: CommentErrorKind;
      /** The server's message as sent (WordPress escapes it as HTML), or the failure's. */
      message: string;
      /** The same message as plain text, for showing it. */
      text: string;
    };

export type CreateCommentAnswer<C> = {
  data?: { createComment?: { success?: boolean | null; comment?: (C & { status?: string | null }) | null } | null } | null;
  errors?: readonly { message: string }[] | null;
};

// Messages of WordPress core and WPGraphQL, in English; a translated WordPress sends others, which
// fall back to `unknown` with their text kept.
const KINDS: [CommentErrorKind, RegExp][] = [
  ['duplicate', /duplicate comment/i],
  ['too-fast', /posting comments too quickly/i],
  ['invalid-email', /email address you are trying to use is invalid|enter a valid email address/i],
  ['closed', /closed to comments|comments are closed/i],
  ['login-required', /must be logged in|requires you to be logged in/i],
  ['missing-fields', /must include an authorName|fill the required fields|type your comment text/i],
];

const errorResult = (error: CommentErrorKind, message: string): CreateCommentResult<never> => ({ kind: 'error', error, message, text: plainText(message) });

export function kindOfMessage(message: string): CommentErrorKind {
  const text = plainText(message);
  return KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'unknown';
}

/** Reads a createComment answer: the JSON body of an HTTP 200 from /graphql. */
export function resultFromAnswer<C>(answer: CreateCommentAnswer<C> | null | undefined): CreateCommentResult<C> {
  const first = answer?.errors?.[0];
  if (first) return errorResult(kindOfMessage(first.message), first.message);
  const payload = answer?.data?.createComment;
  if (!payload?.success) return errorResult('unknown', '');
  const comment = payload.comment;
  // A comment that is not public comes back as null; a logged-in author may see it as HOLD.
  if (!comment || (comment.status && comment.status !== 'APPROVE')) return { kind: 'held' };
  return { kind: 'approved', comment };
}

/**
 * Reads a thrown failure. Clients that throw GraphQL errors (Apollo's CombinedGraphQLErrors
 * carries `errors`) are read as answers; anything else means the server was not reached or gave
 * no usable answer.
 */
export function resultFromFailure(failure: unknown): CreateCommentResult<never> {
  if (failure && typeof failure === 'object' && 'errors' in failure && Array.isArray(failure.errors) && failure.errors.length) {
    const message = (failure.errors[0] as { message?: unknown }).message;
    if (typeof message === 'string') return errorResult(kindOfMessage(message), message);
  }
  const message = failure instanceof Error ? failure.message : typeof failure === 'string' ? failure : '';
  return errorResult('network', message);
}
