// CF7's routes sit under its namespace in the REST root, whichever form the root takes:
// `https://site/wp-json/` with pretty permalinks, `https://site/?rest_route=/` without.

import { browserSettings } from '../../config/browser-settings';

const CF7_NAMESPACE = 'contact-form-7/v1';

export const contactFormRoute = (restRoot: string, formId: number, action: 'feedback' | 'refill'): string =>
  `${restRoot.replace(/\/*$/, '/')}${CF7_NAMESPACE}/contact-forms/${formId}/${action}`;

/**
 * The form's route on the site's WordPress (GATSBY_WORDPRESS_URL), through the REST root as
 * WordPress prints it with pretty permalinks: where the form is sent, and refilled from.
 */
export const formRoute = (formId: number, action: 'feedback' | 'refill'): string =>
  contactFormRoute(`${browserSettings().wordpressUrl}/wp-json/`, formId, action);
