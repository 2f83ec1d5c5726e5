import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { claimScratch, copyProjectInto, processRecord } from '../../scripts/project-copy';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scratch-claim-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a second test run is stopped while the first one still runs, naming its process', () => {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    const pidFile = path.join(dir, 'site-build.pid');
    fs.writeFileSync(pidFile, processRecord(other.pid!));
    expect(() => claimScratch(pidFile)).toThrow(`Another test run (process ${other.pid}) is building in this checkout's scratch copy`);
  } finally {
    other.kill();
  }
});

test('the record of a run that has ended is taken over; the same run claims again freely', async () => {
  const ended = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => ended.once('exit', resolve));
  const pidFile = path.join(dir, 'site-build.pid');
  fs.writeFileSync(pidFile, String(ended.pid));
  claimScratch(pidFile);
  expect(fs.readFileSync(pidFile, 'utf8')).toBe(processRecord(process.pid));
  expect(() => claimScratch(pidFile)).not.toThrow();
});

test('a record whose process number now belongs to another process is taken over', () => {
  // A run killed outright leaves its record; by the next run, its number may be some other
  // process's. The start time tells them apart.
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    const pidFile = path.join(dir, 'site-build.pid');
    fs.writeFileSync(pidFile, `${other.pid} 1`);
    claimScratch(pidFile);
    expect(fs.readFileSync(pidFile, 'utf8')).toBe(processRecord(process.pid));
    fs.writeFileSync(pidFile, String(other.pid));
    expect(() => claimScratch(pidFile)).not.toThrow();
  } finally {
    other.kill();
  }
});

test("a copy whose node_modules link leads to a checkout since removed gets this checkout's", () => {
  const copy = path.join(dir, 'copy');
  fs.mkdirSync(copy);
  fs.symlinkSync(path.join(dir, 'removed-checkout', 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  copyProjectInto(copy);
  expect(fs.realpathSync(path.join(copy, 'node_modules'))).toBe(fs.realpathSync(path.resolve(__dirname, '../../node_modules')));
  expect(fs.existsSync(path.join(copy, 'src/templates/page.tsx'))).toBe(true);
});
