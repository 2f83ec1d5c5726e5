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
  'patches',
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
  // A link left by a checkout since removed, or by another one, is made again to this checkout's.
  const modules = path.join(dir, 'node_modules');
  const linked = fs.lstatSync(modules, { throwIfNoEntry: false });
  if (linked?.isSymbolicLink() && fs.readlinkSync(modules) !== path.join(root, 'node_modules')) fs.rmSync(modules);
  if (!fs.lstatSync(modules, { throwIfNoEntry: false })) fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
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

/**
 * Records this process as the scratch copy's user, unless another one that still runs is. The
 * record names the process and when it started: process numbers are reused, and a record left by
 * a run that was killed could otherwise name some unrelated process that happens to run now. The
 * record is removed when this process exits.
 */
export function claimScratch(pidFile: string) {
  const [holder, started] = (fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8') : '').trim().split(' ');
  const holderPid = Number(holder);
  if (holderPid && holderPid !== process.pid && stillRuns(holderPid, started))
    throw new Error(`Another test run (process ${holderPid}) is building in this checkout's scratch copy; wait for it to end.`);
  if (holderPid === process.pid) return;
  fs.writeFileSync(pidFile, processRecord(process.pid));
  process.once('exit', () => {
    if (fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8') === processRecord(process.pid)) fs.rmSync(pidFile);
  });
}

/** "pid start-time": the start time (in clock ticks since boot) where the system tells it (Linux). */
export const processRecord = (pid: number) => `${pid} ${startTime(pid) ?? ''}`.trim();

function startTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: the start time
    // is the 22nd field of the line, the 20th after the name.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function stillRuns(pid: number, started: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return startTime(process.pid) === undefined ? true : startTime(pid) === started;
}

/** `signal`: what stopped the build, when it did not exit by itself (a SIGKILL from the system when memory runs out). */
export type BuildResult = { code: number; signal: NodeJS.Signals | null; output: string; seconds: number };

/**
 * `gatsby build` in `projectDir`, from a clean cache when the WordPress it reads changed
 * (build-source.ts). `onSpawn` gets the build's process, the leader of its own group.
 */
export async function gatsbyBuild(projectDir: string, env: Record<string, string>, onSpawn?: (pid: number) => void): Promise<BuildResult> {
  const started = Date.now();
  const fullEnv = { ...process.env, ...env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' };
  let output = '';
  let signal: NodeJS.Signals | null = null;
  const code = await buildFromSource(
    projectDir,
    readSettings(fullEnv).wordpressGraphqlUrl,
    () =>
      new Promise<number>((resolve) => {
        // Its own process group: once gatsby has exited, a worker it left behind would hold the
        // output pipes open, and with them the test runner, until the CI's time ran out.
        const child = spawn(path.join(root, 'node_modules/.bin/gatsby'), ['build'], { cwd: projectDir, env: fullEnv, detached: true });
        if (child.pid !== undefined) onSpawn?.(child.pid);
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('exit', (_, stoppedBy) => {
          signal = stoppedBy;
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
  return { code, signal, output, seconds: (Date.now() - started) / 1000 };
}
