// A copy of the project's sources in another folder, with node_modules linked, not copied: for
// the preview server (its own .cache and public/, so that a draft never reaches a production
// build) and for tests that run `gatsby build` themselves without touching the real ones (the
// scratch copy).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSettings } from '../src/config/settings.server';
import { buildFromSource, emptyBuildOutput } from '../plugins/wordpress-reconcile/build-source';

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

/**
 * The checkout's scratch copy, for tests and scripts that build a site of their own: always the
 * same folder in the temporary directory, handed out without pages or data cache
 * (emptyBuildOutput), but with webpack's compile cache of the builds before. Webpack names what
 * it cached by absolute path, so only a build in the same folder reuses it: a new folder for every
 * test would compile the whole site again each time. One process at a time uses it (Jest runs
 * these suites in band); a second one is stopped with a message rather than left to build over
 * the first one's files (the record of a process that has ended is ignored).
 */
export function scratchProject(): string {
  const dir = path.join(os.tmpdir(), `site-build-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
  claimScratch(`${dir}.pid`);
  emptyBuildOutput(dir);
  return copyProjectInto(dir);
}

/** After use: frees the disk the pages took, keeping webpack's compile cache for the next build. */
export const releaseScratch = (dir: string) => emptyBuildOutput(dir);

/** Records this process as the scratch copy's user, unless another one that still runs is. */
export function claimScratch(pidFile: string) {
  const holder = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8') : 0);
  if (holder && holder !== process.pid && alive(holder))
    throw new Error(`Another test run (process ${holder}) is building in this checkout's scratch copy; wait for it to end.`);
  if (holder !== process.pid) fs.writeFileSync(pidFile, String(process.pid));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

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
