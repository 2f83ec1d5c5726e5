import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

// Every page's app chunk carries two of Gatsby's browser modules that never run here, about 2.4 KB
// of compressed JavaScript:
// - the browser hook of Gatsby's internal Partytown plugin, which acts only under `gatsby develop`
//   but requires gatsby-script and Partytown's integration (the site has no `<Script>`);
// - the service worker's registration, which Gatsby runs only when a plugin asks for one (none does).
// Production bundles get an empty module in their place.
const NEVER_RUN = [
  /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
  /[\\/]\.cache[\\/]register-service-worker\.js$|^\.\/register-service-worker$/,
];

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return;
  const nothing = path.resolve('plugins/unused-gatsby-runtime/nothing.ts');
  actions.setWebpackConfig({ plugins: NEVER_RUN.map((module) => plugins.normalModuleReplacement(module, nothing)) });
};
