import type { GatsbyNode } from 'gatsby';

// React DOM is 45 KB of every page's compressed JavaScript; Preact with its compatibility layer
// runs the same components in 10 KB (decision 016). Every stage that bundles for browsers or for the
// server renderer gets Preact under React's names; Gatsby's framework chunk, which it fills with
// React by name, takes Preact instead, so that the runtime is still cached apart from the pages'
// code. (gatsby-plugin-preact does this too, but asks for an older server renderer than Gatsby 5
// calls and brings a development-server refresh plugin the site has no use for.)
const FRAMEWORK = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/;

const PREACT_FROM_NODE_MODULES = /^preact(-render-to-string)?(\/.*)?$/;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage === 'develop' || stage === 'develop-html') return;
  const config = getConfig() as {
    externals?: unknown[];
    resolve?: { alias?: Record<string, unknown> };
    optimization?: { splitChunks?: { cacheGroups?: Record<string, { test?: unknown }> } };
  };
  delete config.resolve?.alias?.react;
  delete config.resolve?.alias?.['react-dom'];
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework;
  if (framework?.test) framework.test = FRAMEWORK;
  // The server renderer loads React from node_modules, not from its bundle (Gatsby lists `react`
  // and `react-dom/*` as externals), so it gets Preact from there; Preact's other entry points and
  // its renderer must come from there too, or two copies of Preact would each hold half the hooks.
  if (stage === 'build-html' && Array.isArray(config.externals)) config.externals.unshift(PREACT_FROM_NODE_MODULES);
  actions.replaceWebpackConfig(config);
  actions.setWebpackConfig({
    resolve: {
      alias: {
        react: 'preact/compat',
        'react-dom': 'preact/compat',
        'react/jsx-runtime': 'preact/jsx-runtime',
      },
    },
  });
};
