import type { GatsbyNode } from 'gatsby';

// Every page starts with Gatsby's `commons` chunk. Gatsby fills it with the modules that at least
// as many chunks use as there are page templates, counting the chunks loaded later as well: with
// this site's two templates, a module that two lazily loaded features share (the calendar days of
// the stay search and the contact form) went to every page, although no page runs it before a
// visitor reaches for one of them. Counting only the chunks a page starts with (Gatsby's own and
// the templates') keeps those in a chunk of their own, loaded with the first feature that needs
// them.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript') return;
  type Chunk = { name?: string | null; canBeInitial: () => boolean };
  const config = getConfig() as { optimization?: { splitChunks?: { cacheGroups?: Record<string, { chunks?: unknown } | undefined> } } };
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  if (!commons) throw new Error("commons-chunk: Gatsby's webpack configuration has no `commons` cache group");
  commons.chunks = (chunk: Chunk) => chunk.canBeInitial() || (chunk.name ?? '').startsWith('component---');
  actions.replaceWebpackConfig(config);
};
