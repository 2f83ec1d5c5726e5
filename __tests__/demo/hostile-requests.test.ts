// The demo backend under requests meant to hurt it: bodies past the limit however they are sent,
// expensive routes and queries, paths that cannot be decoded. Each gets a clear answer in the
// shape of the service it stands in for, quickly, and with nothing of the server's insides.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildSchema, parse } from 'graphql';
import { MAX_TOKENS, SCHEMA_SDL } from '../../demo/wordpress/graphql-route';
import { measureQuery, overLimit } from '../../demo/wordpress/query-cost';
import { startTestBackend, type TestBackend } from '../support/demo-backend';

let demo: TestBackend;
const LIMIT = 4096;
beforeAll(async () => {
  demo = await startTestBackend({ backend: { formBodyLimit: LIMIT } });
});
afterAll(() => demo.stop());

const BOUNDARY = '----hostile';
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * Sends `chunks` with chunked transfer encoding (no Content-Length), leaving the request open
 * after them; resolves with the answer, or rejects if none came within `ms` of the last chunk.
 */
function sendChunked(path: string, contentType: string, chunks: string[], ms = 5000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${demo.url}${path}`, { method: 'POST', headers: { 'Content-Type': contentType, 'Transfer-Encoding': 'chunked' } });
    request.on('error', () => undefined);
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    for (const chunk of chunks) request.write(chunk);
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer within ${ms} ms of the last chunk, with the request still open`));
    }, ms);
  });
}

const root = path.resolve(__dirname, '../..');
const noInsides = (body: string) => {
  expect(body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  expect(body).not.toContain(root);
};

test('a chunked form past the size limit is refused with 413 once the bytes pass it, and nothing is stored', async () => {
  // Fields each under the per-field limit, together well past the body limit; the request stays open.
  const fields = Array.from({ length: 12 }, (_, i) => field(`field-${i}`, 'x'.repeat(1000)));
  const answer = await sendChunked('/wp-json/contact-form-7/v1/contact-forms/71/feedback', `multipart/form-data; boundary=${BOUNDARY}`, [
    field('_wpcf7_unit_tag', 'wpcf7-f71-o1'),
    ...fields,
  ]);
  expect(answer.status).toBe(413);
  expect(answer.headers['content-type']).toBe('application/json; charset=UTF-8');
  expect(JSON.parse(answer.body)).toEqual({
    code: 'rest_request_too_large',
    message: `The request body is larger than the ${LIMIT} bytes this site accepts.`,
    data: { status: 413 },
  });
  expect(demo.backend.submissions.submissions()).toEqual([]);
});

test('a chunked GraphQL body past its limit: 413 in WPGraphQL’s error shape, without a stack trace', async () => {
  const answer = await sendChunked('/graphql', 'application/json', [
    `{"query":"{ isWpGatsby }","x":"`,
    ...Array.from({ length: 3 }, () => 'y'.repeat(1024 * 1024)),
  ]);
  expect(answer.status).toBe(413);
  expect(answer.headers['content-type']).toBe('application/json; charset=UTF-8');
  expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: expect.stringContaining('too large') }] });
  noInsides(answer.body);
});

test('an upload path that cannot be decoded is a plain not-found, without a stack trace or the server’s paths', async () => {
  const response = await fetch(`${demo.url}/wp-content/uploads/2026/11/%E0%A4%A`);
  expect(response.status).toBe(404);
  const body = await response.text();
  expect(JSON.parse(body)).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  noInsides(body);
});

test('a route through too many waypoints is refused as OSRM refuses it, before any routing', async () => {
  const points = Array.from({ length: 26 }, (_, i) => `7.42${String(i % 10)},43.73${String(i % 7)}`).join(';');
  const started = Date.now();
  const response = await fetch(`${demo.url}/route/v1/driving/${points}?steps=true&overview=full&geometries=geojson`);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ code: 'TooBig', message: 'Number of entries 26 is higher than current maximum (25)' });
  expect(Date.now() - started).toBeLessThan(500);
});

describe('GraphQL queries over the cost limits: refused with WPGraphQL’s error shape, before they run', () => {
  const refused = async (query: string, message: RegExp) => {
    const { status, body } = await demo.graphql(query);
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([{ message: expect.stringMatching(message) }]);
  };

  test('too deep', async () => {
    const deep = (levels: number): string => (levels === 0 ? 'id' : `translations { ${deep(levels - 1)} }`);
    await refused(`{ pages { nodes { ${deep(8)} } } }`, /max query depth allowed \(10\)\. Got 11/);
    // At the limit it runs.
    expect((await demo.graphql(`{ pages(first: 1) { nodes { ${deep(7)} } } }`)).body.errors).toBeUndefined();
  });

  test('too many aliases, or aliased lists that add up to too many objects', async () => {
    await refused(`{ ${Array.from({ length: 101 }, (_, i) => `a${i}: isWpGatsby`).join(' ')} }`, /101 aliases; at most 100/);
    const started = Date.now();
    await refused(`{ ${Array.from({ length: 30 }, (_, i) => `p${i}: pages(first: 100) { nodes { id title content } }`).join(' ')} }`, /ask for 3000 items/);
    expect(Date.now() - started).toBeLessThan(500);
  });

  test('through a fragment and a variable too', async () => {
    const query = `query Q($n: Int) { a: pages(first: $n) { ...P } b: pages(first: $n) { ...P } } fragment P on RootQueryToPageConnection { nodes { id } }`;
    const { body } = await demo.graphql(query, { n: 100 });
    expect(body.errors).toBeUndefined();
    const many = `query Q($n: Int) { ${Array.from({ length: 11 }, (_, i) => `p${i}: pages(first: $n) { ...P }`).join(' ')} } fragment P on RootQueryToPageConnection { nodes { id } }`;
    const over = await demo.graphql(many, { n: 100 });
    expect(over.body.errors?.[0].message).toMatch(/ask for 1100 items/);
  });
});

test('every query of a recorded build of the site is within the limits', () => {
  const recorded = JSON.parse(fs.readFileSync(path.join(__dirname, '../wordpress-real/build-queries.json'), 'utf8')) as {
    query: string;
    variables: Record<string, unknown>;
  }[];
  const schema = buildSchema(SCHEMA_SDL);
  const refused = recorded.map((r) => overLimit(measureQuery(schema, parse(r.query, { maxTokens: MAX_TOKENS }), r.variables))).filter(Boolean);
  expect(recorded.length).toBeGreaterThan(20);
  expect(refused).toEqual([]);
});
