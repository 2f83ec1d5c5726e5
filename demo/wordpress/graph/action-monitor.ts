// WPGatsby's action monitor: the changes a warm Gatsby build asks for.
import { connection } from '../connection';
import { ACTION_ID_OFFSET, globalId, NON_NODE_ROOT_FIELD, pluralOf, type Action } from '../store';
import { gmtToLocal } from '../wp-dates';
import { contentNodeFlags } from './content-nodes';
import type { Args, GraphContext, Node } from './context';
import { timeZone } from './settings';

function action(ctx: GraphContext, a: Action): Node & Record<string, unknown> {
  const referenced = a.kind && a.nodeId !== null ? { kind: a.kind, id: a.nodeId } : null;
  const local = new Date(a.createdMs).toISOString().slice(0, 19);
  const databaseId = ACTION_ID_OFFSET + a.id;
  return {
    __typename: 'ActionMonitorAction',
    ...contentNodeFlags,
    id: globalId('page', databaseId),
    databaseId,
    actionMonitorActionId: databaseId,
    actionType: a.actionType,
    // WPGraphQL gives an empty post title as null (a menu item showing its page's title has none).
    title: () => a.title || null,
    content: () => null,
    contentTypeName: 'action_monitor',
    status: 'private',
    date: gmtToLocal(local, timeZone(ctx)),
    dateGmt: local,
    modified: gmtToLocal(local, timeZone(ctx)),
    modifiedGmt: local,
    isFrontPage: false,
    slug: String(databaseId),
    uri: null,
    link: null,
    guid: null,
    parent: () => null,
    // WPGatsby names a root fields change "update_non_node_root_field" everywhere (camel-cased as a type name).
    ...(a.actionType === 'NON_NODE_ROOT_FIELDS'
      ? {
          referencedNodeID: NON_NODE_ROOT_FIELD,
          referencedNodeGlobalRelayID: NON_NODE_ROOT_FIELD,
          referencedNodeSingularName: 'updateNonNodeRootField',
          referencedNodePluralName: 'updateNonNodeRootField',
        }
      : {
          referencedNodeID: referenced ? String(referenced.id) : null,
          referencedNodeGlobalRelayID: referenced ? globalId(referenced.kind, referenced.id) : null,
          referencedNodeSingularName: referenced?.kind ?? null,
          referencedNodePluralName: referenced ? pluralOf[referenced.kind] : null,
        }),
    referencedNodeStatus: a.status,
  };
}

export const actionMonitorRootFields = (ctx: GraphContext) => ({
  actionMonitorActions: (args: Args) => {
    const since = Number(args.where?.sinceTimestamp ?? 0);
    return connection(
      ctx.store.actionsSince(since).map((a) => action(ctx, a)),
      args,
    );
  },
});
