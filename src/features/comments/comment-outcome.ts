// What the visitor is told after sending: a message key of the `comments` namespace for each
// result of createComment, and whether what they typed stays in the form.
import type { CommentErrorKind, CreateCommentResult } from './create-comment-result';

export type CommentOutcome = {
  tone: 'published' | 'held' | 'error';
  /** Key in locales/<lang>/comments.json. */
  messageKey: string;
  /** The server's own words, shown when no message of ours says more (an unknown refusal). */
  detail: string | null;
  /** Refusals keep the text so that the visitor can fix it and send again. */
  keepText: boolean;
};

const ERROR_KEYS: Record<CommentErrorKind, string> = {
  duplicate: 'error.duplicate',
  'too-fast': 'error.tooFast',
  'invalid-email': 'error.invalidEmail',
  closed: 'error.closed',
  'missing-fields': 'error.missingFields',
  'login-required': 'error.loginRequired',
  network: 'error.network',
  unknown: 'error.unknown',
};

export function outcomeOf<C>(result: CreateCommentResult<C>): CommentOutcome {
  switch (result.kind) {
    case 'approved':
      return { tone: 'published', messageKey: 'outcome.published', detail: null, keepText: false };
    case 'held':
      return { tone: 'held', messageKey: 'outcome.held', detail: null, keepText: false };
    case 'error':
      return { tone: 'error', messageKey: ERROR_KEYS[result.error], detail: result.error === 'unknown' && result.text ? result.text : null, keepText: true };
  }
}
