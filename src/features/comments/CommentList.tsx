import * as React from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { commentDateTime, formatCommentDate } from './comment-date';
import type { ThreadNode } from './comment-thread';
import { authorName, authorUrl, type PostedComment } from './posted-comment';
import * as styles from './comments.module.css';

/** A comment on the page: from WordPress, or the visitor's own, waiting for approval. */
export type ShownComment = PostedComment & { pending?: boolean };

type Props = {
  nodes: ThreadNode<ShownComment>[];
  locale: string;
  maxDepth: number;
  /** The reply link's props (use-comment-form). */
  replyLinkProps: (comment: ShownComment, name: string) => React.AnchorHTMLAttributes<HTMLAnchorElement>;
  /** The form, when it sits under this comment. */
  formAfter: (comment: ShownComment) => ReactNode;
  canReply: boolean;
};

function PendingText({ text }: { text: string }) {
  // What the visitor typed, shown as text (never as HTML), one paragraph per blank line.
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </>
  );
}

export function CommentList({ nodes, locale, maxDepth, replyLinkProps, formAfter, canReply }: Props) {
  const { t } = useTranslation('comments');
  return (
    <>
      {nodes.map(({ comment, depth, inReplyTo, replies }) => {
        const name = authorName(comment, t('anonymous'));
        const url = authorUrl(comment);
        const date = formatCommentDate(comment.date, locale);
        return (
          <li key={comment.id} id={`comment-${comment.databaseId}`} className={styles.comment} data-depth={depth}>
            <article id={`div-comment-${comment.databaseId}`} className={styles.body} tabIndex={-1} aria-label={t('commentBy', { name })}>
              <footer className={styles.meta}>
                <b className={styles.author}>
                  {url ? (
                    <a href={url} rel="external nofollow ugc">
                      {name}
                    </a>
                  ) : (
                    name
                  )}
                </b>
                {comment.byStaff && <span className={styles.staff}>{t('staff')}</span>}
                {!comment.pending && date && (
                  <time className={styles.date} dateTime={commentDateTime(comment.date, comment.dateGmt)}>
                    {date}
                  </time>
                )}
              </footer>
              {inReplyTo && <p className={styles.inReplyTo}>{t('inReplyTo', { name: authorName(inReplyTo, t('anonymous')) })}</p>}
              {comment.pending ? (
                <div className={styles.content}>
                  <PendingText text={comment.content} />
                  <p className={styles.moderation}>
                    <em>{t('outcome.held')}</em>
                  </p>
                </div>
              ) : (
                <div className={styles.content} dangerouslySetInnerHTML={{ __html: comment.content }} />
              )}
              {canReply && !comment.pending && depth < maxDepth && (
                <p className={styles.reply}>
                  <a className={`comment-reply-link ${styles.replyLink}`} {...replyLinkProps(comment, name)}>
                    {t('reply')}
                  </a>
                </p>
              )}
            </article>
            {formAfter(comment)}
            {replies.length > 0 && (
              <ol className={styles.children}>
                <CommentList nodes={replies} locale={locale} maxDepth={maxDepth} replyLinkProps={replyLinkProps} formAfter={formAfter} canReply={canReply} />
              </ol>
            )}
          </li>
        );
      })}
    </>
  );
}
