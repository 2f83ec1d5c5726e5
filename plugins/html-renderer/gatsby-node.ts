import type { GatsbyNode } from 'gatsby';

// Gatsby gives server-side code node-fetch as `fetch`, and node-fetch's URL parser requires
// Node's own `punycode`, which Node 22 and later deprecate: the warning reaches the build's log
// as "ERROR UNKNOWN" from the worker that renders the pages. npm's `punycode` is the same code
// (Node's module is a copy of it), so the renderer bundles that one: Gatsby lists every built-in
// module as external for this stage, and `punycode` is taken off its list.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-html') return;
  const config = getConfig() as { externals?: unknown };
  const lists = Array.isArray(config.externals) ? (config.externals as unknown[]) : [config.externals];
  for (const list of lists) {
    if (typeof list !== 'object' || list === null || list instanceof RegExp) continue;
    const builtIns = list as Record<string, unknown>;
    delete builtIns.punycode;
    delete builtIns['node:punycode'];
  }
  actions.replaceWebpackConfig(config);
};
