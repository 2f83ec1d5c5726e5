import fs from 'node:fs';
import path from 'node:path';
import { outcomeOf } from '../../../src/features/comments/comment-outcome';
import { resultFromAnswer, resultFromFailure } from '../../../src/features/comments/create-comment-result';
import en from '../../../locales/en/comments.json';
import fr from '../../../locales/fr/comments.json';
import de from '../../../locales/de/comments.json';
import '../../support/dom-parser';

const recorded = (name: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '../../fixtures/wordpress', name), 'utf8'));

test('each recorded answer becomes what the visitor is told, and whether the text stays', () => {
  expect(outcomeOf(resultFromAnswer(recorded('graphql-create-comment-anonymous.json')))).toEqual({
    tone: 'published',
    messageKey: 'outcome.published',
    detail: null,
    keepText: false,
  });
  expect(outcomeOf(resultFromAnswer(recorded('graphql-create-comment-held-for-moderation.json')))).toEqual({
    tone: 'held',
    messageKey: 'outcome.held',
    detail: null,
    keepText: false,
  });
  expect(outcomeOf(resultFromAnswer(recorded('graphql-create-comment-reply-held-for-moderation.json')))).toMatchObject({ tone: 'held' });
  expect(outcomeOf(resultFromAnswer(recorded('graphql-create-comment-duplicate.json')))).toEqual({
    tone: 'error',
    messageKey: 'error.duplicate',
    detail: null,
    keepText: true,
  });
  expect(outcomeOf(resultFromAnswer(recorded('graphql-create-comment-invalid-email.json')))).toEqual({
    tone: 'error',
    messageKey: 'error.invalidEmail',
    detail: null,
    keepText: true,
  });
});

test.each([
  ['You are posting comments too quickly. Slow down.', 'error.tooFast'],
  ['Sorry, this post is closed to comments at the moment', 'error.closed'],
  ['This site requires you to be logged in to leave a comment', 'error.loginRequired'],
  ['&lt;strong&gt;Error:&lt;/strong&gt; Please fill the required fields.', 'error.missingFields'],
])('the refusal "%s" is told as %s', (message, key) => {
  expect(outcomeOf(resultFromAnswer({ errors: [{ message }] }))).toMatchObject({ tone: 'error', messageKey: key, detail: null, keepText: true });
});

test('a failure to reach WordPress is a network error', () => {
  expect(outcomeOf(resultFromFailure(new TypeError('Failed to fetch')))).toEqual({ tone: 'error', messageKey: 'error.network', detail: null, keepText: true });
});

test('a refusal we do not know keeps the server’s words as the detail', () => {
  expect(outcomeOf(resultFromAnswer({ errors: [{ message: 'Sorry, the comment you are replying to is not on this item.' }] }))).toEqual({
    tone: 'error',
    messageKey: 'error.unknown',
    detail: 'Sorry, the comment you are replying to is not on this item.',
    keepText: true,
  });
});

test('every message key exists in every language', () => {
  const keys = [
    'outcome.published',
    'outcome.held',
    ...['duplicate', 'tooFast', 'invalidEmail', 'closed', 'missingFields', 'loginRequired', 'network', 'unknown', 'textKept'].map((k) => `error.${k}`),
  ];
  const lookup = (strings: object, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
  for (const strings of [en, fr, de]) {
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const key of keys) expect(typeof lookup(strings, key)).toBe('string');
  }
});
