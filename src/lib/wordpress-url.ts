// Where the browser finds WordPress for what it asks at run time (Contact Form 7's REST API).
// `GATSBY_WORDPRESS_URL` is WordPress's address (its home URL); the build fills it from the origin
// of `WPGRAPHQL_URL` when unset, so by default it is the demo backend the content came from.

const DEMO_WORDPRESS_URL = 'http://127.0.0.1:8790';

export const wordpressUrl = (): string => (process.env.GATSBY_WORDPRESS_URL || DEMO_WORDPRESS_URL).replace(/\/+$/, '');

/** The REST root as WordPress prints it with pretty permalinks: `{url}/wp-json/`. */
export const wordpressRestRoot = (): string => `${wordpressUrl()}/wp-json/`;
