import * as React from 'react';
import { hasClass } from '../../content/dom';
import type { Enhancer } from '../../content/registry';
import { consentConfig } from '../../lib/consent-config';
import { RevokeButton } from './RevokeButton';
import * as styles from './cookie-notice.module.css';

// Editors place a "change your cookie choice" link wherever they like (the privacy policy) with
// the class the WordPress Cookie Notice plugin gives its revoke link, so old content keeps working.
export const consentEnhancer: Enhancer = {
  name: 'consent',
  matches: (element) => consentConfig.revoke !== 'off' && hasClass(element, 'cn-revoke-cookie'),
  render: (element, { renderChildren }) => <RevokeButton className={styles.contentRevoke}>{renderChildren(element.children)}</RevokeButton>,
};
