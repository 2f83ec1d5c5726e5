// CF7's quiz: each `[quiz]` tag holds "question|answer" pairs; the page carries one question and
// a keyed hash of its answer, and the server compares the hash of what was typed with it.
import crypto from 'node:crypto';
import type { FormTag } from './form-tags';

// WordPress keys these hashes with the site's salts. The demo's key is fixed so that the rendered
// content (and so the static site) is the same on every machine; the validator also checks that
// the hash belongs to the form, so a known key does not let anyone pick their own answer.
const QUIZ_KEY = 'hotel-lumiere-demo-quiz';

export type QuizPair = { question: string; answer: string };

/** Lower case, without spaces or separators, as CF7 canonicalises quiz answers. */
const canonicalAnswer = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{Z}]+/gu, '');

const answerHash = (answer: string): string => crypto.createHmac('md5', QUIZ_KEY).update(canonicalAnswer(answer)).digest('hex');

export function quizPairs(tag: FormTag): QuizPair[] {
  return tag.values.map((v) => {
    const bar = v.indexOf('|');
    return bar < 0 ? { question: v, answer: v } : { question: v.slice(0, bar), answer: v.slice(bar + 1) };
  });
}

/** The refill entry of one quiz: `[question, answer hash]`. */
export const quizEntry = (pair: QuizPair): [string, string] => [pair.question, answerHash(pair.answer)];

export function randomPair(tag: FormTag): QuizPair {
  const pairs = quizPairs(tag);
  return pairs[crypto.randomInt(pairs.length)];
}

export function quizAnswerIsRight(tag: FormTag, typed: string, expectedHash: string): boolean {
  const known = quizPairs(tag).some((p) => answerHash(p.answer) === expectedHash);
  const given = Buffer.from(answerHash(typed));
  const expected = Buffer.from(expectedHash);
  return known && given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
