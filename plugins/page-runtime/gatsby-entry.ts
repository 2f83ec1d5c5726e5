// What the site's code gets from `gatsby` in the browser (gatsby-node.ts): `Link` and `withPrefix`.
// Gatsby's own entry brings its router, scroll restoration, page renderer, static queries and
// slices with them, which no page uses; webpack reports code that asks for one of them.
export { Link, withPrefix } from './link';

/** Gatsby's Babel plugin takes every query out of the browser's code at build time. */
export function graphql(): never {
  throw new Error('A GraphQL query was left in the code sent to browsers: Gatsby takes them out when it builds.');
}
