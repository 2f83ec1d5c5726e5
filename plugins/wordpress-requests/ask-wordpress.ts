// The build's own GraphQL requests to WordPress (the first check that it answers, the warm
// build's listings, the schema's digest), with the same retry policy and messages as
// gatsby-source-wordpress's requests.
import { describeRequest, errorsWithoutData } from './failure-message';
import type { RequestFailure } from './retry-policy';
import { withRetries, type AttemptOutcome, type RetryOptions } from './with-retries';

type GraphqlRequest = { query: string; variables?: Record<string, unknown> };

/** Why fetch threw: no answer, one cut short, or the time limit. */
function fetchFailure(error: unknown, timeoutMs: number): RequestFailure {
  if (error instanceof DOMException && error.name === 'TimeoutError') return { kind: 'timeout', seconds: timeoutMs / 1000 };
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const code = cause?.code;
  if (typeof code !== 'string') return { kind: 'network', code: String(cause?.message ?? (error as Error).message) };
  // undici's own codes: a socket closed or ended while the answer was coming.
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return { kind: 'network', code: 'ETIMEDOUT' };
  if (code.startsWith('UND_ERR_')) return { kind: 'network', code: 'CUT_SHORT' };
  return { kind: 'network', code };
}

async function once<T>(url: string, request: GraphqlRequest, timeoutMs: number): Promise<AttemptOutcome<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    if (!response.ok) return { failure: { kind: 'status', status: response.status, body } };
    const contentType = response.headers.get('content-type') ?? '';
    let answer: unknown;
    try {
      answer = contentType.includes('json') ? JSON.parse(body) : undefined;
    } catch {
      // Not JSON after all: said below, with the answer's start.
    }
    if (answer === undefined) return { failure: { kind: 'not-json', contentType, body } };
    const messages = errorsWithoutData(answer);
    return messages ? { failure: { kind: 'graphql', messages } } : { value: answer as T };
  } catch (error) {
    return { failure: fetchFailure(error, timeoutMs) };
  }
}

/** WPGraphQL's answer (`{ data, errors }`) to one request, asked again while the policy allows. */
export function askWordPress<T>(url: string, request: GraphqlRequest, options: RetryOptions & { timeoutMs?: number } = {}): Promise<T> {
  const { timeoutMs = 30000, ...retry } = options;
  return withRetries(() => once<T>(url, request, timeoutMs), { url, subject: describeRequest(request.query, request.variables) }, retry);
}
