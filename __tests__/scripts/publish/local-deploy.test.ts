import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployLocally, liveDir } from '../../../scripts/publish/local-deploy';

let work: string;
const build = (text: string) => {
  const dir = path.join(work, 'public');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), text);
  return dir;
};
const live = () => fs.readFileSync(path.join(liveDir(path.join(work, 'site')), 'index.html'), 'utf8');

beforeEach(() => (work = fs.mkdtempSync(path.join(os.tmpdir(), 'local-deploy-'))));
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

test('each deploy makes its release live, and keeps the last three', () => {
  for (const id of ['20261206T100000Z-a', '20261206T110000Z-b', '20261206T120000Z-c', '20261206T130000Z-d']) {
    deployLocally(build(id), path.join(work, 'site'), id);
    expect(live()).toBe(id);
  }
  expect(fs.readdirSync(path.join(work, 'site/releases')).sort()).toEqual(['20261206T110000Z-b', '20261206T120000Z-c', '20261206T130000Z-d']);
});

test('the live release is a copy: the next build writing public/ does not change it', () => {
  deployLocally(build('one'), path.join(work, 'site'), 'r1');
  fs.writeFileSync(path.join(work, 'public/index.html'), 'half written');
  expect(live()).toBe('one');
});

test('a deploy cut off while copying leaves the live release live', () => {
  deployLocally(build('one'), path.join(work, 'site'), 'r1');
  const copy = jest.spyOn(fs, 'cpSync').mockImplementation(() => {
    throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
  });
  try {
    expect(() => deployLocally(build('two'), path.join(work, 'site'), 'r2')).toThrow('ENOSPC');
  } finally {
    copy.mockRestore();
  }
  expect(live()).toBe('one');
  expect(fs.readdirSync(path.join(work, 'site/releases'))).toEqual(['r1']);
});
