// Which failures of a request to WordPress are worth asking again, and how long to wait first.
// WordPress restarting, overloaded or briefly out of reach answers the same request a few seconds
// later; a refused login, a wrong address or an answer that is not WPGraphQL's never will, so
// those stop the build at once. The waits are bounded: a request gives up after 15 s of waiting.

export type RequestFailure =
  /** An HTTP error status, with the start of the answer's body. */
  | { kind: 'status'; status: number; body: string }
  /** No answer, or one cut short: the connection refused, reset, or ended early. */
  | { kind: 'network'; code: string }
  /** No answer within the request's time limit. */
  | { kind: 'timeout'; seconds: number }
  /** An answer that is not WPGraphQL's JSON (a PHP notice, a login page, an empty body). */
  | { kind: 'not-json'; contentType: string; body: string }
  /** WPGraphQL's errors, with no data: the query or the content it reads is at fault. */
  | { kind: 'graphql'; messages: string[] };

/** The waits before the second, third, fourth and fifth tries: 15 s in all. */
export const RETRY_WAITS_MS = [1000, 2000, 4000, 8000];

/** The proxies' and servers' answers for "not now" (overloaded, restarting, rate-limited). */
const PASSING_STATUSES = new Set([408, 425, 429, 502, 503, 504]);
/** Connections refused, dropped or cut short; a name server that did not answer in time. */
const PASSING_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'CUT_SHORT']);

/** How many times a failure is asked again: a 500 or a time-out seldom clears, so only twice. */
export function retriesFor(failure: RequestFailure): number {
  switch (failure.kind) {
    case 'status':
      if (PASSING_STATUSES.has(failure.status)) return RETRY_WAITS_MS.length;
      return failure.status === 500 ? 2 : 0;
    case 'network':
      return PASSING_NETWORK_CODES.has(failure.code) ? RETRY_WAITS_MS.length : 0;
    case 'timeout':
      return 2;
    case 'not-json':
    case 'graphql':
      return 0;
  }
}

/** The wait before the next try, after `tries` tries that failed (the last with `failure`); null to give up. */
export function waitBeforeNextTry(failure: RequestFailure, tries: number): number | null {
  return tries <= retriesFor(failure) ? RETRY_WAITS_MS[tries - 1] : null;
}
