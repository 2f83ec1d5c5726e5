// WPGatsby records an action for the page an editor saved, not for what refers to it (menu
// items, translations, children): a warm build would keep those as they were. Before
// gatsby-source-wordpress applies the monitor's actions, this compares every cached node the
// site reads with WordPress as it is now and adds the actions that make them equal
// (decision 013; the hook is called by the patch in patches/gatsby-source-wordpress+7.17.0.patch).
import type { GatsbyNode } from 'gatsby';
import { readSettings } from '../../src/config/settings.server';
import { recordedSource } from './build-source';
import { listWordPress, wordpressUrl } from './listing';
import { kinds, mergeActions, reconcile, type Fields } from './reconcile';

const HOOK = Symbol.for('gatsby-source-wordpress.reconcile');

type MonitorAction = { actionType: string; referencedNodeGlobalRelayID: string };

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

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ getNodesByType, reporter }) => {
  const { wordpressGraphqlUrl: url, reconcileWarmBuilds } = readSettings();
  const hooks = globalThis as unknown as Record<symbol, unknown>;
  if (!reconcileWarmBuilds) {
    delete hooks[HOOK];
    reporter.warn(
      'WARM_BUILD_RECONCILE is off: a warm build fetches only what WPGatsby recorded, and may keep menus, translations and addresses that are no longer true.',
    );
    return;
  }
  hooks[HOOK] = async (monitored: MonitorAction[]) => {
    const started = Date.now();
    const known = kinds(await wordpressUrl(url));
    const listing = await listWordPress(url, known);
    const cached = new Map(known.map((kind) => [kind, getNodesByType(kind.gatsbyType) as unknown as Fields[]]));
    const added = reconcile(cached, listing);
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
