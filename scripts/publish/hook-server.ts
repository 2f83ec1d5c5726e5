// Where WordPress's rebuild hook reaches the publisher (the plugin's HOTEL_SITE_BUILD_HOOK_URL):
// `POST /hook` with the shared token and the changes, answered at once with 202 while the build
// runs on. The token is the only way in: visitors can reach this address but not start a build.
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Publisher } from './publisher';

const MAX_BODY_BYTES = 64 * 1024;

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The changes a hook names, or null when its body is not `{"changes": [strings]}`. */
export function hookChanges(body: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body || '{}');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const changes = (parsed as { changes?: unknown }).changes ?? [];
  if (!Array.isArray(changes) || !changes.every((change) => typeof change === 'string')) return null;
  return changes.slice(-50).map((change: string) => change.slice(0, 200));
}

export function createHookServer(publisher: Publisher, token: string): http.Server {
  return http.createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://publisher');
    if (url.pathname !== '/hook' && url.pathname !== '/status')
      return answer(404, { message: `No such address: ${url.pathname}. The rebuild hook is POST /hook.` });
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token))
      return answer(401, { message: 'The token is missing or wrong: send HOTEL_SITE_BUILD_TOKEN as "Authorization: Bearer <token>".' });
    if (url.pathname === '/status') {
      if (request.method !== 'GET') return answer(405, { message: 'GET /status' });
      return answer(200, publisher.queue.state());
    }
    if (request.method !== 'POST') return answer(405, { message: 'The rebuild hook is POST /hook.' });
    let body = '';
    let tooLarge = false;
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES && !tooLarge) {
        tooLarge = true;
        answer(413, { message: `The hook's body is larger than ${MAX_BODY_BYTES} bytes.` });
        request.destroy();
      }
    });
    request.on('end', () => {
      if (tooLarge) return;
      const changes = hookChanges(body);
      if (!changes) return answer(400, { message: 'The body must be JSON: {"changes": ["page 12", …]}.' });
      answer(202, publisher.request(changes));
    });
  });
}
