// Fuzz suite of the demo backend, in a process of its own (`npm run demo:backend`): malformed
// requests, resets mid-request, oversized and chunked bodies on the form and GraphQL endpoints,
// hostile GraphQL, undecodable paths on every family of routes. Bounded (a fixed number of seeded
// cases), loopback only. Afterwards the process must still be running and answering, its memory
// and its database small, and no answer may have shown a stack trace.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port';
import { randomSource, rawExchange, residentMb, startServerProcess, type ServerProcess } from '../support/process-under-attack';

const FORM_LIMIT = 64 * 1024;
const MEMORY_BOUND_MB = 700;
const DATABASE_BOUND_MB = 8;

let demo: ServerProcess;
let origin: string;
let stateDir: string;
beforeAll(async () => {
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-fuzz-'));
  const port = await freePort();
  demo = await startServerProcess(
    path.join(__dirname, '../../demo/server.ts'),
    { DEMO_PORT: String(port), DEMO_HOST: '127.0.0.1', DEMO_DB: path.join(stateDir, 'demo.sqlite'), DEMO_FORM_MAX_BYTES: String(FORM_LIMIT) },
    /listening on http:\/\/127\.0\.0\.1:(\d+)/,
  );
  origin = `http://127.0.0.1:${demo.port}`;
}, 90_000);
afterAll(async () => {
  await demo?.stop();
  fs.rmSync(stateDir, { recursive: true, force: true });
});

const random = randomSource(8790);
const STACK = /\n\s+at |node_modules|\.ts:\d+:\d+/;
const root = path.resolve(__dirname, '../..');
const FEEDBACK = '/wp-json/contact-form-7/v1/contact-forms/71/feedback';
const BOUNDARY = '----fuzz';
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

const deep = (levels: number): string => (levels === 0 ? 'id' : `translations { ${deep(levels - 1)} }`);
const HOSTILE_QUERIES: unknown[] = [
  { query: `{ pages { nodes { ${deep(30)} } } }` },
  { query: `{ ${Array.from({ length: 2000 }, (_, i) => `a${i}: isWpGatsby`).join(' ')} }` },
  { query: `{ ${Array.from({ length: 50 }, (_, i) => `p${i}: pages(first: 100) { nodes { content } }`).join(' ')} }` },
  { query: 'query { ...A } fragment A on RootQuery { ...B } fragment B on RootQuery { ...A }' },
  { query: `{ ${'isWpGatsby '.repeat(60_000)} }` },
  { query: `{ ${'{'.repeat(5000)} }` },
  { query: 'query ($n: Int) { pages(first: $n) { nodes { id } } }', variables: { n: 'many' } },
  { query: 'query ($n: Int) { pages(first: $n) { nodes { id } } }', variables: { n: 1e12 } },
  { query: '{ pages(first: -5) { nodes { id } } }' },
  { query: '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }' },
  { query: 'mutation { createComment(input: { commentOn: 999999, content: "x" }) { success } }' },
  { query: '{ page(id: "\u0000../../etc/passwd", idType: URI) { id } }' },
  [{ query: '{ isWpGatsby }' }],
  'just a string',
  null,
  123,
  { query: { nested: true } },
];

async function hostileGraphql(): Promise<{ status: number; body: string }[]> {
  const answers = [];
  for (const payload of HOSTILE_QUERIES) {
    const response = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
    answers.push({ status: response.status, body: await response.text() });
  }
  const bytes = await fetch(`${origin}/graphql`, { method: 'POST', body: random.bytes(5000) });
  answers.push({ status: bytes.status, body: await bytes.text() });
  return answers;
}

