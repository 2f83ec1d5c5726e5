// The one module of gatsby-source-wordpress the build reaches into (it ships no types): the
// holder of its HTTP client, which its authors left replaceable.
declare module 'gatsby-source-wordpress/dist/utils/fetch-graphql' {
  import type { HttpClient } from './source-plugin-requests';
  export const moduleHelpers: { getHttp: (limit?: number) => HttpClient };
}
