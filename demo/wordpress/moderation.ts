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
 * Tells warm builds about a comment that has just become public, as the project's comment monitor
 * does in WordPress: the comment is a new node, and the page it is on is refetched for its list of
 * comments.
 */
export function announcePublicComment(store: Store, comment: CommentRecord, createdMs = Date.now()): Action[] {
  return store.recordComment('CREATE', comment, 'publish', createdMs);
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

/**
 * Takes a visitor's comment off the site: "Unapprove" (back to the queue, only for an approved
 * one) or "Delete Permanently" in WordPress's Comments screen.
 */
export function withdrawComment(store: Store, id: number, how: 'unapprove' | 'delete', nowMs = Date.now()): ApproveResult {
  return store.transaction((): ApproveResult => {
    const comment = store.get<CommentRecord>('comment', id);
    if (!comment || !store.visitorIds('comment').includes(id)) return { ok: false, reason: `No comment from a visitor has id ${id}.` };
    const modified = new Date(nowMs).toISOString().slice(0, 19);
    if (how === 'unapprove') {
      if (comment.status !== 'approved') return { ok: false, reason: `Comment ${id} is not approved.` };
      const held: CommentRecord = { ...comment, status: 'pending' };
      store.saveVisitorNode('comment', id, held, modified);
      return { ok: true, comment: held, actions: store.recordComment('DELETE', held, 'unapproved', nowMs) };
    }
    // wp_delete_comment() hands the replies to the deleted comment's parent; the comment monitor
    // records those still visible, whose parent changed.
    const actions: Action[] = [];
    const replies = store
      .visitorIds('comment')
      .map((replyId) => store.get<CommentRecord>('comment', replyId))
      .filter((c): c is CommentRecord => c?.parentId === id);
    for (const reply of replies) {
      const moved: CommentRecord = { ...reply, parentId: comment.parentId };
      store.saveVisitorNode('comment', reply.id, moved, modified);
      if (moved.status === 'approved') actions.push(...store.recordComment('UPDATE', moved, 'publish', nowMs));
    }
    store.deleteVisitorNode('comment', id);
    // A held comment was never on the site: deleting it tells builds nothing more.
    if (comment.status === 'approved') actions.push(...store.recordComment('DELETE', comment, 'delete', nowMs));
    return { ok: true, comment, actions };
  });
}
