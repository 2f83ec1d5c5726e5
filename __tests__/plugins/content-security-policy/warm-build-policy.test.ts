// The site-wide policy across builds: a warm build reads only the pages written again, yet every
// page's <meta> must end up with the policy of the whole site.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { onPostBuild } from '../../../plugins/content-security-policy/gatsby-node';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const page = (script: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><div id="___gatsby"></div><script>${script}</script></body></html>`;

let dir: string;
let cwd: string;
const store = new Map<string, unknown>();
const reporter = { info: jest.fn(), warn: jest.fn() };
const args = {
  reporter,
  cache: { get: async (key: string) => store.get(key), set: async (key: string, value: unknown) => store.set(key, value) },
} as unknown as BuildArgs;
const file = (uri: string) => path.join(dir, 'public', uri, 'index.html');
const metaOf = (uri: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(fs.readFileSync(file(uri), 'utf8'))?.[1] ?? '';
const headerPolicy = () => /^ {2}Content-Security-Policy: (.*)$/m.exec(fs.readFileSync(path.join(dir, 'public/_headers'), 'utf8'))?.[1] ?? '';
const write = (uri: string, html: string) => {
  fs.mkdirSync(path.dirname(file(uri)), { recursive: true });
  fs.writeFileSync(file(uri), html);
};
// A page the last build wrote, which this one leaves alone.
const age = (uri: string) => fs.utimesSync(file(uri), new Date(2000, 0, 1), new Date(2000, 0, 1));

beforeAll(() => {
  cwd = process.cwd();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-policy-'));
  process.chdir(dir);
});
afterAll(() => {
  process.chdir(cwd);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a clean build gives every page the one policy of the header', async () => {
  write('rooms', page('start()'));
  write('spa', page('start()'));
  await onPostBuild!(args, {} as never, () => undefined);
  expect(metaOf('rooms')).toContain(hashOf('start()'));
  expect(metaOf('spa')).toBe(metaOf('rooms'));
  expect(headerPolicy()).toBe(`${metaOf('rooms')}; frame-ancestors 'self'`);
});

test('when a page written again changes the site-wide policy, the pages not written again follow it', async () => {
  age('rooms');
  age('spa');
  write('spa', page('startAgain()'));
  await onPostBuild!(args, {} as never, () => undefined);
  // The page this build did not write holds the new policy too, with the other page's script.
  expect(metaOf('rooms')).toContain(hashOf('startAgain()'));
  expect(metaOf('rooms')).toBe(metaOf('spa'));
  expect(headerPolicy()).toContain(hashOf('startAgain()'));
});

test('a warm build that changes nothing rewrites no page it did not write', async () => {
  age('rooms');
  age('spa');
  const before = fs.statSync(file('rooms')).mtimeMs;
  await onPostBuild!(args, {} as never, () => undefined);
  expect(fs.statSync(file('rooms')).mtimeMs).toBe(before);
  expect(reporter.info).toHaveBeenLastCalledWith(expect.stringMatching(/one policy for 2 pages \(0 read, 0 rewritten;/));
});
