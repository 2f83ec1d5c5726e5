// Limits on what one GraphQL request may ask of the demo backend, checked before it runs, so that
// one request cannot hold the server for seconds: how deep the query goes (WPGraphQL's own query
// depth limit, 10 when an operator turns it on), how many aliases it has, and how many objects its
// lists ask for at the top level (aliases make one request many: 300 aliased `pages(first: 100)`
// took 5 s and 49 MB). Page sizes are capped at 100 by the connections themselves, as WPGraphQL
// caps them. The limits leave room above what gatsby-source-wordpress sends: depth 8 for the
// introspection query, at most 100 aliases (its media lookups are batched by `perPage`), one list
// of 100 at the top level; the recorded build queries (__tests__/wordpress-real/) are within them.
import {
  Kind,
  getNamedType,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

const QUERY_LIMITS = { depth: 10, aliases: 100, listedAtTop: 1000 };

// WPGraphQL's page sizes: 10 when not asked, 100 at most.
const DEFAULT_PAGE = 10;
const MAX_PAGE = 100;

type Variables = Record<string, unknown> | undefined;

function pageSize(value: ValueNode | undefined, variables: Variables): number {
  if (!value) return DEFAULT_PAGE;
  const raw = value.kind === Kind.VARIABLE ? variables?.[value.name.value] : value.kind === Kind.INT ? Number(value.value) : undefined;
  return typeof raw === 'number' && Number.isFinite(raw) ? Math.max(0, Math.min(raw, MAX_PAGE)) : DEFAULT_PAGE;
}

export type QueryMeasure = { depth: number; aliases: number; listedAtTop: number };

/** How deep the query goes, its aliases, and the page sizes of its top-level lists added up; fragments count where they are spread. */
export function measureQuery(schema: GraphQLSchema, document: DocumentNode, variables: Variables): QueryMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let aliases = 0;
  let listedAtTop = 0;

  const walk = (set: SelectionSetNode | undefined, typeName: string | undefined, level: number, spread: Set<string>): number => {
    if (!set) return 0;
    let depth = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) aliases++;
        const parent = typeName ? schema.getType(typeName) : undefined;
        const definition = parent && isObjectType(parent) ? parent.getFields()[selection.name.value] : undefined;
        if (level === 0 && definition?.args.some((a) => a.name === 'first')) {
          const argument = (name: string) => selection.arguments?.find((a) => a.name.value === name)?.value;
          listedAtTop += pageSize(argument('first') ?? argument('last'), variables);
        }
        const child = definition ? getNamedType(definition.type).name : undefined;
        depth = Math.max(depth, 1 + walk(selection.selectionSet, child, level + 1, spread));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        depth = Math.max(depth, walk(selection.selectionSet, selection.typeCondition?.name.value ?? typeName, level, spread));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment that spreads itself is refused by validation; here it is just not followed.
        if (fragment && !spread.has(name))
          depth = Math.max(depth, walk(fragment.selectionSet, fragment.typeCondition.name.value, level, new Set([...spread, name])));
      }
    }
    return depth;
  };

  let depth = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
    depth = Math.max(depth, walk(definition.selectionSet, root?.name, 0, new Set()));
  }
  return { depth, aliases, listedAtTop };
}

/** Why the query is refused, in words like WPGraphQL's; null when it is within every limit. */
export function overLimit({ depth, aliases, listedAtTop }: QueryMeasure): string | null {
  if (depth > QUERY_LIMITS.depth) return `The query exceeds the max query depth allowed (${QUERY_LIMITS.depth}). Got ${depth}.`;
  if (aliases > QUERY_LIMITS.aliases) return `The query uses ${aliases} aliases; at most ${QUERY_LIMITS.aliases} are allowed.`;
  if (listedAtTop > QUERY_LIMITS.listedAtTop)
    return `The query's lists ask for ${listedAtTop} items at the top level; at most ${QUERY_LIMITS.listedAtTop} are allowed in one request.`;
  return null;
}
