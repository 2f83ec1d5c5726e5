import * as React from 'react';
import { browserSettings } from '../../config/browser-settings';
import { useTranslation } from '../../lib/use-translation';
import type { CommentForm as FormBehaviour } from './use-comment-form';
import * as styles from './comments.module.css';

type Props = {
  form: FormBehaviour;
  pageId: number;
  /** The page's canonical address, where WordPress sends the visitor back after a plain post. */
  pageUrl: string;
};

/**
 * WordPress's comment form (`#respond`), with its field names and hidden post and parent fields.
 * Without the code, it is posted to wp-comments-post.php, which sends the visitor back to
 * `redirect_to` with the outcome's notice as its fragment (the plugin's comment-return.php);
 * with it, the code sends it and the plain post never happens.
 */
export function CommentForm({ form, pageId, pageUrl }: Props) {
  const { t } = useTranslation('comments');
  const { outcome } = form;
  return (
    <div id="respond" className={styles.respond}>
      <div className={styles.respondHead}>
        <h3 id="reply-title" className={styles.replyTitle}>
          {form.reply.title}
        </h3>
        <button className={styles.cancel} {...form.cancelProps}>
          {t('cancelReply')}
        </button>
      </div>
      <form
        id="commentform"
        className={styles.form}
        method="post"
        action={`${browserSettings().wordpressUrl}/wp-comments-post.php`}
        aria-labelledby="reply-title"
        {...form.formProps}
      >
        <p id="comment-notes" className={styles.notes}>
          {t('notes')} <span aria-hidden="true">{t('requiredMark')}</span>
        </p>
        <p className={styles.field}>
          <label htmlFor="comment">
            {t('comment')} <span aria-hidden="true">*</span>
          </label>
          <textarea id="comment" rows={6} maxLength={65525} required ref={form.textRef} {...form.fieldProps('content')} />
        </p>
        <div className={styles.identity}>
          <p className={styles.field}>
            <label htmlFor="author">
              {t('name')} <span aria-hidden="true">*</span>
            </label>
            <input id="author" type="text" autoComplete="name" maxLength={245} required {...form.fieldProps('author')} />
          </p>
          <p className={styles.field}>
            <label htmlFor="email">
              {t('email')} <span aria-hidden="true">*</span>
            </label>
            <input id="email" type="email" autoComplete="email" maxLength={100} required aria-describedby="comment-notes" {...form.fieldProps('email')} />
          </p>
          <p className={styles.field}>
            <label htmlFor="url">{t('website')}</label>
            <input id="url" type="url" autoComplete="url" maxLength={200} {...form.fieldProps('url')} />
          </p>
        </div>
        <input type="hidden" name="comment_post_ID" value={pageId} />
        <input type="hidden" name="comment_parent" id="comment_parent" value={form.reply.parent?.databaseId ?? 0} />
        <input type="hidden" name="redirect_to" value={pageUrl} />
        <div role="alert" className={styles.error}>
          {outcome?.tone === 'error' && (
            <>
              <p>{t(outcome.messageKey)}</p>
              {outcome.detail && <p>{outcome.detail}</p>}
              <p>{t('error.textKept')}</p>
            </>
          )}
        </div>
        <p className={styles.submitRow}>
          <button type="submit" className={styles.submit} aria-disabled={form.sending || undefined}>
            {form.sending ? t('sending') : t('submit')}
          </button>
        </p>
      </form>
    </div>
  );
}
