import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

// Every page's app chunk would carry the browser hook of Gatsby's internal Partytown plugin, which
// acts only under `gatsby develop` but requires gatsby-script and Partytown's integration (the site
// has no `<Script>`). Production bundles get an empty module in its place.
const NEVER_RUN = [/[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/];

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return;
  const nothing = path.resolve('plugins/unused-gatsby-runtime/nothing.ts');
  actions.setWebpackConfig({ plugins: NEVER_RUN.map((module) => plugins.normalModuleReplacement(module, nothing)) });
};
