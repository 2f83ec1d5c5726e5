// The comment form's behaviour, as props to spread: reply links that move the form under a
// comment, the cancel action, the fields (kept while the form moves and after a refusal), and
// sending through the lazily loaded Apollo module.
import * as React from 'react';
import { fieldsBeforeCode } from '../../lib/lazy-on-first-use';
import { HELD_USE_ATTRIBUTE } from '../../lib/held-use-attribute';
import type { CommentInput } from './send-comment';
import { outcomeOf, type CommentOutcome } from './comment-outcome';
import type { PostedComment } from './posted-comment';
import { initialReplyState, isReplying, parentInput, replyReducer, type ReplyTarget } from './reply-state';
import { resultFromFailure, type CreateCommentResult } from './create-comment-result';

export type CommentFields = { content: string; author: string; email: string; url: string };
type FieldName = keyof CommentFields;

// WordPress's own names: without the code, the form is posted to wp-comments-post.php as it is.
const POSTED_NAME: Record<FieldName, string> = { content: 'comment', author: 'author', email: 'email', url: 'url' };

/** What the page shows once a comment is sent: the published comment, or the visitor's text waiting for approval. */
export type SentComment = { kind: 'published'; comment: PostedComment } | { kind: 'held'; text: string; author: string; parent: ReplyTarget | null };

type Options = {
  pageId: number;
  /** "Leave a comment", translated. */
  title: string;
  replyTitle: (name: string) => string;
  onSent: (sent: SentComment) => void;
  /** Stands in for the Apollo module in tests. */
  send?: (input: CommentInput) => Promise<CreateCommentResult<PostedComment>>;
};

let sender: Promise<typeof import('./send-comment')> | null = null;
// Starts loading Apollo as soon as the visitor turns to the form, so sending does not wait for it.
const loadSender = () => (sender ??= import('./send-comment'));

async function sendWithApollo(input: CommentInput): Promise<CreateCommentResult<PostedComment>> {
  let module: typeof import('./send-comment');
  try {
    module = await loadSender();
  } catch (failure) {
    sender = null;
    return resultFromFailure(failure);
  }
  return module.sendComment(input);
}

const EMPTY: CommentFields = { content: '', author: '', email: '', url: '' };

// The form's fields, and the ones a visitor may be typing in elsewhere on the page.
type Field = HTMLInputElement | HTMLTextAreaElement;
const isField = (element: unknown): element is Field => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** The field the visitor is typing in, if any. */
const fieldInUse = (): Field | null => (isField(document.activeElement) ? document.activeElement : null);

/**
 * Gives the focus back to `field` once the form has moved: the form is drawn anew under the
 * comment, so it is the field of the same name there, with the caret where it was. False if
 * there is no such field.
 */
function focusBack(field: Field, form: HTMLFormElement | null): boolean {
  // A field outside the form never lost the focus.
  if (field.isConnected && !form?.contains(field)) return true;
  const same = field.isConnected ? field : form?.elements.namedItem(field.name);
  if (!isField(same)) return false;
  same.focus();
  // An email field has no caret position to give.
  if (same !== field && field.selectionStart !== null) same.setSelectionRange(field.selectionStart, field.selectionEnd);
  return true;
}

export function useCommentForm({ pageId, title, replyTitle, onSent, send = sendWithApollo }: Options) {
  const [reply, dispatch] = React.useReducer(replyReducer, title, initialReplyState);
  const [fields, setFields] = React.useState<CommentFields>(EMPTY);
  const [sending, setSending] = React.useState(false);
  const [outcome, setOutcome] = React.useState<CommentOutcome | null>(null);
  const textRef = React.useRef<HTMLTextAreaElement>(null);
  const formRef = React.useRef<HTMLFormElement>(null);
  const replyLinkRef = React.useRef<HTMLElement | null>(null);
  // Focus moves only after the visitor asked for it, not on the first render; in the same task as
  // the form moves, so that the next key lands in it.
  const focusAfterMove = React.useRef<'text' | 'reply-link' | null>(null);
  // A reply link pressed before the code came is answered when it comes: by then the visitor may
  // be typing their name, and the form's move takes the focus from it. It goes back there.
  const typingIn = React.useRef<Field | null>(null);

  const [live, setLive] = React.useState(false);

  // The code comes when the visitor first reaches for the comments: what they typed before stays.
  React.useLayoutEffect(() => {
    setLive(true);
    const form = formRef.current;
    if (!form) return;
    const typed = fieldsBeforeCode(form);
    setFields((current) => {
      const field = (name: FieldName) => {
        const value = typed.get(POSTED_NAME[name]);
        return typeof value === 'string' ? value : current[name];
      };
      return { content: field('content'), author: field('author'), email: field('email'), url: field('url') };
    });
  }, []);

  React.useLayoutEffect(() => {
    const target = focusAfterMove.current;
    focusAfterMove.current = null;
    const field = typingIn.current;
    typingIn.current = null;
    if (target === 'text' && !(field && focusBack(field, formRef.current))) textRef.current?.focus();
    else if (target === 'reply-link') replyLinkRef.current?.focus();
  }, [reply.parent]);

  const replyLinkProps = (comment: PostedComment, name: string) => {
    const to = replyTitle(name);
    return {
      href: '#respond',
      // Until this code is live, a click is held for it; without it, the link leads to the form.
      [HELD_USE_ATTRIBUTE]: live ? undefined : '',
      'data-commentid': comment.databaseId,
      'data-postid': pageId,
      'data-replyto': to,
      'aria-label': to,
      onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        const link = event.currentTarget;
        replyLinkRef.current = link;
        focusAfterMove.current = 'text';
        typingIn.current = fieldInUse();
        setOutcome(null);
        dispatch({ type: 'reply', to: { id: comment.id, databaseId: Number(link.dataset.commentid) }, title: link.dataset.replyto ?? to });
        // Already answering this comment: the form stays, so the effect does not run.
        if (reply.parent?.id === comment.id && !typingIn.current) textRef.current?.focus();
      },
    };
  };

  const cancelProps = {
    type: 'button' as const,
    hidden: !isReplying(reply),
    onClick: () => {
      focusAfterMove.current = 'reply-link';
      setOutcome(null);
      dispatch({ type: 'cancel' });
    },
  };

  const fieldProps = (name: FieldName) => ({
    name: POSTED_NAME[name],
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [name]: value }));
    },
  });

  const formProps = {
    ref: formRef,
    onFocus: () => void loadSender().catch(() => (sender = null)),
    onSubmit: async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending) return;
      setSending(true);
      setOutcome(null);
      const result = await send({
        commentOn: pageId,
        parent: parentInput(reply),
        author: fields.author.trim(),
        authorEmail: fields.email.trim(),
        authorUrl: fields.url.trim(),
        content: fields.content,
      });
      setSending(false);
      const next = outcomeOf(result);
      if (result.kind === 'error') {
        setOutcome(next);
        return;
      }
      onSent(
        result.kind === 'approved'
          ? { kind: 'published', comment: result.comment }
          : { kind: 'held', text: fields.content, author: fields.author.trim(), parent: reply.parent },
      );
      setFields((current) => ({ ...current, content: '' }));
      dispatch({ type: 'sent' });
    },
  };

  return { reply, replying: isReplying(reply), fields, sending, outcome, textRef, formProps, fieldProps, replyLinkProps, cancelProps };
}

export type CommentForm = ReturnType<typeof useCommentForm>;
