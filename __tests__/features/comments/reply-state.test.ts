import { initialReplyState, isReplying, parentInput, replyReducer } from '../../../src/features/comments/reply-state';

const ann = { id: Buffer.from('comment:301').toString('base64'), databaseId: 301 };
const ben = { id: Buffer.from('comment:304').toString('base64'), databaseId: 304 };

test('a new form comments at the top level under its own heading', () => {
  const state = initialReplyState('Leave a comment');
  expect(state).toEqual({ parent: null, title: 'Leave a comment', originalTitle: 'Leave a comment' });
  expect(isReplying(state)).toBe(false);
  expect(parentInput(state)).toBeNull();
});

test('replying sets the parent and the heading; replying to another comment switches both', () => {
  let state = replyReducer(initialReplyState('Leave a comment'), { type: 'reply', to: ann, title: 'Reply to Ann' });
  expect(state).toMatchObject({ parent: ann, title: 'Reply to Ann' });
  expect(isReplying(state)).toBe(true);
  expect(parentInput(state)).toBe(ann.id);
  state = replyReducer(state, { type: 'reply', to: ben, title: 'Reply to Ben' });
  expect(state).toEqual({ parent: ben, title: 'Reply to Ben', originalTitle: 'Leave a comment' });
});

test('cancel and a sent comment restore the heading and clear the parent', () => {
  const replying = replyReducer(initialReplyState('Laisser un commentaire'), { type: 'reply', to: ann, title: 'Répondre à Ann' });
  for (const type of ['cancel', 'sent'] as const) {
    expect(replyReducer(replying, { type })).toEqual({ parent: null, title: 'Laisser un commentaire', originalTitle: 'Laisser un commentaire' });
  }
});

test('the state is not changed in place', () => {
  const start = initialReplyState('Leave a comment');
  const target = { ...ann };
  const next = replyReducer(start, { type: 'reply', to: target, title: 'Reply to Ann' });
  target.databaseId = 999;
  expect(start.parent).toBeNull();
  expect(next.parent?.databaseId).toBe(301);
});
