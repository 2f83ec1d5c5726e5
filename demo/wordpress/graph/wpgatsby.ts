// What WPGatsby tells gatsby-source-wordpress about the site before it fetches anything.
import semver from 'semver';

// The plugin versions this backend answers as (see PROTOCOLS.md).
const WPGRAPHQL_VERSION = '1.32.1';
const WPGATSBY_VERSION = '2.3.3';

export const wpGatsbyRootFields = (prettyPermalinks: boolean | undefined) => ({
  isWpGatsby: true,
  wpGatsby: { arePrettyPermalinksEnabled: prettyPermalinks ?? true, isPreviewFrontendOnline: false },
  wpGatsbyCompatibility: ({ wpGQLVersionRange, wpGatsbyVersionRange }: { wpGQLVersionRange: string; wpGatsbyVersionRange: string }) => ({
    satisfies: {
      wpGQL: semver.satisfies(WPGRAPHQL_VERSION, wpGQLVersionRange),
      wpGatsby: semver.satisfies(WPGATSBY_VERSION, wpGatsbyVersionRange),
    },
  }),
});
