// What a clean build asks of WordPress must not grow with the number of pages, or a site of
// thousands of pages spends its build waiting on WordPress. gatsby-source-wordpress looks up the
// media items of each page's file links, and, unpatched, asks again for every page the `-scaled`
// twins WordPress does not have (see patches/ and docs/decisions/010). Counted at the demo
// backend, over a build of 219 pages that all link the same photos.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDemoBackend, DEFAULT_CONTENT_DIR } from '../../demo/backend';
import { copyProject, gatsbyBuild } from '../../scripts/project-copy';

const EXTRA_PAGES_PER_LANGUAGE = 60;

let server: http.Server;
let stateDir: string;
let project: string;
const requests: { method: string; path: string }[] = [];

beforeAll(async () => {
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-backend-'));
  project = copyProject();
  let app: http.RequestListener = (_req, res) => res.writeHead(503).end();
  // Every request the build sends passes here first: the backend's own address (the one its
  // content links to) is this server's.
  server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0] });
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = createDemoBackend({
    contentDir: DEFAULT_CONTENT_DIR,
    dbPath: path.join(stateDir, 'demo.sqlite'),
    publicUrl: url,
    extraPages: EXTRA_PAGES_PER_LANGUAGE,
  }).app;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(stateDir, { recursive: true, force: true });
  fs.rmSync(project, { recursive: true, force: true });
});

test('a clean build sends WordPress a handful of requests, not some for every page', async () => {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const build = await gatsbyBuild(project, { WPGRAPHQL_URL: `${url}/graphql`, FORCE_COLOR: '0' });
  expect(build.code).toBe(0);
  const pages = fs.readdirSync(path.join(project, 'public'), { recursive: true }).filter((file) => String(file).endsWith('index.html')).length;
  expect(pages).toBeGreaterThan(EXTRA_PAGES_PER_LANGUAGE * 3);

  const graphql = requests.filter((r) => r.path === '/graphql').length;
  console.log(`${pages} pages: ${graphql} GraphQL requests, ${requests.length} requests in all (${build.seconds.toFixed(1)} s)`);
  expect(graphql / pages).toBeLessThan(0.2);

  // Each file is downloaded once, however many pages show or link it.
  const files = requests.filter((r) => r.path.startsWith('/wp-content/uploads/')).map((r) => r.path);
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file, i) => files.indexOf(file) !== i)).toEqual([]);
});
