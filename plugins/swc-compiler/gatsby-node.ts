import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Options } from '@swc/core';
import type { GatsbyNode } from 'gatsby';
import TerserPlugin from 'terser-webpack-plugin';

// Gatsby compiles every script of the site with Babel, once for the browsers' bundles and once for
// the page renderer's, and minifies with Terser (decision 030). SWC does the same work natively:
// - the site's TypeScript (src/, plugins/) is compiled by SWC, for the same browsers as Babel's
//   (Gatsby's default browserslist) and with the polyfills Babel's preset would add (core-js 3.0's,
//   none today);
// - a file with a GraphQL query stays with Gatsby's Babel, whose plugin takes the query out of the
//   bundle (Gatsby runs the query at build time), and so do Gatsby's own files;
// - the browser bundles are minified by SWC through Terser's webpack plugin, with Gatsby's options.
// SWC's loader gives no source map: it would name each file by its absolute path, which webpack
// hashes with the module, and a build in another folder (a clean one beside a warm one) would then
// minify the webpack runtime with other variable names.
const BROWSERS = '>0.25%, not dead';
const SOURCES = ['src', 'plugins'].map((folder) => path.resolve(folder) + path.sep);

const holdsQuery = new Map<string, boolean>();
function compiledBySwc(file: string): boolean {
  if (!/\.tsx?$/.test(file) || !SOURCES.some((folder) => file.startsWith(folder))) return false;
  if (!holdsQuery.has(file)) holdsQuery.set(file, /\bgraphql`|\buseStaticQuery\b/.test(fs.readFileSync(file, 'utf8')));
  return !holdsQuery.get(file);
}

type Rule = { test?: unknown; include?: (file: string) => boolean; use?: unknown };

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const config = getConfig() as { module: { rules: Rule[] }; optimization?: { minimizer?: unknown[] } };
  const babel = config.module.rules.find((rule) => String(rule.test) === String(/\.(js|mjs|jsx|ts|tsx)$/));
  const babelTakes = babel?.include;
  if (!babel || !babelTakes) throw new Error("swc-compiler: Gatsby's webpack configuration has no Babel rule for scripts");
  babel.include = (file) => babelTakes(file) && !compiledBySwc(file);
  const options: Options = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: 'react' } },
      loose: true,
    },
    env: stage === 'build-html' ? { targets: { node: process.versions.node } } : { targets: BROWSERS, mode: 'usage', coreJs: '3.0' },
    sourceMaps: false,
  };
  config.module.rules.push({
    test: /\.tsx?$/,
    include: compiledBySwc,
    use: { loader: createRequire(path.resolve('package.json')).resolve('swc-loader'), options },
  });
  if (stage === 'build-javascript') {
    const minimizer = config.optimization?.minimizer ?? [];
    const terser = minimizer.findIndex((plugin) => plugin instanceof TerserPlugin);
    if (terser < 0) throw new Error("swc-compiler: Gatsby's webpack configuration has no Terser minimizer");
    minimizer[terser] = new TerserPlugin({
      exclude: /\.min\.js/,
      minify: TerserPlugin.swcMinify,
      terserOptions: { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true } },
      // One core for webpack, one for the minifier.
      parallel: 1,
    });
  }
  actions.replaceWebpackConfig(config);
};
