// The preview server's front door, in front of a stand-in for Gatsby's development server.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { manifestFile } from '../../../scripts/preview/content-sync';
import { createPreviewProxy } from '../../../scripts/preview/preview-proxy';

const SECRET = 'a-long-preview-password';
const auth = (password = SECRET) => ({ authorization: `Basic ${Buffer.from(`editor:${password}`).toString('base64')}` });

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
let seen: Seen[];
let development: http.Server;
let proxy: http.Server;
let origin: string;
let siteDir: string;
let clock: number;

const listen = (server: http.Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

beforeEach(async () => {
  seen = [];
  clock = 1_000_000;
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-site-'));
  development = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      // As Gatsby's development server answers: cacheable by anyone, readable from any origin.
      const shared = { 'Cache-Control': 'public, max-age=0', 'Access-Control-Allow-Origin': '*' };
      if (req.url?.startsWith('/___graphql')) {
        const answer = { data: { site: { siteMetadata: null } }, extensions: { enableRefresh: 'true', refreshToken: 'internal-token' } };
        return res.writeHead(200, { ...shared, 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      }
      res.writeHead(200, { ...shared, 'Content-Type': 'text/html' }).end('<h1>Spa</h1>');
    });
  });
  const developmentPort = await listen(development);
  proxy = createPreviewProxy({
    secret: SECRET,
    upstream: { host: '127.0.0.1', port: developmentPort },
    refreshToken: 'internal-token',
    siteDir,
    timeoutSeconds: 60,
    now: () => clock,
  });
  origin = `http://127.0.0.1:${await listen(proxy)}`;
});
afterEach(async () => {
  await Promise.all([close(proxy), close(development)]);
  fs.rmSync(siteDir, { recursive: true, force: true });
});

test('without the preview password: 401 with a page that says what to do, and nothing reaches Gatsby', async () => {
  for (const headers of [{}, auth('guess')]) {
    const response = await fetch(`${origin}/spa/`, { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Basic realm="Hotel site preview", charset="UTF-8"');
    expect(await response.text()).toContain('Preview password needed');
  }
  const refresh = await fetch(`${origin}/__refresh/`, { method: 'POST', body: '{}' });
  expect(refresh.status).toBe(401);
  expect(seen).toEqual([]);
});

test('with it, pages come from Gatsby, which never sees the password', async () => {
  const response = await fetch(`${origin}/spa/?x=1`, { headers: auth() });
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('<h1>Spa</h1>');
  expect(seen).toEqual([expect.objectContaining({ method: 'GET', url: '/spa/?x=1' })]);
  expect(seen[0].headers.authorization).toBeUndefined();
});

test('WordPress’s preview webhook reaches Gatsby’s refresh endpoint with the development server’s token', async () => {
  const body = JSON.stringify({ previewDatabaseId: 312, token: 'jwt' });
  const response = await fetch(`${origin}/__refresh/`, { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json' }, body });
  expect(response.status).toBe(200);
  expect(seen).toEqual([expect.objectContaining({ method: 'POST', url: '/__refresh/', body })]);
  expect(seen[0].headers.authorization).toBe('internal-token');
});

test('the Content Sync address waits for the preview’s page, then sends the editor to it', async () => {
  const address = `${origin}/__preview/gatsby-source-wordpress/3122026-11-25%2000:43:47/312`;
  const first = await fetch(address, { headers: auth(), redirect: 'manual' });
  expect(first.status).toBe(303);
  const waiting = new URL(first.headers.get('location') ?? '', origin).toString();
  expect(waiting).toBe(`${address}?since=1000000`);

  clock += 4000;
  const pending = await fetch(waiting, { headers: auth(), redirect: 'manual' });
  expect(pending.status).toBe(202);
  const text = await pending.text();
  expect(text).toContain('Preparing your preview');
  expect(text).toContain('(4 s so far');
  expect(text).toContain('<meta http-equiv="refresh" content="2">');

  const file = manifestFile(siteDir, '3122026-11-25 00:43:47');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ node: { id: 'cG9zdDozMTI=' }, page: { path: '/generated-preview-path/page/312/' }, foundPageBy: 'context.id' }));
  const ready = await fetch(waiting, { headers: auth(), redirect: 'manual' });
  expect(ready.status).toBe(303);
  expect(ready.headers.get('location')).toBe('/generated-preview-path/page/312/');
  expect(seen).toEqual([]);
});

test('a preview with no page, or one that takes too long, gets a page saying so', async () => {
  const address = (id: string) => `${origin}/__preview/gatsby-source-wordpress/${id}/31?since=1000000`;
  const file = manifestFile(siteDir, '312026-11-25 10:00:00');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ node: { id: 'x' }, page: { path: null }, foundPageBy: 'none' }));
  const none = await fetch(address('312026-11-25 10:00:00'), { headers: auth() });
  expect(none.status).toBe(500);
  expect(await none.text()).toContain('This change has no page to show');

  clock += 61_000;
  const late = await fetch(address('312026-11-25 11:00:00'), { headers: auth() });
  expect(late.status).toBe(504);
  expect(await late.text()).toContain('not ready after 61 s');
});

