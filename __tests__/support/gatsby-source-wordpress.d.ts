// The contract tests ask the demo backend the very queries gatsby-source-wordpress sends; these
// internal modules ship without types.
declare module 'gatsby-source-wordpress/dist/utils/graphql-queries' {
  export const introspectionQuery: string;
  export const actionMonitorQuery: string;
}
declare module 'gatsby-source-wordpress/dist/supported-remote-plugin-versions' {
  export const supportedWpPluginVersions: Record<'WPGraphQL' | 'WPGatsby', { version: string; reason: string | null }>;
}
