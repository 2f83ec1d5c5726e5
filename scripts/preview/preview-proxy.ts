// The preview server's front door: every request needs the preview password (HTTP Basic, 401
// otherwise); WordPress's Preview webhook is handed to Gatsby's refresh endpoint with the
// development server's own token; the Content Sync address WordPress sends editors to waits for
// the preview's page and redirects to it; everything else goes to Gatsby's development server,
// which listens on 127.0.0.1 only. Wrong passwords slow their sender down (login-throttle.ts);
// what comes back is private to the editor (upstream-answer.ts).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { isAuthorised } from './basic-auth';
import { contentSyncRequest, manifestFile, readManifest } from './content-sync';
import { createLoginThrottle, type LoginThrottleOptions } from './login-throttle';
import { isGraphqlExplorer, PRIVATE_CACHE, privateHeaders, withoutRefreshToken } from './upstream-answer';
import { noPage, passwordNeeded, preparing, serverStarting, timedOut, tooManyAttempts } from './preview-pages';

export type PreviewProxyOptions = {
  /** The preview password. */
  secret: string;
  /** Gatsby's development server. */
  upstream: { host: string; port: number };
  /** Its GATSBY_REFRESH_TOKEN, which only this proxy knows. */
  refreshToken: string;
  /** The site folder the development server runs in (its `public/` holds the manifests). */
  siteDir: string;
  /** How long an editor waits for a preview before being told it failed. */
  timeoutSeconds?: number;
  now?: () => number;
  /** How wrong passwords are slowed down (the clock is `now`). */
  throttle?: Omit<LoginThrottleOptions, 'now'>;
};

const REALM = 'Basic realm="Hotel site preview", charset="UTF-8"';

function sendPage(res: http.ServerResponse, status: number, html: string, headers: http.OutgoingHttpHeaders = {}) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PRIVATE_CACHE, ...headers });
  res.end(html);
}

const clientOf = (req: http.IncomingMessage) => req.socket.remoteAddress ?? '';

type Verdict = { allowed: true } | { allowed: false; status: 401 } | { allowed: false; status: 429; waitSeconds: number };

export function createPreviewProxy(options: PreviewProxyOptions): http.Server {
  const now = options.now ?? Date.now;
  const timeout = options.timeoutSeconds ?? 120;
  const throttle = createLoginThrottle({ ...options.throttle, now });

  const check = (req: http.IncomingMessage): Verdict => {
    const client = clientOf(req);
    const waitSeconds = throttle.waitSeconds(client);
    if (waitSeconds > 0) return { allowed: false, status: 429, waitSeconds };
    if (isAuthorised(req.headers.authorization, options.secret)) {
      throttle.succeeded(client);
      return { allowed: true };
    }
    // No password at all is a browser that has not prompted yet, not a guess.
    if (req.headers.authorization !== undefined) throttle.failed(client);
    return { allowed: false, status: 401 };
  };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, headers: http.IncomingHttpHeaders) => {
    const explorer = isGraphqlExplorer((req.url ?? '/').split('?')[0]);
    // The explorer's answers are read whole to take the token out, so they must come uncompressed.
    const sent = explorer ? { ...headers, 'accept-encoding': 'identity' } : headers;
    const upstream = http.request({ ...options.upstream, method: req.method, path: req.url, headers: sent }, (answer) => {
      const answerHeaders = privateHeaders(answer.headers);
      if (!explorer) {
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', () => res.destroy());
      answer.on('end', () => {
        const body = withoutRefreshToken(Buffer.concat(chunks), options.refreshToken);
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answerHeaders;
        res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': body.length });
        res.end(body);
      });
    });
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      sendPage(res, 503, serverStarting(), { 'Retry-After': '5' });
    });
    req.pipe(upstream);
  };

  const contentSync = (req: http.IncomingMessage, res: http.ServerResponse, manifestId: string) => {
    const url = new URL(req.url ?? '/', 'http://preview');
    const since = Number(url.searchParams.get('since'));
    // The first visit starts the clock; the page's own reloads carry it.
    if (!Number.isFinite(since) || since <= 0) {
      url.searchParams.set('since', String(now()));
      res.writeHead(303, { Location: url.pathname + url.search, 'Cache-Control': PRIVATE_CACHE });
      return res.end();
    }
    let text: string | null = null;
    try {
      text = fs.readFileSync(manifestFile(options.siteDir, manifestId), 'utf8');
    } catch {
      // not written yet
    }
    const answer = readManifest(text);
    if (answer.state === 'ready') {
      res.writeHead(303, { Location: answer.pagePath, 'Cache-Control': PRIVATE_CACHE });
      return res.end();
    }
    if (answer.state === 'no-page') return sendPage(res, 500, noPage());
    const waited = Math.max(0, Math.round((now() - since) / 1000));
    if (waited >= timeout) return sendPage(res, 504, timedOut(waited));
    sendPage(res, 202, preparing(waited));
  };

  const server = http.createServer((req, res) => {
    const verdict = check(req);
    if (!verdict.allowed && verdict.status === 429) {
      return sendPage(res, 429, tooManyAttempts(verdict.waitSeconds), { 'Retry-After': String(verdict.waitSeconds) });
    }
    if (!verdict.allowed) return sendPage(res, 401, passwordNeeded(), { 'WWW-Authenticate': REALM });
    const { authorization: _password, ...headers } = req.headers;
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname.replace(/\/$/, '') === '/__refresh') return forward(req, res, { ...headers, authorization: options.refreshToken });
    const sync = contentSyncRequest(pathname);
    if (sync) return contentSync(req, res, sync.manifestId);
    forward(req, res, headers);
  });

  // The development server's live updates (a WebSocket): the same password, then a plain pipe.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    // Node hands the socket over with no error listener: a client that resets it would otherwise
    // throw from the server itself, and stop the proxy.
    socket.on('error', () => socket.destroy());
    const verdict = check(req);
    if (!verdict.allowed && verdict.status === 429) {
      socket.end(`HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${verdict.waitSeconds}\r\nConnection: close\r\n\r\n`);
      return;
    }
    if (!verdict.allowed) {
      socket.end(`HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: ${REALM}\r\nConnection: close\r\n\r\n`);
      return;
    }
    const upstream = net.connect(options.upstream.port, options.upstream.host, () => {
      const lines = [
        `${req.method} ${req.url} HTTP/1.1`,
        ...Object.entries(req.headers)
          .filter(([name]) => name !== 'authorization')
          .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`)),
      ];
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  });
  return server;
}
