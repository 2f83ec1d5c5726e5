import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

// Every page's scripts started with Gatsby's client-side router and page loader (about 15 KB
// compressed): they render the next page in place when a link is followed. The site's pages are
// small static files on a CDN, so a link loads its page whole, as any site does, and the browser
// starts with the page runtime here: it hydrates the page Gatsby rendered, with the same plugins'
// browser APIs (decision 031). Server rendering is Gatsby's own, unchanged.
const GATSBY_APP = /[\\/]\.cache[\\/]production-app$/;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    plugins: [plugins.normalModuleReplacement(GATSBY_APP, path.resolve('plugins/page-runtime/page-app.tsx'))],
    resolve: {
      alias: {
        gatsby$: path.resolve('plugins/page-runtime/gatsby-entry.ts'),
        // The list of gatsby-browser files Gatsby writes for its own runtime, by a name of its own.
        'gatsby-browser-plugins$': path.resolve('.cache/api-runner-browser-plugins.js'),
      },
    },
  });
};
