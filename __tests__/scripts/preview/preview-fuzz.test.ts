// Fuzz suite of the preview proxy, in a process of its own in front of a stand-in development
// server: malformed request lines and headers, hostile Authorization headers, resets before,
// during and after a request and an upgrade, oversized and chunked bodies. Bounded (a fixed
// number of seeded cases), loopback only. Afterwards the process must still be running, answer
// the right password with the page, and hold less memory than the bound.
import path from 'node:path';
import { randomSource, rawExchange, residentMb, startServerProcess, type Ending, type ServerProcess } from '../../support/process-under-attack';

const SECRET = 'a-long-preview-password';
const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;
const GOOD = basic(`editor:${SECRET}`);
const MEMORY_BOUND_MB = 250;

let proxy: ServerProcess;
beforeAll(async () => {
  proxy = await startServerProcess(path.join(__dirname, 'support/proxy-process.ts'), { PREVIEW_SECRET: SECRET });
});
afterAll(() => proxy?.stop());

const random = randomSource(32);

const AUTHORIZATIONS = [
  '',
  'Basic',
  'Basic ',
  'Basic ====',
  'Basic !!!!',
  `Basic ${'A'.repeat(8000)}`,
  basic('editor'),
  basic(':'),
  basic(`editor:${SECRET}\u0000`),
  basic(`editor:${SECRET.toUpperCase()}`),
  `Bearer ${SECRET}`,
  `basic ${Buffer.from(`x:${SECRET}`).toString('hex')}`,
  `${GOOD}, ${GOOD}`,
];
const PATHS = [
  '/',
  '/spa/',
  '/__refresh',
  '/___graphql',
  '/__preview/gatsby-source-wordpress/%E0%A4%A/1',
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/',
  `/${'a'.repeat(9000)}`,
];

function hostileRequest(): (string | Buffer)[] {
  const kind = random.int(6);
  const auth = random.pick(AUTHORIZATIONS);
  const target = random.pick(PATHS);
  const head = (extra: string) => `GET ${target} HTTP/1.1\r\nHost: preview\r\n${auth ? `Authorization: ${auth}\r\n` : ''}${extra}Connection: close\r\n\r\n`;
  switch (kind) {
    case 0:
      return [random.bytes(1 + random.int(2000))];
    case 1:
      // Header names and values no parser should take.
      return [
        `GET / HTTP/1.1\r\nHost: preview\r\n${random.pick(['Bad Header: x', 'X: a\rb', ': empty', 'X-Long: ' + 'y'.repeat(20000), 'Content-Length: -1', 'Content-Length: 1, 2'])}\r\n\r\n`,
      ];
    case 2:
      return [head('Upgrade: websocket\r\nConnection: Upgrade\r\n').replace('Connection: close\r\n', '')];
    case 3:
      // Half a request: the head cut anywhere.
      return [head('').slice(0, random.int(60))];
    case 4:
      return [
        `POST /__refresh HTTP/1.1\r\nHost: preview\r\nAuthorization: ${auth}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
        `${'zz'}\r\n`,
        random.bytes(300),
      ];
    default:
      return [head('')];
  }
}

test('hundreds of hostile requests, reset or closed at every point, leave the proxy up and its memory bounded', async () => {
  const started = Date.now();
  for (let round = 0; round < 40; round++) {
    await Promise.all(
      Array.from({ length: 10 }, () => {
        const ending: Ending = random.next() < 0.5 ? 'reset' : 'close';
        return rawExchange(proxy.port, hostileRequest(), ending, '127.0.0.2', 2000);
      }),
    );
    expect(proxy.exited()).toBe(false);
  }
  // Authorised, then cut: mid-body, mid-upgrade and mid-answer.
  const authorised = [
    [`POST /__refresh HTTP/1.1\r\nHost: preview\r\nAuthorization: ${GOOD}\r\nContent-Length: 100000\r\n\r\n`, 'x'.repeat(500)],
    [
      `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: preview\r\nAuthorization: ${GOOD}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
      'frame',
    ],
    [`GET /spa/ HTTP/1.1\r\nHost: preview\r\nAuthorization: ${GOOD}\r\n\r\n`],
    [
      `POST /__refresh HTTP/1.1\r\nHost: preview\r\nAuthorization: ${GOOD}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      ...Array.from({ length: 8 }, () => `100000\r\n${'b'.repeat(0x100000)}\r\n`),
    ],
  ];
  for (let i = 0; i < 20; i++) await rawExchange(proxy.port, authorised[i % authorised.length], 'reset', '127.0.0.3');
  expect(proxy.exited()).toBe(false);

  const page = await fetch(`http://127.0.0.1:${proxy.port}/spa/`, { headers: { authorization: GOOD } });
  expect(page.status).toBe(200);
  expect(await page.text()).toBe('<h1>Spa</h1>');
  expect((await fetch(`http://127.0.0.1:${proxy.port}/spa/`)).status).toBe(401);
  const memory = residentMb(proxy.child.pid!);
  expect(memory).toBeGreaterThan(10);
  expect(memory).toBeLessThan(MEMORY_BOUND_MB);
  expect(Date.now() - started).toBeLessThan(60_000);
}, 90_000);
