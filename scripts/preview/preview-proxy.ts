// The preview server's front door: every request needs the preview password (HTTP Basic, 401
// otherwise); WordPress's Preview webhook is handed to Gatsby's refresh endpoint with the
// development server's own token; the Content Sync address WordPress sends editors to waits for
// the preview's page and redirects to it; everything else goes to Gatsby's development server,
// which listens on 127.0.0.1 only.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { isAuthorised } from './basic-auth';
import { contentSyncRequest, manifestFile, readManifest } from './content-sync';
import { noPage, passwordNeeded, preparing, serverStarting, timedOut } from './preview-pages';

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
};

const REALM = 'Basic realm="Hotel site preview", charset="UTF-8"';

function sendPage(res: http.ServerResponse, status: number, html: string, headers: http.OutgoingHttpHeaders = {}) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(html);
}

export function createPreviewProxy(options: PreviewProxyOptions): http.Server {
  const now = options.now ?? Date.now;
  const timeout = options.timeoutSeconds ?? 120;

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, headers: http.IncomingHttpHeaders) => {
    const upstream = http.request({ ...options.upstream, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
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
      res.writeHead(303, { Location: url.pathname + url.search, 'Cache-Control': 'no-store' });
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
      res.writeHead(303, { Location: answer.pagePath, 'Cache-Control': 'no-store' });
      return res.end();
    }
    if (answer.state === 'no-page') return sendPage(res, 500, noPage());
    const waited = Math.max(0, Math.round((now() - since) / 1000));
    if (waited >= timeout) return sendPage(res, 504, timedOut(waited));
    sendPage(res, 202, preparing(waited));
  };

  const server = http.createServer((req, res) => {
    if (!isAuthorised(req.headers.authorization, options.secret)) {
      return sendPage(res, 401, passwordNeeded(), { 'WWW-Authenticate': REALM });
    }
    const { authorization: _password, ...headers } = req.headers;
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname.replace(/\/$/, '') === '/__refresh') return forward(req, res, { ...headers, authorization: options.refreshToken });
    const sync = contentSyncRequest(pathname);
    if (sync) return contentSync(req, res, sync.manifestId);
    forward(req, res, headers);
  });

  // The development server's live updates (a WebSocket): the same password, then a plain pipe.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    if (!isAuthorised(req.headers.authorization, options.secret)) {
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
    socket.on('error', () => upstream.destroy());
  });
  return server;
}
