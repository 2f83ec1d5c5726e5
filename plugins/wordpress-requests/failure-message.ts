// What the build says when WordPress did not answer a request: one paragraph that names the
// WordPress object the build was asking for, what went wrong, and the setting or the place in
// WordPress to look at. It is what an editor reads in wp-admin when a build failed, so it starts
// with the cause, not with a stack.
import type { RequestFailure } from './retry-policy';

type Variables = Record<string, unknown> | undefined;

const MAX_EXCERPT = 120;

/** The first field a GraphQL query asks for (`pages`, `page`, `mediaItem`), aliases aside. */
export function rootField(query: string): string | null {
  const selection = query.slice(query.indexOf('{') + 1);
  return /^\s*(?:\w+\s*:\s*)?(\w+)/.exec(selection)?.[1] ?? null;
}

/** `post:12` from WPGraphQL's global id `cG9zdDoxMg==`; null for anything else. */
function databaseId(globalId: string): string | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  return /^[a-z_]+:(\d+)$/.exec(decoded)?.[1] ?? null;
}

/** What a request asks WordPress for, in words: "page 12", "the list of pages", "mediaItem https://…/spa.jpg". */
export function describeRequest(query: string, variables: Variables): string {
  const field = rootField(query) ?? 'data';
  const id = variables?.id;
  if (typeof id === 'string') return `${field} ${databaseId(id) ?? id}`;
  const literalId = /\bid:\s*"([^"]+)"/.exec(query)?.[1];
  if (literalId) return `${field} ${literalId}`;
  if (variables && ('after' in variables || 'first' in variables)) return `the list of ${field}`;
  return `"${field}"`;
}

type GraphqlError = { message?: unknown; extensions?: { debugMessage?: unknown } };

/** WPGraphQL's errors when its answer holds no data at all; null when it answered data. */
export function errorsWithoutData(answer: unknown): string[] | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { data, errors } = answer as { data?: unknown; errors?: GraphqlError[] };
  if (data !== undefined && data !== null) return null;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return errors.map(({ message, extensions }) => [message, extensions?.debugMessage].filter((part) => typeof part === 'string').join(': '));
}

/** The start of an answer's text, tags and runs of spaces taken out. */
function excerpt(body: string): string {
  const text = body
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_EXCERPT ? `${text.slice(0, MAX_EXCERPT - 1)}…` : text;
}

const began = (body: string) => (excerpt(body) ? ` The answer began: "${excerpt(body)}".` : '');

const NETWORK_CAUSES: Record<string, string> = {
  ECONNREFUSED: 'nothing answered (connection refused)',
  ECONNRESET: 'the connection was dropped',
  EPIPE: 'the connection was dropped',
  CUT_SHORT: 'the answer was cut short',
  ETIMEDOUT: 'the connection timed out',
  EAI_AGAIN: 'the name server did not answer',
  ENOTFOUND: 'its host name was not found',
  ENETUNREACH: 'the network is unreachable',
  EHOSTUNREACH: 'the host is unreachable',
};

/** How often it was asked, when more than once. */
function attempts(tries: number, waitedMs: number): string {
  return tries > 1 ? `, ${tries} times over ${Math.round(waitedMs / 1000)} s` : '';
}

export type FailureContext = {
  /** WPGRAPHQL_URL, as the build uses it. */
  url: string;
  /** What the request asked for (describeRequest). */
  subject: string;
  tries: number;
  /** The time spent waiting between tries. */
  waitedMs: number;
};

export function failureMessage(failure: RequestFailure, { url, subject, tries, waitedMs }: FailureContext): string {
  const asked = `WordPress at ${url} (WPGRAPHQL_URL)`;
  const times = attempts(tries, waitedMs);
  switch (failure.kind) {
    case 'status': {
      const { status, body } = failure;
      if (status === 401)
        return `${asked} answered HTTP 401 (a login is needed) when the build asked for ${subject}. The build reads GraphQL without a login: remove the password protection (HTTP basic authentication) or the security plugin's rule in front of ${url}.`;
      if (status === 403)
        return `${asked} answered HTTP 403 (forbidden) when the build asked for ${subject}. A security plugin, a firewall or the web server blocks the build: allow POST requests to ${url} from the machine that builds the site.`;
      if (status === 404 || status === 405)
        return `${asked} answered HTTP ${status} when the build asked for ${subject}: no WPGraphQL answers there. Check WPGRAPHQL_URL (it ends in /graphql) and that WPGraphQL is active.${began(body)}`;
      if (status >= 500)
        return `${asked} answered HTTP ${status} when the build asked for ${subject}${times}: ${status === 500 ? 'WordPress failed on it (its PHP error log says why).' : 'WordPress, or the server in front of it, is down or overloaded.'}${began(body)}`;
      return `${asked} answered HTTP ${status} when the build asked for ${subject}; asking again would not change it.${began(body)}`;
    }
    case 'network':
      return `${asked} gave no whole answer when the build asked for ${subject}${times}: ${NETWORK_CAUSES[failure.code] ?? failure.code}. Check that WordPress is up and that WPGRAPHQL_URL is its address.`;
    case 'timeout':
      return `${asked} did not answer within ${failure.seconds} s when the build asked for ${subject}${times}: WordPress is overloaded, or this request is too heavy for it.`;
    case 'not-json': {
      const { body, contentType } = failure;
      const what = !body.trim() ? 'nothing' : contentType.includes('json') ? 'JSON that does not parse' : contentType || 'no content type';
      return `${asked} answered ${what} when the build asked for ${subject}, where WPGraphQL answers JSON: a plugin or the theme prints output during GraphQL requests, or WPGRAPHQL_URL is not WPGraphQL's address (it ends in /graphql).${began(body)}`;
    }
    case 'graphql':
      return `${asked} answered errors and no data when the build asked for ${subject}: ${failure.messages.map((message) => `"${message}"`).join('; ')}. With GRAPHQL_DEBUG on in wp-config.php, WPGraphQL says more; its PHP error log may too.`;
  }
}

/** A line for the build's log before a request is asked again. */
export function retryNote(failure: RequestFailure, subject: string, waitMs: number): string {
  const cause =
    failure.kind === 'status'
      ? `HTTP ${failure.status}`
      : failure.kind === 'network'
        ? (NETWORK_CAUSES[failure.code] ?? failure.code)
        : failure.kind === 'timeout'
          ? `no answer within ${failure.seconds} s`
          : failure.kind === 'graphql'
            ? 'GraphQL errors'
            : 'not JSON';
  return `WordPress did not answer the build's request for ${subject} (${cause}): asking again in ${waitMs / 1000} s.`;
}
