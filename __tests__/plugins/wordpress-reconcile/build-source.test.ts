import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyBuildOutput, recordSource, startCleanIfNeeded, staleBecause, type BuildSource } from '../../../plugins/wordpress-reconcile/build-source';

const demo: BuildSource = { wordpress: 'http://127.0.0.1:8790/graphql', schema: 'a1', packages: 'p1', code: 'c1' };
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-source-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const built = (source: BuildSource | null) => {
  fs.mkdirSync(path.join(dir, 'public/old-page'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'public/old-page/index.html'), '<p>old</p>');
  fs.mkdirSync(path.join(dir, '.cache/caches-lmdb'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.cache/webpack/stage-build-javascript'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.cache/webpack/stage-build-javascript/0.pack'), 'compiled');
  if (source) recordSource(dir, source);
};

test('a first build has nothing to clean', () => {
  expect(staleBecause(dir, demo)).toBeNull();
});

test('the same WordPress, schema, packages and code keep the cache', () => {
  built(demo);
  expect(startCleanIfNeeded(dir, demo)).toBeNull();
  expect(fs.existsSync(path.join(dir, 'public/old-page/index.html'))).toBe(true);
});

test.each([
  ['another WordPress', { wordpress: 'https://wp.example/graphql' }, 'the cache was built from http://127.0.0.1:8790/graphql'],
  ['a changed schema', { schema: 'b2' }, "WordPress's GraphQL schema changed"],
  ['other packages', { packages: 'p2' }, 'the installed packages changed'],
  ['other build code', { code: 'c2' }, "the build's code changed"],
])('%s: the build starts clean, without the pages of the other', (_case, change, reason) => {
  built(demo);
  expect(startCleanIfNeeded(dir, { ...demo, ...change })).toContain(reason);
  expect(fs.existsSync(path.join(dir, 'public'))).toBe(false);
  expect(fs.existsSync(path.join(dir, '.cache'))).toBe(false);
});

test("a scratch copy emptied of its build keeps webpack's compile cache, which alone is nothing to clean", () => {
  built(demo);
  emptyBuildOutput(dir);
  expect(fs.existsSync(path.join(dir, 'public'))).toBe(false);
  expect(fs.readdirSync(path.join(dir, '.cache'))).toEqual(['webpack']);
  expect(fs.existsSync(path.join(dir, '.cache/webpack/stage-build-javascript/0.pack'))).toBe(true);
  expect(staleBecause(dir, { ...demo, wordpress: 'https://wp.example/graphql' })).toBeNull();
});

test('a cache that does not say what it was built from is not trusted', () => {
  built(null);
  expect(staleBecause(dir, demo)).toBe('the cache does not say what it was built from');
});

test('WordPress not answering leaves the schema unknown: the cache is judged on the rest', () => {
  built(demo);
  expect(staleBecause(dir, { ...demo, schema: '' })).toBeNull();
});
