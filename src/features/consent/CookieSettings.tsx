import * as React from 'react';
import { consentConfig } from '../../lib/consent-config';
import { RevokeButton } from './RevokeButton';
import * as styles from './cookie-notice.module.css';

/** The footer's "cookie settings" control, on every page when the revoke notice is automatic. */
export function CookieSettings() {
  if (consentConfig.revoke !== 'automatic') return null;
  return (
    <p className={styles.revokeBar}>
      <RevokeButton />
    </p>
  );
}
