// CF7's routes sit under its namespace in the REST root, whichever form the root takes:
// `https://site/wp-json/` with pretty permalinks, `https://site/?rest_route=/` without.

export const CF7_NAMESPACE = 'contact-form-7/v1';

export const contactFormRoute = (restRoot: string, formId: number, action: 'feedback' | 'refill'): string =>
  `${restRoot.replace(/\/*$/, '/')}${CF7_NAMESPACE}/contact-forms/${formId}/${action}`;
