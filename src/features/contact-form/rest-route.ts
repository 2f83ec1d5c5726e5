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

/**
 * Where the form goes when its code does not run (no JavaScript, or its file failed to load): its
 * page on WordPress, where Contact Form 7 answers a plain post by showing that page with the
 * verdict in the form (the unit tag names the page: src/content/form-unit-tags.ts). Its REST
 * route would answer a browser with JSON. Without the page's address, the REST route it is.
 */
export const plainPostAddress = (formId: number, unitTag: string, pageUri: string | undefined): string =>
  pageUri ? `${browserSettings().wordpressUrl}${pageUri}#${unitTag}` : formRoute(formId, 'feedback');
