/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { kindOfMessage, resultFromAnswer, resultFromFailure } from '../../../src/features/comments/create-comment-result';
import { plainText } from '../../../src/features/comments/plain-text';

const recorded = (name: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '../../fixtures/wordpress', name), 'utf8'));

test('an approved comment comes back with the comment', () => {
  const answer = recorded('graphql-create-comment-anonymous.json');
  expect(resultFromAnswer(answer)).toEqual({ kind: 'approved', comment: answer.data.createComment.comment });
});

test('a comment or reply held for moderation is "held"', () => {
  expect(resultFromAnswer(recorded('graphql-create-comment-held-for-moderation.json'))).toEqual({ kind: 'held' });
  expect(resultFromAnswer(recorded('graphql-create-comment-reply-held-for-moderation.json'))).toEqual({ kind: 'held' });
  // A logged-in author may get the comment back, still on hold.
  expect(resultFromAnswer({ data: { createComment: { success: true, comment: { id: 'x', status: 'HOLD' } } } })).toEqual({ kind: 'held' });
});

test('recorded refusals keep the server message and give it as plain text', () => {
  expect(resultFromAnswer(recorded('graphql-create-comment-duplicate.json'))).toEqual({
    kind: 'error',
    error: 'duplicate',
    message: 'Duplicate comment detected; it looks as though you&#8217;ve already said that!',
    text: 'Duplicate comment detected; it looks as though you\u2019ve already said that!',
  });
  expect(resultFromAnswer(recorded('graphql-create-comment-invalid-email.json'))).toMatchObject({
    kind: 'error',
    error: 'invalid-email',
    message: 'The email address you are trying to use is invalid',
  });
});

// WPGraphQL 1 (graphql-php 14), the oldest tested, gave each error a category; WPGraphQL 2 gives none.
test('a refusal reads the same with or without the category WPGraphQL 1 gave errors', () => {
  const newest = recorded('graphql-create-comment-duplicate.json');
  const oldest = { ...newest, errors: newest.errors.map((error: object) => ({ ...error, extensions: { category: 'user' } })) };
  expect(newest.errors[0].extensions).toBeUndefined();
  expect(resultFromAnswer(oldest)).toEqual(resultFromAnswer(newest));
  expect(resultFromAnswer(oldest)).toMatchObject({ kind: 'error', error: 'duplicate' });
});

test.each([
  ['You are posting comments too quickly. Slow down.', 'too-fast'],
  ['Sorry, this post is closed to comments at the moment', 'closed'],
  ['Sorry, comments are closed for this item.', 'closed'],
  ['This site requires you to be logged in to leave a comment', 'login-required'],
  ['Sorry, you must be logged in to comment.', 'login-required'],
  ['Comment must include an authorName.', 'missing-fields'],
  ['&lt;strong&gt;Error:&lt;/strong&gt; Please fill the required fields.', 'missing-fields'],
  ['&lt;strong&gt;Error:&lt;/strong&gt; Please type your comment text.', 'missing-fields'],
  ['<strong>Error:</strong> Please enter a valid email address.', 'invalid-email'],
  ['The ID of the node to comment on is invalid', 'unknown'],
  ['Vous publiez des commentaires trop rapidement.', 'unknown'],
] as const)('"%s" is %s', (message, kind) => {
  expect(kindOfMessage(message)).toBe(kind);
  expect(resultFromAnswer({ errors: [{ message }], data: { createComment: null } })).toMatchObject({ kind: 'error', error: kind, message });
});

test('an answer with neither errors nor success is unknown', () => {
  expect(resultFromAnswer({ data: { createComment: null } })).toMatchObject({ kind: 'error', error: 'unknown' });
  expect(resultFromAnswer({ data: { createComment: { success: false, comment: null } } })).toMatchObject({ kind: 'error', error: 'unknown' });
  expect(resultFromAnswer(null)).toMatchObject({ kind: 'error', error: 'unknown' });
});

test('a failure to reach the server is a network error; thrown GraphQL errors are read as answers', () => {
  expect(resultFromFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'error', error: 'network', message: 'Failed to fetch', text: 'Failed to fetch' });
  expect(resultFromFailure(undefined)).toMatchObject({ kind: 'error', error: 'network', message: '' });
  const thrown = Object.assign(new Error('combined'), { errors: [{ message: 'You are posting comments too quickly. Slow down.' }] });
  expect(resultFromFailure(thrown)).toMatchObject({ kind: 'error', error: 'too-fast' });
});

test('plain text decodes entities and drops tags', () => {
  expect(plainText('&lt;strong&gt;Error:&lt;/strong&gt;  Please &amp; thanks &#x2019;ok&#8217; &bogus;')).toBe('Error: Please & thanks \u2019ok\u2019 &bogus;');
});
