// The proxy the fault tests put in front of WordPress: each fault it applies, and everything else forwarded untouched.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFaultProxy, type FaultProxy } from '../../scripts/fault-proxy';

const ANSWER = JSON.stringify({ data: { pages: { nodes: Array.from({ length: 20 }, (_, id) => ({ id })) } } });
let upstream: http.Server;
let proxy: FaultProxy;
const received: string[] = [];

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(`${request.method} ${request.url} ${request.headers.host} ${body}`);
      response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
      response.end(ANSWER);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = await startFaultProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await proxy.stop();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  proxy.clear();
  received.length = 0;
});

const post = (query: string) =>
  fetch(`${proxy.origin}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) });
const pagesOnly = { match: (request: { body: string }) => request.body.includes('pages') };

test('a request no fault matches is forwarded as it came, with the upstream as its host', async () => {
  const response = await post('{ menus }');
  expect(await response.text()).toBe(ANSWER);
  expect(received).toEqual([`POST /graphql 127.0.0.1:${(upstream.address() as AddressInfo).port} {"query":"{ menus }"}`]);
  expect(proxy.seen.at(-1)).toEqual({ method: 'POST', url: '/graphql', body: '{"query":"{ menus }"}' });
});

test('a status: answered without reaching the upstream, as many times as asked, then forwarded', async () => {
  proxy.inject({ ...pagesOnly, times: 2, do: { kind: 'status', status: 503, body: 'busy' } });
  const hitsBefore = proxy.hits;
  expect((await post('{ pages }')).status).toBe(503);
  expect((await post('{ menus }')).status).toBe(200);
  expect((await post('{ pages }')).status).toBe(503);
  expect((await post('{ pages }')).status).toBe(200);
  expect(proxy.hits - hitsBefore).toBe(2);
  expect(received).toHaveLength(2);
});

test('a reset: the connection drops without an answer', async () => {
  proxy.inject({ ...pagesOnly, do: { kind: 'reset' } });
  await expect(post('{ pages }')).rejects.toThrow();
});

test('truncate: the answer stops short of what its headers promised', async () => {
  proxy.inject({ ...pagesOnly, do: { kind: 'truncate', bytes: 40 } });
  const { promised, got } = await new Promise<{ promised: number; got: number }>((resolve, reject) => {
    let answered = false;
    const request = http.request(`${proxy.origin}/graphql`, { method: 'POST' }, (response) => {
      answered = true;
      let got = 0;
      response.on('data', (chunk: Buffer) => (got += chunk.length));
      response.on('error', () => undefined);
      response.on('close', () => resolve({ promised: Number(response.headers['content-length']), got }));
    });
    // Once the answer has begun, the broken socket is the answer's to report (`close`), not the request's.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    request.end('{"query":"{ pages }"}');
  });
  expect({ promised, got }).toEqual({ promised: ANSWER.length, got: 40 });
});

test('a delay: forwarded once it has passed', async () => {
  proxy.inject({ ...pagesOnly, do: { kind: 'delay', ms: 300 } });
  const started = Date.now();
  expect(await (await post('{ pages }')).text()).toBe(ANSWER);
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
});

test('hang: no answer at all, until the client gives up', async () => {
  proxy.inject({ ...pagesOnly, do: { kind: 'hang' } });
  await expect(fetch(`${proxy.origin}/graphql`, { method: 'POST', body: '{"query":"{ pages }"}', signal: AbortSignal.timeout(300) })).rejects.toThrow(
    /abort|timeout/i,
  );
});

test('call: the side effect runs before the request goes on', async () => {
  const order: string[] = [];
  proxy.inject({ ...pagesOnly, times: 1, do: { kind: 'call', run: () => void order.push('side effect') } });
  await post('{ pages }');
  order.push(`upstream saw ${received.length}`);
  expect(order).toEqual(['side effect', 'upstream saw 1']);
});
