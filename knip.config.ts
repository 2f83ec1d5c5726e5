// `npm run lint` runs knip: no file, export or dependency that nothing uses.
import fs from 'node:fs';
import type { KnipConfig } from 'knip';

// gatsby-config.ts names the local plugins, which Gatsby finds in plugins/ by that name (the
// folders with a package.json; others hold modules of a plugin).
const localPlugins = fs
  .readdirSync('plugins', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(`plugins/${entry.name}/package.json`))
  .map((entry) => entry.name);

const config: KnipConfig = {
  entry: [
    // Run by path (npm scripts, tests and each other through tsx).
    'scripts/**/*.ts',
    'jest.*.config.js',
    'playwright.*.ts',
    'plugins/*/gatsby-node.ts',
    '__tests__/scripts/preview/support/*.ts',
    // The WebKit suite's start and stop, which jest.webkit.config.js names.
    'webkit/support/global-*.ts',
    // Gatsby finds the fragment by its query; webpack takes the phrase book's languages, the
    // empty stand-in for Gatsby's unused browser modules and the page runtime in place of others.
    'src/layout/layout-data.ts',
    'src/features/directions/osrm-text-languages.js',
    'plugins/unused-gatsby-runtime/nothing.ts',
    'plugins/page-runtime/page-app.tsx',
    'plugins/page-runtime/gatsby-entry.ts',
    // The WordPress plugin's editor scripts, which WordPress loads (includes/editor.php).
    'wordpress/hotel-site/editor/*.js',
  ],
  // Gatsby's webpack names its templates' loaders `$virtual/async-requires`.
  ignoreUnresolved: [...localPlugins, /^\$virtual\//],
  // The real WordPress's programs, the map data step's and the WebKit suite's, from Debian's packages.
  // scripts/host-runtime.ts starts its binary by path (node_modules/.bin/wrangler); the page
  // renderer's bundle takes `punycode` where node-fetch requires it (plugins/html-renderer/);
  // webpack loads `swc-loader` by its path (plugins/swc-compiler/); `gatsby-browser-plugins` is
  // the page runtime's name for Gatsby's list of gatsby-browser files (plugins/page-runtime/).
  ignoreDependencies: ['wrangler', 'punycode', 'swc-loader', 'gatsby-browser-plugins'],
  ignoreBinaries: ['mariadb', 'mariadb-dump', 'mariadb-install-db', 'mariadbd', 'php', 'osmium', 'Xvfb', 'WebKitWebDriver'],
};

export default config;
