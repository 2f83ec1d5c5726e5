// The WordPress GraphQL endpoint that visitors' browsers talk to (comments). The build sets
// GATSBY_WPGRAPHQL_URL from WPGRAPHQL_URL, or from the demo backend's port, when it is not given
// (gatsby-config.ts), so this default only applies to code run outside a build.
export const DEMO_GRAPHQL_URL = 'http://127.0.0.1:8790/graphql';

export const wordpressGraphqlEndpoint = (): string => process.env.GATSBY_WPGRAPHQL_URL || DEMO_GRAPHQL_URL;
