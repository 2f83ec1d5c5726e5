// The plugin on a public/ folder as a warm build leaves it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { onPostBuild } from '../../plugins/prune-static-files/gatsby-node';

const d1 = '44599dd09ee8c792f4d0f7ad0ad07122';
const d2 = '6969d973b9157299870963f40af68f78';
let dir: string;
let cwd: string;
const store = new Map<string, unknown>();
const messages: string[] = [];
const args = {
  cache: { get: async (key: string) => store.get(key), set: async (key: string, value: unknown) => void store.set(key, value) },
  reporter: { info: (message: string) => void messages.push(message) },
} as unknown as Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0];
const run = () => (onPostBuild as (a: typeof args) => Promise<void>)(args);
const write = (file: string, text = '') => {
  fs.mkdirSync(path.dirname(path.join(dir, 'public', file)), { recursive: true });
  fs.writeFileSync(path.join(dir, 'public', file), text);
};
const exists = (file: string) => fs.existsSync(path.join(dir, 'public', file));

beforeEach(() => {
  cwd = process.cwd();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-static-'));
  process.chdir(dir);
  store.clear();
  messages.length = 0;
});
afterEach(() => {
  process.chdir(cwd);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('media files nothing refers to are removed with their emptied folders; the rest stays', async () => {
  write('index.html', `<img src="/static/${d1}/a1/pool.webp" srcset="/static/${d1}/a1/pool.webp 360w">`);
  write('page-data/spa/page-data.json', `{"src":"/static/${d2}/c3/spa.jpg"}`);
  write(`static/${d1}/a1/pool.webp`);
  write(`static/${d1}/b2/pool-old.webp`);
  write(`static/${d2}/c3/spa.jpg`);
  write(`static/${d2}/e5/f6/replaced.jpg`);
  write(`static/${d2}/e5/replaced.jpg`);
  write('static/noto-sans-latin-400-normal-0123456789abcdef.woff2');
  await run();
  expect([`static/${d1}/a1/pool.webp`, `static/${d2}/c3/spa.jpg`, 'static/noto-sans-latin-400-normal-0123456789abcdef.woff2'].every(exists)).toBe(true);
  expect([`static/${d1}/b2/pool-old.webp`, `static/${d1}/b2`, `static/${d2}/e5`].some(exists)).toBe(false);
  expect(messages.at(-1)).toContain('3 no page refers to any more removed (2 files read');
});

test('a page a warm build did not write again still counts, from what was read of it before', async () => {
  write('index.html', `<img src="/static/${d1}/a1/pool.webp">`);
  write(`static/${d1}/a1/pool.webp`);
  await run();
  write(`static/${d1}/b2/new-unused.webp`);
  await run();
  expect(exists(`static/${d1}/a1/pool.webp`)).toBe(true);
  expect(exists(`static/${d1}/b2/new-unused.webp`)).toBe(false);
  expect(messages.at(-1)).toContain('(0 files read');
});
