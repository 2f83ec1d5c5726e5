import * as React from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useCookieNotice } from './use-cookie-notice';
import * as styles from './cookie-notice.module.css';

/**
 * The cookie notice, fixed at the bottom of the window. Its live region is in the server HTML
 * (empty), so the notice is announced when it appears after hydration; being fixed, it moves
 * nothing on the page.
 */
export function CookieNotice() {
  const { t } = useTranslation('consent');
  const { open, choice, noticeRef, choose } = useCookieNotice();
  return (
    <div className={styles.region} aria-live="polite" ref={noticeRef}>
      {open && (
        <section className={styles.notice} aria-label={t('label')} data-testid="cookie-notice">
          <p className={styles.text}>
            {t('text')}
            {choice === 'accepted' && <> {t('currentlyAccepted')}</>}
            {choice === 'refused' && <> {t('currentlyRefused')}</>}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.accept} onClick={() => choose('accept')}>
              {t('accept')}
            </button>
            <button type="button" className={styles.refuse} onClick={() => choose('refuse')}>
              {t('refuse')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
