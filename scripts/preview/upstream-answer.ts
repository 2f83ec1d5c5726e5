// What the proxy changes in the development server's answers. Gatsby answers as for a public
// site (`Cache-Control: public`, `Access-Control-Allow-Origin: *`); behind the password, nothing
// may be kept by a shared cache or read by another site's scripts. Its GraphQL explorer also puts
// the refresh token in every answer (`extensions.refreshToken`): the proxy adds that token to
// WordPress's webhook itself, and nobody else needs it.
import type http from 'node:http';

export const PRIVATE_CACHE = 'private, no-store';

/** The development server's headers, made fit for content behind the password. */
export function privateHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('access-control-')));
  return { ...kept, 'cache-control': PRIVATE_CACHE };
}

/** Answers of Gatsby's GraphQL endpoint (`/___graphql`), which carry the refresh token. */
export const isGraphqlExplorer = (pathname: string) => /^\/_+graphql\/?$/.test(pathname);

/** A GraphQL answer without the refresh token; anything that is not such JSON, unchanged. */
export function withoutRefreshToken(body: Buffer, token: string): Buffer {
  let answer: unknown;
  try {
    answer = JSON.parse(body.toString('utf8'));
  } catch {
    return body.includes(token) ? Buffer.from(body.toString('utf8').split(token).join('')) : body;
  }
  const strip = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(strip);
    const { extensions, ...rest } = value as { extensions?: unknown };
    if (!extensions || typeof extensions !== 'object') return value;
    const { refreshToken: _token, ...kept } = extensions as { refreshToken?: unknown };
    return { ...rest, extensions: kept };
  };
  return Buffer.from(JSON.stringify(strip(answer)));
}
