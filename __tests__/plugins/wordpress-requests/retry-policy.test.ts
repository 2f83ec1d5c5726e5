import { RETRY_WAITS_MS, retriesFor, waitBeforeNextTry, type RequestFailure } from '../../../plugins/wordpress-requests/retry-policy';

const status = (code: number): RequestFailure => ({ kind: 'status', status: code, body: '' });
const network = (code: string): RequestFailure => ({ kind: 'network', code });

test('a server that is down, overloaded or restarting is asked four more times, 15 s of waits in all', () => {
  for (const failure of [
    status(502),
    status(503),
    status(504),
    status(429),
    status(408),
    network('ECONNREFUSED'),
    network('ECONNRESET'),
    network('CUT_SHORT'),
  ]) {
    expect(retriesFor(failure)).toBe(4);
  }
  expect(RETRY_WAITS_MS.reduce((sum, ms) => sum + ms, 0)).toBe(15000);
});

test('a 500 and a time-out, which seldom clear, are asked twice more', () => {
  expect(retriesFor(status(500))).toBe(2);
  expect(retriesFor({ kind: 'timeout', seconds: 30 })).toBe(2);
});

test('what asking again cannot change fails at once: a refused login, a wrong address, an answer that is not JSON, GraphQL errors', () => {
  for (const failure of [
    status(401),
    status(403),
    status(404),
    status(400),
    network('ENOTFOUND'),
    { kind: 'not-json', contentType: 'text/html', body: '<p>Notice</p>' } as const,
    { kind: 'graphql' as const, messages: ['Internal server error'] },
  ]) {
    expect(waitBeforeNextTry(failure, 1)).toBeNull();
  }
});

test('the waits double, 1, 2, 4 then 8 s, and stop after the last', () => {
  const failure = status(503);
  expect([1, 2, 3, 4, 5].map((tries) => waitBeforeNextTry(failure, tries))).toEqual([1000, 2000, 4000, 8000, null]);
  expect([1, 2, 3].map((tries) => waitBeforeNextTry(status(500), tries))).toEqual([1000, 2000, null]);
});
