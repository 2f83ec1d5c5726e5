// The built site as the hosts serve it, judged by their own code: a build of more than 100 pages
// (the demo hotel and 40 copies of its restaurant page in each language; Cloudflare Pages reads at
// most 100 `_headers` rules) served by Cloudflare's runtime through `npm run serve`, and its files
// read by Netlify's parsers. Every page must be answered with the strict script policy, a missing
// page in its own language with a 404, the old front-page addresses with a 301, and each file with
// its cache rule; any rule the runtime reports invalid or skipped fails the test.
//
// The same build, the largest of the build tests, also shows what a clean build asks of
// WordPress: it must not grow with the number of pages, or a site of thousands of pages spends its
// build waiting on WordPress. gatsby-source-wordpress looks up the media items of each page's file
// links, and, unpatched, asks again for every page the `-scaled` twins WordPress does not have
// (see patches/ and docs/decisions/010). Counted at the demo backend: every request passes
// through a recorder whose address is the backend's own (the one its content links to).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDemoBackend, DEFAULT_CONTENT_DIR } from '../../demo/backend';
import { gatsbyBuild, releaseScratch, scratchProject, type BuildResult } from '../../scripts/project-copy';
import { freePort } from '../../scripts/free-port';

const root = path.resolve(__dirname, '../..');
const EXTRA_PAGES = 40;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let demo: http.Server;
let demoState: string;
const requests: { method: string; path: string }[] = [];
let build: BuildResult;
let project: string;
let publicDir: string;
let server: ChildProcess | undefined;
let site: string;
let runtimeLog = '';

async function waitForSite(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`The host runtime did not answer at ${url}:\n${runtimeLog}`);
}

beforeAll(async () => {
  demoState = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-backend-'));
  let app: http.RequestListener = (_req, res) => res.writeHead(503).end();
  demo = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0] });
    app(req, res);
  });
  await new Promise<void>((resolve) => demo.listen(0, '127.0.0.1', resolve));
  const demoUrl = `http://127.0.0.1:${(demo.address() as AddressInfo).port}`;
  app = createDemoBackend({ contentDir: DEFAULT_CONTENT_DIR, dbPath: path.join(demoState, 'demo.sqlite'), publicUrl: demoUrl, extraPages: EXTRA_PAGES }).app;
  project = scratchProject();
  build = await gatsbyBuild(project, { WPGRAPHQL_URL: `${demoUrl}/graphql`, FORCE_COLOR: '0' });
  if (build.code !== 0) throw new Error(`The build failed:\n${build.output.slice(-4000)}`);
  publicDir = path.join(project, 'public');
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/serve.ts'), '--dir', publicDir, '--port', String(port)], {
    cwd: project,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    detached: true,
  });
  server.stdout?.on('data', (d) => (runtimeLog += d));
  server.stderr?.on('data', (d) => (runtimeLog += d));
  await waitForSite(site, 60000);
});

afterAll(async () => {
  // The runtime's own processes (workerd) are in the server's process group.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (demo) await new Promise((resolve) => demo.close(resolve));
  if (demoState) fs.rmSync(demoState, { recursive: true, force: true });
  if (project) releaseScratch(project);
});

