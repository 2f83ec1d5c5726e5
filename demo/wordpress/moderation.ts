// The moderation queue of visitors' comments: what `npm run demo:comments` lists and approves,
// and what a comment does to the action monitor once it is public.
import type { CommentRecord, PageRecord } from './content-files';
import type { Action, Store } from './store';

export type PendingComment = CommentRecord & { pageTitle: string };

/** Visitors' comments waiting for approval, oldest first. */
export function pendingComments(store: Store): PendingComment[] {
  const ids = new Set(store.visitorIds('comment'));
  return store
    .all<CommentRecord>('comment')
    .filter((c) => ids.has(c.id) && c.status === 'pending')
    .sort((a, b) => a.id - b.id)
    .map((c) => ({ ...c, pageTitle: store.get<PageRecord>('page', c.pageId)?.title ?? `#${c.pageId}` }));
}

/**
 * Tells warm builds about a comment that has just become public: the comment is a new node, and
 * the page it is on changes (its `comments` list and `commentCount`), so both are refetched.
 */
export function announcePublicComment(store: Store, comment: CommentRecord, createdMs = Date.now()): Action[] {
  const page = store.get<PageRecord>('page', comment.pageId);
  const actions = [store.record('CREATE', 'comment', comment.id, comment.authorName, 'publish', createdMs)];
  if (page) actions.push(store.record('UPDATE', 'page', page.id, page.title, 'publish', createdMs));
  return actions;
}

export type ApproveResult = { ok: true; comment: CommentRecord; actions: Action[] } | { ok: false; reason: string };

/** Approves a visitor's pending comment, as "Approve" in WordPress's Comments screen does. */
export function approveComment(store: Store, id: number, nowMs = Date.now()): ApproveResult {
  return store.transaction((): ApproveResult => {
    const comment = store.get<CommentRecord>('comment', id);
    if (!comment || !store.visitorIds('comment').includes(id)) return { ok: false, reason: `No comment from a visitor has id ${id}.` };
    if (comment.status !== 'pending') return { ok: false, reason: `Comment ${id} is already approved.` };
    const approved: CommentRecord = { ...comment, status: 'approved' };
    store.saveVisitorNode('comment', id, approved, new Date(nowMs).toISOString().slice(0, 19));
    return { ok: true, comment: approved, actions: announcePublicComment(store, approved, nowMs) };
  });
}
