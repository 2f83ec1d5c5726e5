// The publisher: what the rebuild hook sets going on a machine that builds and serves the site
// itself. Each build goes through the queue (one at a time, hooks during a build merged into one
// follow-up, a failed build tried again), builds safely (a failure leaves the last good output),
// deploys, and tells WordPress each step. The changes not yet published are kept in a file, so a
// publisher that was stopped or killed builds them when it starts again.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildResult } from '../project-copy';
import { BuildQueue, type BuildOutcome } from './build-queue';
import { keepLastGood, publishDir, undoUnfinishedBuild } from './last-good';
import { deployLocally } from './local-deploy';
import { safeBuild } from './safe-build';
import type { Reporter } from './status-report';

export type PublisherOptions = {
  projectDir: string;
  /** A `gatsby build` of `projectDir`; `onSpawn` gets its process. */
  build: (onSpawn: (pid: number) => void) => Promise<BuildResult>;
  /** Where the local deploy puts releases; without it, the good output stays in `public/` for a host's deploy step. */
  deployDir?: string;
  report: Reporter;
  /** The live site's address, for editors' "view on the site". */
  siteUrl?: string;
  retryDelays: number[];
  log: (line: string) => void;
  /** Called with each build's process as it starts (tests stop it there). */
  onBuildSpawn?: (pid: number) => void;
};

export type Publisher = {
  request: (changes: string[]) => { state: 'building' | 'queued' };
  queue: BuildQueue;
  idle: () => Promise<void>;
  /** The outcome of the last build, null before the first. */
  lastOutcome: () => BuildOutcome | null;
};

const unixTime = () => Math.floor(Date.now() / 1000);
// Sorts by time, so that the local deploy's releases sort too.
const newBuildId = () => `${new Date().toISOString().replace(/[-:]|\.\d+/g, '')}-${randomBytes(3).toString('hex')}`;

export function createPublisher(options: PublisherOptions): Publisher {
  const { projectDir, deployDir, report, siteUrl, log } = options;
  const journal = path.join(publishDir(projectDir), 'unpublished.json');
  const writeJournal = (changes: string[]) => {
    fs.mkdirSync(path.dirname(journal), { recursive: true });
    fs.writeFileSync(journal, JSON.stringify(changes));
  };

  let last: BuildOutcome | null = null;
  const publish = async (changes: string[], attempt: number): Promise<BuildOutcome> => {
    const build = newBuildId();
    const started = unixTime();
    log(`Build ${build}${attempt ? ` (try ${attempt + 1})` : ''}: ${changes.join(', ') || 'no change named'}`);
    await report({ state: 'building', build, changes, started, finished: null });
    const built = await safeBuild(projectDir, build, () => options.build((pid) => options.onBuildSpawn?.(pid)));
    let outcome: BuildOutcome = built;
    if (built.ok && deployDir) {
      try {
        deployLocally(path.join(projectDir, 'public'), deployDir, build);
      } catch (error) {
        outcome = { ok: false, message: `The build succeeded but its deploy failed (${(error as Error).message}); the site still shows the last release.` };
      }
    }
    if (outcome.ok) {
      await report({ state: 'live', build, changes, started, finished: unixTime(), site: siteUrl });
      const { waiting } = queue.state();
      writeJournal(waiting ?? []);
      log(`Build ${build} is live.`);
      // The copy for the next build's undo, made while nothing waits on it.
      try {
        keepLastGood(projectDir);
      } catch (error) {
        log(`The copy of the good build could not be made now (${(error as Error).message}); the next build makes it first.`);
      }
    } else {
      await report({ state: 'failed', build, changes, started, finished: unixTime(), message: outcome.message });
      log(`Build ${build} failed: ${outcome.message}`);
    }
    last = outcome;
    return outcome;
  };

  const queue = new BuildQueue({ run: publish, retryDelays: options.retryDelays });
  const request = (changes: string[]) => {
    const state = queue.request(changes);
    const { building, waiting } = queue.state();
    writeJournal([...new Set([...(building ?? []), ...(waiting ?? [])])]);
    return { state };
  };

  // A publisher stopped during a build: its output is put back, and what was not published is built.
  if (undoUnfinishedBuild(projectDir)) log('A build was cut off before it ended: the last good site is back in place.');
  const unpublished: string[] = fs.existsSync(journal) ? JSON.parse(fs.readFileSync(journal, 'utf8')) : [];
  if (unpublished.length > 0) request(unpublished);

  return { request, queue, idle: () => queue.idle(), lastOutcome: () => last };
}
