// A throw-away copy of the project for tests that run `gatsby build` themselves, so that their
// `.cache` and `public` never touch the real ones. node_modules is linked, not copied.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const COPIED = ['src', 'static', 'locales', 'plugins', 'package.json', 'tsconfig.json', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'];

export function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  for (const name of COPIED) {
    const from = path.join(root, name);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, name), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export type BuildResult = { code: number; output: string; seconds: number };

export function gatsbyBuild(projectDir: string, env: Record<string, string>): Promise<BuildResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: projectDir,
      env: { ...process.env, ...env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}
