import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { FEATURE_STYLESHEET, type Stylesheet } from './used-stylesheets';

// Gatsby puts all CSS in one stylesheet, which it inlines in every page's head: every page carried
// every feature's look. Each CSS module of a feature (src/features/<feature>/) or of a shared
// component (src/lib/) gets a stylesheet of its own instead, named after its file
// (`css-stay-search.<hash>.css`). Gatsby still inlines those of the page template in each page; the
// renderer (gatsby-ssr.tsx) keeps only those of the features the page has. The shell's CSS (global
// styles, layout, templates) stays in Gatsby's one stylesheet.
const OWN_STYLESHEET = /[\\/]src[\\/](?:features[\\/][^\\/]+|lib)[\\/]([^\\/!|?]+)\.module\.css/;

const stylesheetOf = (module: { type?: string; identifier?: () => string }) =>
  module.type === 'css/mini-extract' ? OWN_STYLESHEET.exec(module.identifier?.() ?? '')?.[1] : undefined;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, plugins }) => {
  if (stage === 'build-html') {
    actions.setWebpackConfig({ plugins: [plugins.define({ __FEATURE_STYLESHEETS__: JSON.stringify(builtStylesheets(path.join(process.cwd(), 'public'))) })] });
  }
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

/**
 * Every feature's stylesheet this build wrote, from its record of its chunks (the public folder
 * may still hold those of earlier builds), for the page renderer. Gatsby inlines only those of the
 * page's template; a feature loaded lazily (the directions, the comments) has its own, which its
 * server-rendered HTML needs as much. Gatsby bundles the renderer after the browser's scripts and
 * stylesheets, so they are there; handing them over at bundling, rather than reading them while
 * pages render, keeps warm builds to the pages that changed (Gatsby renders every page again
 * after a build whose renderer read files).
 */
function builtStylesheets(publicDir: string): Stylesheet[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as { assetsByChunkName: Record<string, string[]> };
  const files = [...new Set(Object.values(stats.assetsByChunkName).flat())].filter((file) => FEATURE_STYLESHEET.test(file)).sort();
  return files.map((file) => ({
    name: FEATURE_STYLESHEET.exec(file)?.[1] ?? file,
    href: `/${file}`,
    css: fs.readFileSync(path.join(publicDir, file), 'utf8'),
  }));
}
