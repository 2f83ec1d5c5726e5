import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { classNamer } from './class-name';
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
  if (stage !== 'build-html' && stage !== 'build-javascript') return;
  const config = getConfig() as {
    module: { rules: unknown[] };
    plugins: unknown[];
    optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } };
  };
  shortenClassNames(config.module.rules);
  if (stage === 'build-html') {
    actions.replaceWebpackConfig(config);
    actions.setWebpackConfig({ plugins: [plugins.define({ __FEATURE_STYLESHEETS__: JSON.stringify(builtStylesheets(path.join(process.cwd(), 'public'))) })] });
    return;
  }
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
  // mini-css-extract-plugin builds each stylesheet in a child compilation, whose hash goes into the
  // bundles' compilation hash, which every page carries. A warm build takes the stylesheets from
  // webpack's cache and runs no child: the first one after a clean build got another hash and
  // wrote every page again. Through webpack's `importModule` there is no child compilation.
  const Extract = plugins.extractText().constructor;
  const extract = config.plugins.findIndex((plugin) => plugin instanceof Extract);
  if (extract < 0) throw new Error("feature-css: Gatsby's webpack configuration has no CSS extraction to build without child compilations");
  config.plugins[extract] = plugins.extractText({
    filename: '[name].[contenthash].css',
    chunkFilename: '[name].[contenthash].css',
    experimentalUseImportModule: true,
  });
  actions.replaceWebpackConfig(config);
};

/**
 * Gatsby names a CSS module's classes `<file>-module--<class>--<hash>`: about 30 characters each,
 * in every page's inlined CSS, its HTML and its scripts. A page's document must fit a new
 * connection's first round trip (decision 003), and these names made a fifth of it. The browser's
 * bundles and the page renderer name them `_` and five letters or digits instead, from the file
 * and the class, so both name a class alike (class-name.ts). The `_` tells them from WordPress's
 * classes (used-stylesheets.ts). The development server keeps Gatsby's names.
 */
function shortenClassNames(rules: unknown[]) {
  const name = classNamer();
  const getLocalIdent = (context: { resourcePath: string }, _localIdentName: string, local: string) =>
    name(path.relative(process.cwd(), context.resourcePath).split(path.sep).join('/'), local);
  let loaders = 0;
  const visit = (rule: unknown): void => {
    if (!rule || typeof rule !== 'object') return;
    const {
      oneOf,
      rules: nested,
      use,
      loader,
      options,
    } = rule as { oneOf?: unknown[]; rules?: unknown[]; use?: unknown; loader?: string; options?: { modules?: unknown } };
    for (const child of [...(oneOf ?? []), ...(nested ?? []), ...(Array.isArray(use) ? use : [use])]) visit(child);
    if (loader?.includes('css-loader') && options?.modules && typeof options.modules === 'object') {
      options.modules = { ...options.modules, getLocalIdent };
      loaders += 1;
    }
  };
  rules.forEach(visit);
  if (loaders === 0) throw new Error("feature-css: Gatsby's webpack configuration has no CSS modules' loader to name their classes");
}

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
