// The state of the comment form's reply mode, as WordPress's comment-reply script keeps it: which
// comment is being answered, the form's heading ("Reply to Ann"), and the heading to restore
// when the visitor cancels. Headings come in already translated.

export type ReplyTarget = { id: string; databaseId: number };

export type ReplyState = {
  /** The comment being answered; null for a new top-level comment. */
  parent: ReplyTarget | null;
  /** The heading the form shows now. */
  title: string;
  /** The form's own heading ("Leave a comment"), shown again after a cancel. */
  originalTitle: string;
};

export type ReplyAction =
  | { type: 'reply'; to: ReplyTarget; title: string }
  | { type: 'cancel' }
  /** The comment was sent: the form goes back to a new top-level comment. */
  | { type: 'sent' };

export const initialReplyState = (originalTitle: string): ReplyState => ({ parent: null, title: originalTitle, originalTitle });

export function replyReducer(state: ReplyState, action: ReplyAction): ReplyState {
  switch (action.type) {
    case 'reply':
      return { ...state, parent: { id: action.to.id, databaseId: action.to.databaseId }, title: action.title };
    case 'cancel':
    case 'sent':
      return initialReplyState(state.originalTitle);
  }
}

export const isReplying = (state: ReplyState): boolean => state.parent !== null;

/** The `parent` of the createComment input: the global id, which WPGraphQL accepts as well as the number. */
export const parentInput = (state: ReplyState): string | null => state.parent?.id ?? null;
