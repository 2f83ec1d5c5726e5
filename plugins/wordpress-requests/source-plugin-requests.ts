// gatsby-source-wordpress sends every GraphQL request through one axios client, and asks again
// only on a 5xx (five times, up to 31 s of waiting), failing at once on a dropped connection. Its
// client's `post` is wrapped here so that its requests follow the project's retry policy; the
// final error's message no longer reads as a 5xx, so the plugin does not ask again on top.
import { describeRequest, errorsWithoutData } from './failure-message';
import type { RequestFailure } from './retry-policy';
import { withRetries, type RetryOptions } from './with-retries';

type GraphqlBody = { query: string; variables?: Record<string, unknown> };
type Answer = { data: unknown; headers: Record<string, unknown> };
export type HttpClient = { post: (url: string, body: GraphqlBody, config?: { timeout?: number }) => Promise<Answer> };

/** What axios's error says went wrong; null for an error that is not about the request. */
export function axiosFailure(error: unknown, timeoutMs: number): RequestFailure | null {
  if (!(error instanceof Error)) return null;
  const { response, code } = error as Error & { response?: { status: number; data: unknown }; code?: unknown };
  // axios's words for a body whose socket closed before the length its headers promised (it
  // gives the answer's status with it, a 200).
  if (/stream has been aborted|^aborted$/.test(error.message)) return { kind: 'network', code: 'CUT_SHORT' };
  if (response && response.status >= 400)
    return { kind: 'status', status: response.status, body: typeof response.data === 'string' ? response.data : JSON.stringify(response.data ?? '') };
  if (/^timeout of \d+ms exceeded$/.test(error.message)) return { kind: 'timeout', seconds: timeoutMs / 1000 };
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) ? { kind: 'network', code } : null;
}

/**
 * The answer as the plugin can use it, or why it cannot: WPGraphQL answers JSON, never an empty
 * or HTML body, and errors with no data at all mean nothing to build from.
 */
function checked(answer: Answer): { value: Answer } | { failure: RequestFailure } {
  const contentType = String(answer.headers['content-type'] ?? '');
  if (answer.data !== '' && contentType.includes('json') && typeof answer.data === 'object') {
    const messages = errorsWithoutData(answer.data);
    return messages ? { failure: { kind: 'graphql', messages } } : { value: answer };
  }
  return { failure: { kind: 'not-json', contentType, body: typeof answer.data === 'string' ? answer.data : '' } };
}

const wrapped = new WeakSet<HttpClient>();

/** Makes `client.post` follow the retry policy; once per client. */
export function retryPosts(client: HttpClient, options: RetryOptions = {}): void {
  if (wrapped.has(client)) return;
  wrapped.add(client);
  const post = client.post.bind(client);
  client.post = (url, body, config) =>
    withRetries(
      async () => {
        try {
          return checked(await post(url, body, config));
        } catch (error) {
          const failure = axiosFailure(error, config?.timeout ?? 0);
          if (!failure) throw error;
          return { failure };
        }
      },
      { url, subject: describeRequest(body.query, body.variables) },
      options,
    );
}
