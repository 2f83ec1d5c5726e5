// Turns the flat comment list gatsby-source-wordpress gives (each comment names its parent) into
// the threads a reader sees, the way WordPress's comment walker lays them out.

export type ThreadableComment = {
  id: string;
  databaseId: number;
  /** The parent's global id; null or absent at the top level. */
  parentId?: string | null;
  /** The parent's database id; 0 or absent at the top level. */
  parentDatabaseId?: number | null;
  /** WordPress dates: "2026-11-22 10:49:44" or "2026-11-22T10:49:44". */
  date: string;
};

export type ThreadNode<T> = {
  comment: T;
  /** 1 for a top-level comment, as WordPress counts thread_comments_depth. */
  depth: number;
  /** The comment it answers, when that is not the one it is shown under (see maxDepth). */
  inReplyTo: T | null;
  replies: ThreadNode<T>[];
};

export type ThreadOptions = {
  /**
   * WordPress's thread_comments_depth (default 5). A reply that would sit deeper is shown under
   * the deepest ancestor that still allows it, beside its own parent; 1 gives one flat list.
   */
  maxDepth?: number;
  /** Order of the top-level comments (WordPress's comment_order); replies are always oldest first. */
  order?: 'asc' | 'desc';
};

const dateKey = (date: string) => date.replace('T', ' ');

function byDate<T extends ThreadableComment>(a: ThreadNode<T>, b: ThreadNode<T>): number {
  const da = dateKey(a.comment.date);
  const db = dateKey(b.comment.date);
  if (da !== db) return da < db ? -1 : 1;
  return a.comment.databaseId - b.comment.databaseId;
}

export function buildThread<T extends ThreadableComment>(comments: readonly T[], options: ThreadOptions = {}): ThreadNode<T>[] {
  const maxDepth = Math.max(1, Math.floor(options.maxDepth ?? 5));
  const byId = new Map(comments.map((c) => [c.id, c]));
  const byDatabaseId = new Map(comments.map((c) => [c.databaseId, c]));

  // A reply whose parent is not in the list (not approved yet, or on another page of comments)
  // is shown at the top level rather than lost.
  const parentOf = (c: T): T | undefined => {
    const parent = (c.parentId ? byId.get(c.parentId) : undefined) ?? (c.parentDatabaseId ? byDatabaseId.get(c.parentDatabaseId) : undefined);
    return parent && parent !== c ? parent : undefined;
  };

  // Bad data may make parents go round in a loop: the comments on it are shown at the top level.
  const inLoop = (c: T): boolean => {
    const seen = new Set<T>();
    for (let p = parentOf(c); p && !seen.has(p); p = parentOf(p)) {
      if (p === c) return true;
      seen.add(p);
    }
    return false;
  };

  // The chain of ancestors, nearest first.
  const ancestorsOf = (c: T): T[] => {
    const chain: T[] = [];
    if (inLoop(c)) return chain;
    for (let p = parentOf(c); p; p = parentOf(p)) {
      chain.push(p);
      if (inLoop(p)) break;
    }
    return chain;
  };

  const nodes = new Map<T, ThreadNode<T>>();
  for (const c of comments) nodes.set(c, { comment: c, depth: 1, inReplyTo: null, replies: [] });

  const roots: ThreadNode<T>[] = [];
  for (const c of comments) {
    const node = nodes.get(c) as ThreadNode<T>;
    const ancestors = ancestorsOf(c);
    const naturalDepth = ancestors.length + 1;
    if (naturalDepth === 1) {
      roots.push(node);
      continue;
    }
    // ancestors[k] sits at depth naturalDepth - 1 - k; hang the reply under the one at maxDepth - 1.
    const depth = Math.min(naturalDepth, maxDepth);
    if (depth === 1) {
      node.inReplyTo = ancestors[0];
      roots.push(node);
      continue;
    }
    const host = ancestors[naturalDepth - depth];
    if (host !== ancestors[0]) node.inReplyTo = ancestors[0];
    (nodes.get(host) as ThreadNode<T>).replies.push(node);
  }

  const setDepth = (list: ThreadNode<T>[], depth: number) => {
    list.sort(byDate);
    for (const n of list) {
      n.depth = depth;
      setDepth(n.replies, depth + 1);
    }
  };
  setDepth(roots, 1);
  if (options.order === 'desc') roots.reverse();
  return roots;
}

/** How many comments a thread holds, replies included (for "3 comments" headings). */
export const countComments = <T>(thread: readonly ThreadNode<T>[]): number => thread.reduce((sum, n) => sum + 1 + countComments(n.replies), 0);
