// The comments of a page, threaded as WordPress threads them, and the form that adds to them.
// The list is rendered at build time; the form is sent from the browser (use-comment-form).
import * as React from 'react';
import { useTranslation } from '../../lib/use-translation';
import { buildThread, countComments } from './comment-thread';
import { CommentForm } from './CommentForm';
import { CommentList, type ShownComment } from './CommentList';
import type { PostedComment } from './posted-comment';
import { useCommentForm, type SentComment } from './use-comment-form';
import * as styles from './comments.module.css';

/** WordPress's default thread_comments_depth: WPGraphQL does not expose the setting. */
const DEFAULT_THREAD_DEPTH = 5;

type Props = {
  /** The page's databaseId (createComment's `commentOn`). */
  pageId: number;
  /** The page's canonical address (absolute). */
  pageUrl: string;
  /** WordPress's comment_status: `open` or `closed`. */
  commentStatus: string | null;
  comments: PostedComment[];
  locale: string;
  maxDepth?: number;
  /** Stands in for the Apollo module in tests. */
  send?: Parameters<typeof useCommentForm>[0]['send'];
};

const stamp = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

export function Comments({ pageId, pageUrl, commentStatus, comments, locale, maxDepth = DEFAULT_THREAD_DEPTH, send }: Props) {
  const { t } = useTranslation('comments');
  const open = commentStatus === 'open';
  const [added, setAdded] = React.useState<ShownComment[]>([]);
  const [announcement, setAnnouncement] = React.useState('');
  const focusComment = React.useRef<number | null>(null);

  const onSent = React.useCallback(
    (sent: SentComment) => {
      let entry: ShownComment;
      if (sent.kind === 'published') {
        entry = sent.comment;
        setAnnouncement(t('outcome.published'));
      } else {
        // Not public yet, so WordPress gives it no id: a negative one keeps it apart from real ones.
        const databaseId = -(added.length + 1);
        entry = {
          id: `pending-${-databaseId}`,
          databaseId,
          parentId: sent.parent?.id ?? null,
          parentDatabaseId: sent.parent?.databaseId ?? 0,
          date: stamp(),
          content: sent.text,
          author: { name: sent.author },
          pending: true,
        };
        setAnnouncement(t('outcome.held'));
      }
      focusComment.current = entry.databaseId;
      setAdded((list) => [...list, entry]);
    },
    [added.length, t],
  );

  const form = useCommentForm({ pageId, title: t('leaveComment'), replyTitle: (name) => t('replyTo', { name }), onSent, send });

  React.useEffect(() => {
    if (focusComment.current === null) return;
    document.getElementById(`div-comment-${focusComment.current}`)?.focus();
    focusComment.current = null;
  }, [added]);

  const all: ShownComment[] = [...comments, ...added.filter((a) => !comments.some((c) => c.id === a.id))];
  const thread = buildThread(all, { maxDepth });
  const count = countComments(thread);
  const published = all.filter((c) => !c.pending).length;
  if (!open && count === 0) return null;

  const formHere = <CommentForm form={form} pageId={pageId} pageUrl={pageUrl} />;
  const replyingTo = form.reply.parent?.id;

  return (
    <section id="comments" className={styles.comments} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.title}>
        {published > 0 ? t('title', { count: published }) : t('titleNone')}
      </h2>
      {/* Where WordPress sends back a visitor who posted without the code: shown only as the address's target. */}
      <p id="comment-held" role="status" className={styles.returned} hidden>
        {t('returned.held')}
      </p>
      <p id="comment-published" role="status" className={styles.returned} hidden>
        {t('returned.published')}
      </p>
      {count > 0 && (
        <ol className={styles.list}>
          <CommentList
            nodes={thread}
            locale={locale}
            maxDepth={maxDepth}
            canReply={open}
            replyLinkProps={form.replyLinkProps}
            formAfter={(comment) => (open && replyingTo === comment.id ? formHere : null)}
          />
        </ol>
      )}
      {open && !replyingTo && formHere}
      {!open && <p className={styles.closed}>{t('closed')}</p>}
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </section>
  );
}
