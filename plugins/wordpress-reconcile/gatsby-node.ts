// WPGatsby records an action for the page an editor saved, not for what refers to it (menu
// items, translations, children): a warm build would keep those as they were. Before
// gatsby-source-wordpress applies the monitor's actions, this compares every cached node the
// site reads with WordPress as it is now and adds the actions that make them equal
// (decision 013; the hook is called by the patch in patches/gatsby-source-wordpress+7.17.0.patch).
import type { GatsbyNode } from 'gatsby';
import { readSettings } from '../../src/config/settings.server';
import { recordedSource } from './build-source';
import { listKind, listWordPress, wordpressUrl } from './listing';
import { kinds, mergeActions, reconcile, type Fields } from './reconcile';
import { changedFiles, fileOf, fileOfMediaItem, fileSignatures } from './shared-files';

const HOOK = Symbol.for('gatsby-source-wordpress.reconcile');

type MonitorAction = { actionType: string; referencedNodeGlobalRelayID: string };
/** Given by the patch: drops gatsby-source-wordpress's record of the files it downloaded, for the addresses `stale` picks. */
type Helpers = { forgetFiles?: (stale: (url: string) => boolean) => void };

const SHARED_FILES = 'shared-files';
/** The media items as WordPress listed them before this build sourced anything, recorded when it succeeds. */
let mediaBeforeSourcing: Promise<Fields[] | null> = Promise.resolve(null);

// `npm run build` and the other scripts start clean when the WordPress address changed
// (build-source.ts); a `gatsby build` run by hand is stopped before it mixes two sites.
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const recorded = recordedSource(program.directory);
  const { wordpressGraphqlUrl } = readSettings();
  if (recorded && recorded.wordpress !== wordpressGraphqlUrl) {
    reporter.panic(
      `The cache in .cache/ and public/ holds the site built from ${recorded.wordpress}, not ${wordpressGraphqlUrl}: build with \`npm run build\` (it starts clean), or run \`npx gatsby clean\` first.`,
    );
  }
};

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ cache, getNodesByType, reporter }) => {
  const { wordpressGraphqlUrl: url, reconcileWarmBuilds } = readSettings();
  const hooks = globalThis as unknown as Record<symbol, unknown>;
  mediaBeforeSourcing = Promise.resolve(null);
  if (!reconcileWarmBuilds) {
    delete hooks[HOOK];
    void cache.del(SHARED_FILES);
    reporter.warn(
      'WARM_BUILD_RECONCILE is off: a warm build fetches only what WPGatsby recorded, and may keep menus, translations and addresses that are no longer true.',
    );
    return;
  }
  const mediaKind = kinds('').find((kind) => kind.singleName === 'mediaItem');
  // A failed listing leaves no record: the next warm build then takes every file as changed.
  if (mediaKind) mediaBeforeSourcing = listKind(url, mediaKind).catch(() => null);
  hooks[HOOK] = async (monitored: MonitorAction[], { forgetFiles }: Helpers = {}) => {
    const started = Date.now();
    const known = kinds(await wordpressUrl(url));
    const listing = await listWordPress(url, known);
    const cached = new Map(known.map((kind) => [kind, getNodesByType(kind.gatsbyType) as unknown as Fields[]]));
    const media = known.find((kind) => kind.singleName === 'mediaItem');
    const filesChanged = changedFiles(await cache.get(SHARED_FILES), fileSignatures((media && listing.get(media)) ?? []));
    const added = reconcile(cached, listing, filesChanged);
    // gatsby-source-wordpress keeps the first file it downloaded for an address and never asks
    // again: the files of every media item fetched again or deleted are forgotten, so that they
    // are downloaded as WordPress has them now, as a clean build would.
    const acted = new Set(added.map((a) => a.referencedNodeGlobalRelayID));
    const stale = new Set([
      ...(filesChanged === 'all' ? [] : filesChanged),
      ...((media && cached.get(media)) ?? []).filter((node) => acted.has(String(node.id))).map(fileOfMediaItem),
    ]);
    forgetFiles?.((address) => filesChanged === 'all' || stale.has(fileOf(address)));
    const actions = mergeActions(monitored, added);
    for (const { actionType, referencedNodeSingularName, title, reason } of added)
      reporter.verbose(`reconcile: ${actionType} ${referencedNodeSingularName} ${title}: ${reason}`);
    const compared = [...cached.values()].reduce((sum, nodes) => sum + nodes.length, 0);
    reporter.info(
      `Reconciled with WordPress in ${((Date.now() - started) / 1000).toFixed(1)} s: ${compared} cached nodes compared, ${monitored.length} changes recorded by WPGatsby, ${actions.length - monitored.length} found besides them`,
    );
    return actions;
  };
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ cache }) => {
  const media = await mediaBeforeSourcing;
  if (media) await cache.set(SHARED_FILES, fileSignatures(media));
  else await cache.del(SHARED_FILES);
};
