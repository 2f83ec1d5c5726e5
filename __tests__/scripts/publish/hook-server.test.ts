// The publisher behind its hook, with a stand-in for Gatsby that the test ends by hand: what
// WordPress's hooks start, and what the publisher reports back.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHookServer } from '../../../scripts/publish/hook-server';
import { createPublisher, type PublisherOptions } from '../../../scripts/publish/publisher';
import type { BuildReport } from '../../../scripts/publish/status-report';
import type { BuildResult } from '../../../scripts/project-copy';

const TOKEN = 'a-token-of-twenty-characters';
let project: string;
let builds: { finish: (code: number) => void }[];
let reports: BuildReport[];

function publisherFor(overrides: Partial<PublisherOptions> = {}) {
  return createPublisher({
    projectDir: project,
    build: () =>
      new Promise<BuildResult>((resolve) => {
        fs.writeFileSync(path.join(project, 'public/index.html'), `build ${builds.length + 1}`);
        builds.push({ finish: (code) => resolve({ code, signal: null, output: code ? 'error WordPress answered HTTP 503.' : '', seconds: 1 }) });
      }),
    deployDir: path.join(project, 'site'),
    report: async (report) => void reports.push(report),
    siteUrl: 'https://www.hotel-lumiere.example',
    retryDelays: [],
    log: () => undefined,
    ...overrides,
  });
}

async function listen(server: ReturnType<typeof createHookServer>) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const hook = (origin: string, body: unknown, token = TOKEN) =>
  fetch(`${origin}/hook`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'hook-server-'));
  fs.mkdirSync(path.join(project, 'public'));
  fs.writeFileSync(path.join(project, 'public/index.html'), 'build 0');
  builds = [];
  reports = [];
});
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

test('a hook starts a build; two racing hooks during it make one more build; each is reported', async () => {
  const publisher = publisherFor();
  const server = createHookServer(publisher, TOKEN);
  const origin = await listen(server);
  try {
    const first = await hook(origin, { changes: ['page 12'] });
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ state: 'building' });
    await until(() => builds.length === 1);
    const racing = await Promise.all([hook(origin, { changes: ['page 13'] }), hook(origin, { changes: ['menu 3'] })]);
    expect(await Promise.all(racing.map((r) => r.json()))).toEqual([{ state: 'queued' }, { state: 'queued' }]);
    builds[0].finish(0);
    await until(() => builds.length === 2);
    builds[1].finish(0);
    await publisher.idle();
    expect(builds).toHaveLength(2);
    expect(reports.map((r) => [r.state, r.changes])).toEqual([
      ['building', ['page 12']],
      ['live', ['page 12']],
      ['building', ['page 13', 'menu 3']],
      ['live', ['page 13', 'menu 3']],
    ]);
    expect(reports[1]).toMatchObject({ build: reports[0].build, site: 'https://www.hotel-lumiere.example' });
    expect(fs.readFileSync(path.join(project, 'site/live/index.html'), 'utf8')).toBe('build 2');
  } finally {
    server.close();
  }
});

test('a failed build is reported with its reason, and the live site is the one before', async () => {
  const publisher = publisherFor();
  fs.mkdirSync(path.join(project, 'site/releases/r0'), { recursive: true });
  publisher.request(['page 12']);
  await until(() => builds.length === 1);
  builds[0].finish(1);
  await publisher.idle();
  expect(reports.at(-1)).toMatchObject({ state: 'failed', message: 'WordPress answered HTTP 503.' });
  expect(fs.readFileSync(path.join(project, 'public/index.html'), 'utf8')).toBe('build 0');
  expect(fs.existsSync(path.join(project, 'site/live'))).toBe(false);
});

test('a publisher killed during a build puts the last good output back when it starts again, and builds what was not published', async () => {
  const killed = publisherFor();
  killed.request(['page 12']);
  await until(() => builds.length === 1);
  expect(fs.readFileSync(path.join(project, 'public/index.html'), 'utf8')).toBe('build 1');
  // Never finished: the process is gone. A new publisher on the same folder:
  builds = [];
  reports = [];
  let outputAtRestart = '';
  const restarted = publisherFor({
    build: () => {
      outputAtRestart = fs.readFileSync(path.join(project, 'public/index.html'), 'utf8');
      return Promise.resolve({ code: 0, signal: null, output: '', seconds: 1 });
    },
  });
  await restarted.idle();
  expect(outputAtRestart).toBe('build 0');
  expect(reports.map((r) => [r.state, r.changes])).toEqual([
    ['building', ['page 12']],
    ['live', ['page 12']],
  ]);
  // Published: a third start builds nothing.
  reports = [];
  await publisherFor().idle();
  expect(reports).toEqual([]);
});

test.each([
  ['no token', { changes: [] }, '', 401],
  ['a wrong token', { changes: [] }, 'x'.repeat(TOKEN.length), 401],
  ['a body that is not JSON', '{"changes": [', TOKEN, 400],
  ['changes that are not strings', { changes: [{ page: 12 }] }, TOKEN, 400],
])('%s: refused with a message, and no build', async (_, body, token, status) => {
  const publisher = publisherFor();
  const server = createHookServer(publisher, TOKEN);
  const origin = await listen(server);
  try {
    const response = await hook(origin, body, token);
    expect(response.status).toBe(status);
    expect((await response.json()).message).toEqual(expect.any(String));
    expect(builds).toHaveLength(0);
  } finally {
    server.close();
  }
});

test('a body too large is refused before it is read whole', async () => {
  const server = createHookServer(publisherFor(), TOKEN);
  const origin = await listen(server);
  try {
    const response = await hook(origin, { changes: ['x'.repeat(100_000)] }).catch(() => null);
    // Node's client may see the socket closed before it reads the 413.
    if (response) expect(response.status).toBe(413);
    expect(builds).toHaveLength(0);
  } finally {
    server.close();
  }
});
