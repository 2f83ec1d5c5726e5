import type { GatsbyNode } from 'gatsby';

// Gatsby puts all CSS in one stylesheet, which it inlines in every page's head: every page carried
// every feature's look. Each CSS module of a feature (src/features/<feature>/) or of a shared
// component (src/lib/) gets a stylesheet of its own instead, named after its file
// (`css-stay-search.<hash>.css`). Gatsby still inlines those of the page template in each page; the
// renderer (gatsby-ssr.tsx) keeps only those of the features the page has. The shell's CSS (global
// styles, layout, templates) stays in Gatsby's one stylesheet.
const OWN_STYLESHEET = /[\\/]src[\\/](?:features[\\/][^\\/]+|lib)[\\/]([^\\/!|?]+)\.module\.css/;

const stylesheetOf = (module: { type?: string; identifier?: () => string }) =>
  module.type === 'css/mini-extract' ? OWN_STYLESHEET.exec(module.identifier?.() ?? '')?.[1] : undefined;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript') return;
  const config = getConfig() as { optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } } };
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  if (!cacheGroups) throw new Error("feature-css: Gatsby's webpack configuration has no cache groups to add the features' stylesheets to");
  cacheGroups.featureStylesheets = {
    test: (module: { type?: string; identifier?: () => string }) => stylesheetOf(module) !== undefined,
    name: (module: { type?: string; identifier?: () => string }) => `css-${stylesheetOf(module)}`,
    chunks: 'all',
    // Above Gatsby's own `styles` group (40), which takes every other CSS module.
    priority: 50,
    enforce: true,
  };
  actions.replaceWebpackConfig(config);
};