const UNDECODABLE = [
  '/wp-content/uploads/2026/11/%E0%A4%A',
  '/wp-content/uploads/%FF%FE.jpg',
  '/tiles/%ZZ/1/2.mvt',
  '/tiles/14/8529/%E0.mvt',
  '/route/v1/driving/%E0%A4%A',
  '/search?q=%E0%A4%A&format=json',
  '/counts/%FF/x',
  '/2026/11/25/%E0%A4%A/embed/',
  '/search-results/?mphb_check_in_date=%E0%A4%A',
  '/fonts/noto-sans/%2e%2e%2f%2e%2e%2fpackage.json',
  '/map/style.json?lang=%E0',
  `/search?q=${'x'.repeat(6000)}&limit=1000000000`,
  `/route/v1/driving/${Array.from({ length: 26 }, () => '7.42,43.73').join(';')}`,
  '/route/v1/driving/7.42,43.73;7.43,43.74?alternatives=99999&steps=true',
];

test('hostile requests of every kind leave the demo backend up, its memory and database bounded, and show no stack trace', async () => {
  const started = Date.now();
  const answers: { status: number; body: string }[] = [];

  // Garbage, malformed heads, and requests cut or reset at a random point.
  for (let round = 0; round < 20; round++) {
    await Promise.all(
      Array.from({ length: 10 }, () => {
        const whole = random.pick([
          `POST /graphql HTTP/1.1\r\nHost: demo\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"query":"{ isWpGatsby }"`,
          `POST ${FEEDBACK} HTTP/1.1\r\nHost: demo\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n400\r\n${field('_wpcf7_unit_tag', 'x')}`,
          `GET /wp-content/uploads/ HTTP/1.1\r\nHost: demo\r\nX: ${'y'.repeat(20000)}\r\n\r\n`,
          `GET / HTTP/1.1\r\nContent-Length: 1, 2\r\nHost: demo\r\n\r\n`,
          random.bytes(1000).toString('latin1'),
        ]);
        const cut = whole.slice(0, 1 + random.int(whole.length));
        return rawExchange(demo.port, [cut], random.next() < 0.5 ? 'reset' : 'close', '127.0.0.2', 2000);
      }),
    );
    expect(demo.exited()).toBe(false);
  }

  // Chunked bodies far past the limits: each refused once the bytes pass it.
  for (let i = 0; i < 5; i++) {
    const chunks = [`${field('_wpcf7_unit_tag', 'wpcf7-f71-o1')}`, ...Array.from({ length: 40 }, (_, n) => field(`f${n}`, 'v'.repeat(50_000)))];
    const sent = chunks.map((c) => `${Buffer.byteLength(c).toString(16)}\r\n${c}\r\n`);
    const answer = await rawExchange(
      demo.port,
      [`POST ${FEEDBACK} HTTP/1.1\r\nHost: demo\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n`, ...sent],
      'close',
      '127.0.0.2',
      5000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    const graphqlAnswer = await rawExchange(
      demo.port,
      [
        'POST /graphql HTTP/1.1\r\nHost: demo\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        ...Array.from({ length: 3 }, () => `100000\r\n${'g'.repeat(0x100000)}\r\n`),
      ],
      'close',
      '127.0.0.2',
      5000,
    );
    expect(graphqlAnswer).toMatch(/^HTTP\/1\.1 413 /);
    answers.push({ status: 413, body: `${answer}${graphqlAnswer}` });
  }

  answers.push(...(await hostileGraphql()));
  for (const address of UNDECODABLE) {
    const response = await fetch(`${origin}${address}`);
    answers.push({ status: response.status, body: await response.text() });
  }

  expect(demo.exited()).toBe(false);
  expect(answers.filter((a) => STACK.test(a.body) || a.body.includes(root))).toEqual([]);
  // Answered within the fuzz's time: nothing held the server for long.
  expect(Date.now() - started).toBeLessThan(60_000);

  const health = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query":"{ isWpGatsby }"}' });
  expect(await health.json()).toMatchObject({ data: { isWpGatsby: true } });
  const memory = residentMb(demo.child.pid!);
  expect(memory).toBeGreaterThan(10);
  expect(memory).toBeLessThan(MEMORY_BOUND_MB);
  const databaseMb = fs.readdirSync(stateDir).reduce((sum, name) => sum + fs.statSync(path.join(stateDir, name)).size, 0) / 1024 / 1024;
  expect(databaseMb).toBeLessThan(DATABASE_BOUND_MB);
}, 120_000);
