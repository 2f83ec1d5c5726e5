// The directions page's map and route instructions (src/features/directions/) are heavy: this keeps
// them out of every other page and out of the HTML renderer, and serves MapLibre from the site
// (decision 005).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

// The directions page loads MapLibre from the site (`/maplibre/`) when it shows a map: the
// library's own minified module (see load-maplibre.ts), the worker it starts, and its stylesheet
// (which Gatsby would otherwise inline into every page). They are copied from the installed
// package on every build, so they always match the library's version.
const MAPLIBRE_FILES = ['maplibre-gl.mjs', 'maplibre-gl-worker.mjs', 'maplibre-gl.css'];

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = () => {
  // Resolved from the project (the compiled copy of this file runs from Gatsby's cache).
  const { resolve } = createRequire(path.resolve('package.json'));
  const target = path.resolve('static/maplibre');
  fs.mkdirSync(target, { recursive: true });
  for (const file of MAPLIBRE_FILES) fs.copyFileSync(resolve(`maplibre-gl/dist/${file}`), path.join(target, file));
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, loaders, stage }) => {
  actions.setWebpackConfig({
    plugins: [
      // osrm-text-instructions bundles the phrases of 30 languages; the site speaks three.
      plugins.normalModuleReplacement(/^\.\/languages$/, (resource: { context: string; request: string }) => {
        if (resource.context.includes(`${path.sep}osrm-text-instructions`)) resource.request = path.resolve('src/features/directions/osrm-text-languages.js');
      }),
    ],
  });
  // MapLibre itself comes from the site, not the bundle (see load-maplibre.ts); react-map-gl
  // only imports it when it is not given the library, which it always is.
  actions.setWebpackConfig({ resolve: { alias: { 'maplibre-gl$': false } } });
  // The map only ever runs in the browser, after the page is shown: the HTML renderer does
  // without it.
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({ module: { rules: [{ test: /[\\/]node_modules[\\/](react-map-gl|@vis\.gl)[\\/]/, use: loaders.null() }] } });
  }
};