/** Every page the build wrote, as the address a visitor asks for. */
const builtPages = () =>
  fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && !file.startsWith('_gatsby'))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`.replace(/\\/g, '/'));

const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1].replace(/&#x27;|&#39;/g, "'");

test('the build crosses 100 pages', () => {
  expect(builtPages().length).toBeGreaterThan(100 + EXTRA_PAGES);
});

test('a clean build sends WordPress a handful of requests, not some for every page', () => {
  const pages = builtPages().length;
  const graphql = requests.filter((r) => r.path === '/graphql').length;
  console.log(`${pages} pages: ${graphql} GraphQL requests, ${requests.length} requests in all (${build.seconds.toFixed(1)} s)`);
  expect(graphql / pages).toBeLessThan(0.2);

  // Each file is downloaded once, however many pages show or link it.
  const files = requests.filter((r) => r.path.startsWith('/wp-content/uploads/')).map((r) => r.path);
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file, i) => files.indexOf(file) !== i)).toEqual([]);
});

test('Cloudflare’s runtime reads every rule: none reported invalid, none skipped', () => {
  // The runtime says so when it starts; with `--log-level warn` it prints only what is wrong.
  expect(runtimeLog).not.toMatch(/invalid|Maximum number of rules|Skipping|ignored|dropped/i);
});

test('Netlify’s parsers read _headers, _redirects and netlify.toml without an error', () => {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'scripts/netlify-rules.ts'), publicDir, path.join(project, 'netlify.toml')],
    {
      encoding: 'utf8',
    },
  );
  const parsed = JSON.parse(result.stdout) as { headers: { for: string }[]; redirects: { from: string; to: string; status: number }[]; errors: string[] };
  expect(parsed.errors).toEqual([]);
  expect(result.status).toBe(0);
  expect(parsed.headers.map((rule) => rule.for)).toContain('/*');
  expect(parsed.redirects).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ from: '/fr/accueil/', to: '/fr/', status: 301 }),
      expect.objectContaining({ from: '/fr/*', to: '/fr/404.html', status: 404 }),
      expect.objectContaining({ from: '/de/*', to: '/de/404.html', status: 404 }),
    ]),
  );
});

test('every page is answered with the strict script policy, the one of its <meta>, and revalidated', async () => {
  const pages = builtPages();
  const policies = new Set<string>();
  for (let i = 0; i < pages.length; i += 8) {
    await Promise.all(
      pages.slice(i, i + 8).map(async (page) => {
        const response = await fetch(`${site}${page}`, { redirect: 'manual' });
        const html = await response.text();
        // WordPress's addresses of the front pages answer with their 301 (checked below).
        if (response.status === 301) return;
        expect({ page, status: response.status }).toEqual({ page, status: 200 });
        const policy = response.headers.get('content-security-policy') ?? '';
        expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'strict-dynamic' 'report-sample'( 'sha256-[^']+'){4}; /);
        expect(policy).toBe(`${metaPolicy(html)}; frame-ancestors 'self'`);
        expect(response.headers.get('cache-control')).toMatch(/max-age=0, must-revalidate|no-cache/);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        policies.add(policy);
      }),
    );
  }
  expect(policies.size).toBe(1);
});

test.each([
  { missing: '/fr/nulle-part/', words: 'Page introuvable' },
  { missing: '/de/nirgendwo/', words: 'Seite nicht gefunden' },
  { missing: '/nowhere/', words: 'Page not found' },
])('a missing page, $missing, is a 404 in its own language', async ({ missing, words }) => {
  const response = await fetch(`${site}${missing}`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain(words);
  expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'strict-dynamic'/);
});

test.each([
  { from: '/fr/accueil/', to: '/fr/' },
  { from: '/de/startseite/', to: '/de/' },
])("WordPress's address of a front page, $from, is a 301 to $to", async ({ from, to }) => {
  const response = await fetch(`${site}${from}`, { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(new URL(response.headers.get('location') ?? '', site).pathname).toBe(to);
});

test('content-hashed files are cached a year; page data, app data and the sitemap are revalidated', async () => {
  const cacheOf = async (file: string) => {
    const response = await fetch(`${site}${file}`);
    expect({ file, status: response.status }).toEqual({ file, status: 200 });
    return response.headers.get('cache-control');
  };
  const scripts = fs.readdirSync(publicDir).filter((name) => /-[0-9a-f]{20}\.js$/.test(name));
  expect(scripts.length).toBeGreaterThan(5);
  for (const name of scripts) expect(await cacheOf(`/${name}`)).toBe(IMMUTABLE);
  const image = fs.readdirSync(path.join(publicDir, 'static'), { recursive: true, encoding: 'utf8' }).find((file) => /\.(?:webp|jpg|avif)$/.test(file));
  expect(await cacheOf(`/static/${image}`)).toBe(IMMUTABLE);
  for (const file of ['/page-data/app-data.json', '/page-data/index/page-data.json', '/sitemap-index.xml', '/sitemap-0.xml']) {
    expect(await cacheOf(file)).toBe('public, max-age=0, must-revalidate');
  }
});