test('while Gatsby is not answering, the editor is told the server is starting', async () => {
  await close(development);
  const response = await fetch(`${origin}/spa/`, { headers: auth() });
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.text()).toContain('The preview server is starting');
});

test('live updates (a WebSocket) need the password too', async () => {
  const port = Number(new URL(origin).port);
  const answer = await new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write('GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n'),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('close', () => resolve(text));
  });
  expect(answer).toMatch(/^HTTP\/1\.1 401 Unauthorized/);
  expect(seen).toEqual([]);
});

/** Sends raw bytes on a new connection; resolves with the socket once they are written. */
const connect = (bytes: string) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(Number(new URL(origin).port), '127.0.0.1', () => socket.write(bytes, () => resolve(socket)));
    socket.on('error', reject);
  });
const UPGRADE = 'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n';

test('a connection reset while the proxy refuses a WebSocket does not stop it', async () => {
  const uncaught: Error[] = [];
  const onUncaught = (error: Error) => uncaught.push(error);
  process.on('uncaughtException', onUncaught);
  try {
    for (let i = 0; i < 30; i++) {
      const socket = await connect(UPGRADE);
      socket.on('error', () => undefined);
      // SO_LINGER 0: the peer sees a reset, not a close.
      socket.resetAndDestroy();
    }
    const response = await fetch(`${origin}/spa/`, { headers: auth() });
    expect(response.status).toBe(200);
  } finally {
    process.off('uncaughtException', onUncaught);
  }
  expect(uncaught).toEqual([]);
});

test('what is behind the password is neither cached nor readable from other sites', async () => {
  for (const address of [`${origin}/spa/`, `${origin}/___graphql`, `${origin}/__preview/gatsby-source-wordpress/3122026-11-25%2000:43:47/312?since=1000000`]) {
    const response = await fetch(address, { headers: auth() });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  }
  const refused = await fetch(`${origin}/spa/`);
  expect(refused.headers.get('cache-control')).toBe('private, no-store');
});

test('Gatsby’s GraphQL explorer does not hand out the refresh token', async () => {
  const response = await fetch(`${origin}/___graphql`, {
    method: 'POST',
    headers: { ...auth(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ site { siteMetadata { title } } }' }),
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).not.toContain('internal-token');
  expect(JSON.parse(text)).toEqual({ data: { site: { siteMetadata: null } }, extensions: { enableRefresh: 'true' } });
});

test('wrong passwords slow the next attempts of that client down, the right one included', async () => {
  for (let i = 0; i < 5; i++) expect((await fetch(`${origin}/spa/`, { headers: auth(`guess-${i}`) })).status).toBe(401);
  const throttled = await fetch(`${origin}/spa/`, { headers: auth() });
  expect(throttled.status).toBe(429);
  const wait = Number(throttled.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(await throttled.text()).toContain('Too many wrong passwords');
  // WebSockets are held to the same count.
  const socket = await connect(UPGRADE.replace('Host: x', `Host: x\r\n${'Authorization'}: ${auth().authorization}`));
  const upgradeAnswer = await new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('close', () => resolve(text));
  });
  expect(upgradeAnswer).toMatch(/^HTTP\/1\.1 429 Too Many Requests/);

  // Each failure past the free ones doubles the wait.
  clock += wait * 1000;
  expect((await fetch(`${origin}/spa/`, { headers: auth('guess-5') })).status).toBe(401);
  const longer = await fetch(`${origin}/spa/`, { headers: auth() });
  expect(longer.status).toBe(429);
  expect(Number(longer.headers.get('retry-after'))).toBe(wait * 2);

  clock += wait * 2 * 1000;
  expect((await fetch(`${origin}/spa/`, { headers: auth() })).status).toBe(200);
  // The right password clears the count.
  expect((await fetch(`${origin}/spa/`, { headers: auth('typo') })).status).toBe(401);
  expect((await fetch(`${origin}/spa/`, { headers: auth() })).status).toBe(200);
  expect(seen.filter((s) => s.url === '/spa/')).toHaveLength(2);
});

test('a browser asking without a password, as it does before prompting, is not counted as a failure', async () => {
  for (let i = 0; i < 20; i++) expect((await fetch(`${origin}/spa/`)).status).toBe(401);
  expect((await fetch(`${origin}/spa/`, { headers: auth() })).status).toBe(200);
});
