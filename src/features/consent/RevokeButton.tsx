import * as React from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { reopenNotice } from './use-cookie-notice';
import * as styles from './cookie-notice.module.css';

type Props = { className?: string; children?: ReactNode };

/** Reopens the cookie notice, so the visitor can change or withdraw their choice. */
export function RevokeButton({ className, children }: Props) {
  const { t } = useTranslation('consent');
  return (
    <button type="button" className={className ?? styles.revoke} aria-haspopup="true" onClick={(event) => reopenNotice(event.currentTarget)}>
      {children ?? t('settings')}
    </button>
  );
}
