// The undo of a failed build on a small stand-in for Gatsby's output: the real builds are in
// __tests__/build/publish-faults.test.ts and the real-WordPress suite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { undoUnfinishedBuild } from '../../../scripts/publish/last-good';
import { safeBuild } from '../../../scripts/publish/safe-build';
import type { BuildResult } from '../../../scripts/project-copy';

let project: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  fs.writeFileSync(path.join(project, file), text);
};
const read = (file: string) => fs.readFileSync(path.join(project, file), 'utf8');
const tree = (dir: string): Record<string, string> =>
  Object.fromEntries(
    (fs.readdirSync(path.join(project, dir), { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.relative(project, path.join(entry.parentPath, entry.name));
        return [file, read(file)];
      }),
  );
const result = (code: number, signal: NodeJS.Signals | null = null): BuildResult => ({
  code,
  signal,
  output: code ? 'error WordPress answered HTTP 500 to the query of pages.' : '',
  seconds: 1,
});

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'safe-build-'));
  write('public/index.html', 'v1');
  write('public/page-data/spa/page-data.json', '{"v":1}');
  write('.cache/data/datastore', 'nodes v1');
});
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

test('a build that succeeds keeps its output', async () => {
  const built = await safeBuild(project, 'b2', async () => {
    write('public/index.html', 'v2');
    return result(0);
  });
  expect(built.ok).toBe(true);
  expect(read('public/index.html')).toBe('v2');
});

test('a build that fails half-way leaves the output of the last good one, byte for byte, files it added gone', async () => {
  const before = { ...tree('public'), ...tree('.cache') };
  const built = await safeBuild(project, 'b2', async () => {
    write('public/index.html', 'v2 half wri');
    write('public/new-page/index.html', 'new');
    fs.rmSync(path.join(project, 'public/page-data/spa/page-data.json'));
    write('.cache/data/datastore', 'nodes v2');
    return result(1);
  });
  expect(built).toMatchObject({ ok: false, message: 'WordPress answered HTTP 500 to the query of pages.' });
  expect({ ...tree('public'), ...tree('.cache') }).toEqual(before);
});

test('killed: the same, and the message says so', async () => {
  const before = tree('public');
  const built = await safeBuild(project, 'b2', async () => {
    write('public/index.html', 'v2');
    return result(1, 'SIGKILL');
  });
  expect(built.ok).toBe(false);
  expect(!built.ok && built.message).toMatch(/stopped by SIGKILL/);
  expect(tree('public')).toEqual(before);
});

test('the build after a good one keeps that one aside: a failure goes back to it, not to an older one', async () => {
  await safeBuild(project, 'b2', async () => {
    write('public/index.html', 'v2');
    return result(0);
  });
  await safeBuild(project, 'b3', async () => {
    write('public/index.html', 'v3 half');
    return result(1);
  });
  expect(read('public/index.html')).toBe('v2');
});

test('a build cut off with its publisher (the marker left): the next start puts the last good output back', async () => {
  let cutOff!: () => void;
  const running = safeBuild(project, 'b2', () => {
    write('public/index.html', 'v2 half');
    return new Promise<BuildResult>((resolve) => (cutOff = () => resolve(result(0))));
  });
  await new Promise((resolve) => setImmediate(resolve));
  // The publisher is gone while the build runs: what is on disk now is what a restart finds.
  const found = fs.mkdtempSync(path.join(os.tmpdir(), 'safe-build-restart-'));
  fs.cpSync(project, found, { recursive: true });
  cutOff();
  await running;
  expect(read('public/index.html')).toBe('v2 half');
  const restarted = project;
  project = found;
  try {
    expect(undoUnfinishedBuild(found)).toBe(true);
    expect(read('public/index.html')).toBe('v1');
    expect(undoUnfinishedBuild(found)).toBe(false);
  } finally {
    fs.rmSync(found, { recursive: true, force: true });
    project = restarted;
  }
});

test('the first build ever fails: no half-written site is left', async () => {
  fs.rmSync(path.join(project, 'public'), { recursive: true });
  fs.rmSync(path.join(project, '.cache'), { recursive: true });
  const built = await safeBuild(project, 'b1', async () => {
    write('public/index.html', 'half');
    return result(1);
  });
  expect(built.ok).toBe(false);
  expect(fs.existsSync(path.join(project, 'public'))).toBe(false);
});

test('no room to keep the last good site aside: nothing is built, and the output stays', async () => {
  const full = jest.spyOn(fs, 'cpSync').mockImplementation(() => {
    throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
  });
  let ran = false;
  try {
    const built = await safeBuild(project, 'b2', async () => {
      ran = true;
      return result(0);
    });
    expect(built).toMatchObject({ ok: false, message: 'The build did not start: the last good site could not be kept aside (the disk is full).' });
  } finally {
    full.mockRestore();
  }
  expect(ran).toBe(false);
  expect(read('public/index.html')).toBe('v1');
});
