// The publisher on a copy of the project, for the tests that run real builds through it (the
// demo backend's, __tests__/build/publish-faults.test.ts, and the real WordPress's): each
// `publish` is one hook and the builds it makes, with what it reported and ways to cut a build off.
// The copy is made here, and removed by `cleanUp`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPublisher, type Publisher } from '../../scripts/publish/publisher';
import type { BuildReport } from '../../scripts/publish/status-report';
import { copyProjectInto, gatsbyBuild } from '../../scripts/project-copy';
import { digestsOf } from './built-files';
import { firstDifference } from '../wordpress-real/support/compare-builds';

/**
 * The copy is new, compile cache included, and its clean twin sits beside it at the same depth:
 * webpack names chunks by their path from the project, and a compile cache that went through
 * other tests' builds, with other settings, can name the webpack runtime differently from a fresh
 * compile (as warm-equals-clean.test.ts found).
 */
export function publishHarness(env: Record<string, string>) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
  const project = copyProjectInto(path.join(work, 'warm'));
  const reports: BuildReport[] = [];
  let onSpawn: ((pid: number) => void) | undefined;
  const deployDir = path.join(project, '.publish/site');
  // One publisher for the copy, as one runs on a server: a new one would first build the changes
  // an earlier one failed to publish (publisher.ts).
  let running: Publisher | undefined;
  const publisher = () =>
    (running ??= createPublisher({
      projectDir: project,
      build: (spawned) => gatsbyBuild(project, env, spawned),
      deployDir,
      report: async (report) => void reports.push(report),
      retryDelays: [],
      log: () => undefined,
      onBuildSpawn: (pid) => {
        const action = onSpawn;
        onSpawn = undefined;
        action?.(pid);
      },
    }));
  /** Once the next build's `file` under public/ holds `text` (it is writing the site), `action` gets its process. */
  const onceWritten = (file: string, text: string, action: (pid: number) => void) => {
    onSpawn = (pid) => {
      const timer = setInterval(() => {
        const full = path.join(project, 'public', file);
        if (fs.existsSync(full) && fs.readFileSync(full, 'utf8').includes(text)) {
          clearInterval(timer);
          action(pid);
        }
      }, 20);
      timer.unref();
    };
  };
  return {
    reports,
    publisher,
    /** Sends one hook and waits for what it started; the outcome of the last build. */
    publish: async (changes: string[]) => {
      publisher().request(changes);
      await publisher().idle();
      return publisher().lastOutcome();
    },
    onceWritten,
    /** The next build is killed, its whole process group with SIGKILL, once it is writing `text` to `file`. */
    killOnceWritten: (file: string, text: string) => onceWritten(file, text, (pid) => process.kill(-pid, 'SIGKILL')),
    /** Every byte of `public/` and `.cache/`. */
    outputNow: () => ({ public: digestsOf(path.join(project, 'public')), cache: digestsOf(path.join(project, '.cache')) }),
    live: (file: string) => fs.readFileSync(path.join(deployDir, 'live', file), 'utf8'),
    /** The first difference between the project's `public/` and a clean build's of the same WordPress, or null. */
    differenceFromClean: async () => {
      const clean = copyProjectInto(path.join(work, 'clean'));
      try {
        const build = await gatsbyBuild(clean, env);
        if (build.code !== 0) throw new Error(`The clean build failed:\n${build.output.slice(-3000)}`);
        return firstDifference(path.join(project, 'public'), path.join(clean, 'public'));
      } finally {
        fs.rmSync(clean, { recursive: true, force: true });
      }
    },
    cleanUp: () => fs.rmSync(work, { recursive: true, force: true }),
  };
}
