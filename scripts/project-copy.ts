// A copy of the project's sources in another folder, with node_modules linked, not copied: for
// the preview server (its own .cache and public/, so that a draft never reaches a production
// build) and for tests that run `gatsby build` themselves without touching the real ones.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSettings } from '../src/config/settings.server';
import { buildFromSource } from '../plugins/wordpress-reconcile/build-source';

const root = path.resolve(__dirname, '..');
const COPIED = [
  'src',
  'static',
  'locales',
  'plugins',
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
];

/** Puts the current sources into `dir`, replacing those of an earlier copy; keeps its .cache and public/. */
export function copyProjectInto(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of COPIED) {
    const from = path.join(root, name);
    const to = path.join(dir, name);
    fs.rmSync(to, { recursive: true, force: true });
    if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
  }
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
  return dir;
}

/** A throw-away copy in a new temporary folder. */
export const copyProject = (): string => copyProjectInto(fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-')));

export type BuildResult = { code: number; output: string; seconds: number };

/** `gatsby build` in `projectDir`, from a clean cache when the WordPress it reads changed (build-source.ts). */
export async function gatsbyBuild(projectDir: string, env: Record<string, string>): Promise<BuildResult> {
  const started = Date.now();
  const fullEnv = { ...process.env, ...env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' };
  let output = '';
  const code = await buildFromSource(
    projectDir,
    readSettings(fullEnv).wordpressGraphqlUrl,
    () =>
      new Promise<number>((resolve) => {
        // Its own process group: once gatsby has exited, a worker it left behind would hold the
        // output pipes open, and with them the test runner, until the CI's time ran out.
        const child = spawn(path.join(root, 'node_modules/.bin/gatsby'), ['build'], { cwd: projectDir, env: fullEnv, detached: true });
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('exit', () => {
          try {
            if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
          } catch {
            // the whole group has gone already
          }
        });
        // Once the pipes have closed too, so that none of the output is lost.
        child.on('close', (exitCode) => resolve(exitCode ?? 1));
      }),
  );
  return { code, output, seconds: (Date.now() - started) / 1000 };
}
