// What must differ between the demo backend's answer and the real WordPress's answer to the same
// request, taken out before they are compared: the origin, ids WordPress gave on import (terms,
// comments, users, forms), the time of the import, and the schema's checksum. Everything else
// must be equal.

/** Real WordPress id → demo id, per kind of object (WordPress numbers each kind on its own). */
export type IdMap = Partial<Record<IdKind, Record<string, number>>>;
export type IdKind = 'post' | 'term' | 'comment' | 'user';

export type Side = { origin: string; ids?: IdMap };

const RELAY = /^(post|term|comment|comment_author|user|arrayconnection):(\d+)$/;
const QUIZ_QUESTION = /(<span class="wpcf7-quiz-label">)[^<]*(<\/span>)/g;
const QUIZ_ANSWER = /(name="_wpcf7_quiz_answer_[^"]*" value=")[0-9a-f]+/g;
// Import time, not content: WordPress stamps these when the importer writes the object.
const IMPORT_STAMPS = new Set(['modified', 'modifiedGmt', 'schemaMd5']);
// Numeric ids named after the object they belong to, by field name.
// 'referenced': an action's node, of the kind its referencedNodeGlobalRelayID names (not the action's own).
const ID_FIELDS: Record<string, IdKind | 'self' | 'referenced'> = {
  databaseId: 'self',
  parentDatabaseId: 'self',
  authorDatabaseId: 'user',
  featuredImageDatabaseId: 'post',
  referencedNodeID: 'referenced',
  userId: 'user',
  commentId: 'comment',
  menuId: 'term',
  menuItemId: 'post',
  pageId: 'post',
  mediaItemId: 'post',
};

export function normalise(value: unknown, side: Side): unknown {
  return walk(value, side, null);
}

function walk(value: unknown, side: Side, kind: IdKind | null): unknown {
  if (typeof value === 'string') return normaliseString(value, side, kind);
  if (Array.isArray(value)) return value.map((item) => walk(item, side, kind));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const own = ownKind(value as Record<string, unknown>) ?? kind;
  // A connection's cursors count the ids of the kind of object it lists.
  const listed = Array.isArray((value as { nodes?: unknown }).nodes) ? connectionKind((value as { nodes: unknown[] }).nodes) : null;
  return Object.fromEntries(
    entries.map(([key, field]) => {
      if (IMPORT_STAMPS.has(key) && field !== null) return [key, `{${key}}`];
      if (key === 'pageInfo' && listed) return [key, walk(field, side, listed)];
      // The image copies' bytes are each image library's own (WordPress's GD, the demo's sharp).
      if (key === 'sizes' && Array.isArray(field))
        return [key, field.map((size) => (size && typeof size === 'object' ? { ...(walk(size, side, own) as object), fileSize: '{fileSize}' } : size))];
      const idKind = ID_FIELDS[key];
      if (idKind && (typeof field === 'number' || (typeof field === 'string' && /^\d+$/.test(field)))) {
        const target = idKind === 'self' ? own : idKind === 'referenced' ? referencedKind(value as Record<string, unknown>) : idKind;
        return [key, target ? mapId(Number(field), target, side, typeof field) : field];
      }
      return [key, walk(field, side, own)];
    }),
  );
}

function referencedKind(action: Record<string, unknown>): IdKind | null {
  const decoded = decodeRelay(action.referencedNodeGlobalRelayID);
  return decoded && decoded.kind !== 'arrayconnection' ? (decoded.kind === 'comment_author' ? 'comment' : decoded.kind) : null;
}

function connectionKind(nodes: unknown[]): IdKind | null {
  const first = nodes.find((node) => node && typeof node === 'object') as Record<string, unknown> | undefined;
  return first ? ownKind(first) : null;
}

/** The kind of an object, read from its global id (`id` or an action's referenced relay id). */
function ownKind(object: Record<string, unknown>): IdKind | null {
  for (const key of ['id', 'referencedNodeGlobalRelayID']) {
    const decoded = typeof object[key] === 'string' ? decodeRelay(object[key]) : null;
    if (decoded && decoded.kind !== 'arrayconnection') return decoded.kind === 'comment_author' ? 'comment' : decoded.kind;
  }
  return null;
}

function normaliseString(value: string, side: Side, context: IdKind | null = null): string {
  const decoded = decodeRelay(value);
  if (decoded) {
    const kind = decoded.kind === 'arrayconnection' ? (context ?? 'post') : decoded.kind === 'comment_author' ? 'comment' : decoded.kind;
    return Buffer.from(`${decoded.kind}:${mapId(decoded.id, kind, side, 'number')}`).toString('base64');
  }
  const local = side.origin ? value.split(side.origin).join('{origin}') : value;
  // A form's quiz shows one of its questions picked at random, with that answer's salted hash.
  return local.replace(QUIZ_QUESTION, '$1{quiz question}$2').replace(QUIZ_ANSWER, '$1{quiz answer}');
}

function mapId(id: number, kind: IdKind, side: Side, as: 'number' | 'string' | string): number | string {
  const mapped = side.ids?.[kind]?.[String(id)] ?? id;
  return as === 'string' ? String(mapped) : mapped;
}

export function decodeRelay(value: unknown): { kind: IdKind | 'arrayconnection' | 'comment_author'; id: number } | null {
  if (typeof value !== 'string' || value.length < 8 || !/^[A-Za-z0-9+/]+=*$/.test(value)) return null;
  const match = RELAY.exec(Buffer.from(value, 'base64').toString('utf8'));
  return match ? { kind: match[1] as IdKind | 'arrayconnection' | 'comment_author', id: Number(match[2]) } : null;
}

export type Difference = { path: string; demo: unknown; real: unknown };

/** Every place where the two normalised answers differ, by JSON path. */
export function differences(demo: unknown, real: unknown, path = '$'): Difference[] {
  if (Array.isArray(demo) && Array.isArray(real)) {
    const found: Difference[] = [];
    if (demo.length !== real.length) found.push({ path: `${path}.length`, demo: demo.length, real: real.length });
    for (let i = 0; i < Math.min(demo.length, real.length); i++) found.push(...differences(demo[i], real[i], `${path}[${i}]`));
    return found;
  }
  if (isObject(demo) && isObject(real)) {
    const keys = [...new Set([...Object.keys(demo), ...Object.keys(real)])];
    return keys.flatMap((key) => {
      if (!(key in demo)) return [{ path: `${path}.${key}`, demo: '(missing)', real: real[key] }];
      if (!(key in real)) return [{ path: `${path}.${key}`, demo: demo[key], real: '(missing)' }];
      return differences(demo[key], real[key], `${path}.${key}`);
    });
  }
  return Object.is(demo, real) ? [] : [{ path, demo, real }];
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** One line per difference, short enough to read in a test failure. */
export function describe(found: Difference[], limit = 20): string {
  const shown = found.slice(0, limit).map((d) => `${d.path}: demo ${short(d.demo)} ≠ real ${short(d.real)}`);
  if (found.length > limit) shown.push(`… and ${found.length - limit} more`);
  return shown.join('\n');
}

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
};
