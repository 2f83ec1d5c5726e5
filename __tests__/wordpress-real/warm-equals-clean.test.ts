// The warm build the rebuild hook runs is what goes live: it must equal a clean build of the same
// WordPress. From a seed, a random sequence of editor operations (support/editor-operations.ts)
// is made in the real WordPress, then a warm build of the site as it was before them is compared
// with a clean build, file by file, over everything the build writes (support/compare-builds.ts).
//
// Every run replays the seeds in warm-build-seeds.json (each once failed) and tries new ones.
// A failure prints its seed, the operations and the first difference, and adds the seed to that
// file, and both builds' output goes to a file in the temporary folder;
// `WARM_BUILD_SEEDS=<seed> npx jest --config jest.wordpress.config.js warm-equals-clean` replays it.
// WARM_BUILD_RECONCILE=off shows what a warm build keeps without the comparison.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyBuildOutput } from '../../plugins/wordpress-reconcile/build-source';
import { copyProjectInto, gatsbyBuild } from '../../scripts/project-copy';
import { firstDifference } from './support/compare-builds';
import { OPERATIONS, random, STATE_PHP, type WordPressState } from './support/editor-operations';
import { startRealWordPress, type RealWordPress } from './support/stacks';

const KEPT = path.join(__dirname, 'warm-build-seeds.json');
const kept: number[] = JSON.parse(fs.readFileSync(KEPT, 'utf8'));
const fresh = process.env.WARM_BUILD_SEEDS ? [] : Array.from({ length: Number(process.env.WARM_BUILD_NEW_SEEDS ?? 3) }, () => randomInt(1, 2 ** 31));
const seeds = process.env.WARM_BUILD_SEEDS ? process.env.WARM_BUILD_SEEDS.split(',').map(Number) : [...kept, ...fresh];
// Twice the issue's twenty, so that every seed goes through the whole catalogue.
const OPERATIONS_PER_SEED = Number(process.env.WARM_BUILD_OPERATIONS ?? 40);
// Two builds a seed, each up to a few minutes on a busy machine. A seed that ran out of time
// would go on building while the next one restores WordPress and the site under it.
const BUILDS_TIMEOUT = 20 * 60_000;

let real: RealWordPress;
let work: string;
let env: Record<string, string>;
const exercised = new Set<string>();

/** The database and the uploads as the importer left them, so that each seed starts from the same WordPress. */
function snapshot(wp: RealWordPress, dir: string) {
  const dump = spawnSync('mariadb-dump', [
    `--socket=${path.join(wp.stateDir, 'mysqld.sock')}`,
    '-u',
    'root',
    'wordpress',
    `--result-file=${path.join(dir, 'wordpress.sql')}`,
  ]);
  if (dump.status !== 0) throw new Error(`mariadb-dump failed: ${dump.stderr}`);
  fs.cpSync(path.join(wp.wordpressDir, 'wp-content/uploads'), path.join(dir, 'uploads'), { recursive: true });
}
function restore(wp: RealWordPress, dir: string) {
  const load = spawnSync('mariadb', [`--socket=${path.join(wp.stateDir, 'mysqld.sock')}`, '-u', 'root', 'wordpress'], {
    input: fs.readFileSync(path.join(dir, 'wordpress.sql')),
  });
  if (load.status !== 0) throw new Error(`restoring the database failed: ${load.stderr}`);
  const uploads = path.join(wp.wordpressDir, 'wp-content/uploads');
  fs.rmSync(uploads, { recursive: true, force: true });
  fs.cpSync(path.join(dir, 'uploads'), uploads, { recursive: true });
}
/** The site's folder as the build before the operations left it, at the same path (Gatsby's cache holds absolute paths). */
function restoreSite(from: string, to: string) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true });
}

beforeAll(async () => {
  real = await startRealWordPress();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-equals-clean-'));
  snapshot(real, work);
  env = { WPGRAPHQL_URL: real.graphqlUrl, FORCE_COLOR: '0', SITE_URL: 'https://www.hotel-lumiere.example' };
  const site = copyProjectInto(path.join(work, 'warm'));
  const cold = await gatsbyBuild(site, env);
  if (cold.code !== 0) throw new Error(`The first build against the real WordPress failed:\n${cold.output.slice(-4000)}`);
  restoreSite(site, path.join(work, 'warm-before'));
}, BUILDS_TIMEOUT);
afterAll(async () => {
  await real?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/**
 * Makes OPERATIONS_PER_SEED operations, each on the state the previous left: the whole catalogue
 * first, in an order drawn from the seed (one that cannot apply yet, a restore before any trash,
 * is tried again after the others), then operations drawn at random. The seed alone decides.
 */
function operate(seed: number): { done: string[]; kinds: Set<string> } {
  const rng = random(seed);
  const queue = [...OPERATIONS];
  for (let i = queue.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [queue[i], queue[j]] = [queue[j], queue[i]];
  }
  const deferred = new Map<string, number>();
  const done: string[] = [];
  const kinds = new Set<string>();
  for (let attempt = 0; done.length < OPERATIONS_PER_SEED && attempt < OPERATIONS_PER_SEED * 5; attempt++) {
    const operation = queue.shift() ?? rng.pick(OPERATIONS);
    if (!operation) break;
    const planned = operation.plan(JSON.parse(real.php('eval.php', STATE_PHP)) as WordPressState, rng);
    if (!planned) {
      // Tried again after the others, at most three times.
      const tries = (deferred.get(operation.name) ?? 0) + 1;
      deferred.set(operation.name, tries);
      if (tries < 3 && !kinds.has(operation.name)) queue.push(operation);
      continue;
    }
    real.php('eval.php', planned.php);
    kinds.add(operation.name);
    done.push(`${operation.name}: ${planned.label}`);
  }
  return { done, kinds };
}

describe.each(seeds)('seed %i', (seed) => {
  test(
    `after ${OPERATIONS_PER_SEED} editor operations, the warm build equals a clean build of the same WordPress`,
    async () => {
      restore(real, work);
      const warmSite = path.join(work, 'warm');
      restoreSite(path.join(work, 'warm-before'), warmSite);
      const { done: operations, kinds } = operate(seed);
      for (const kind of kinds) exercised.add(kind);

      const warm = await gatsbyBuild(warmSite, env);
      // Without pages or data cache. Webpack's compile cache stays from the seeds before, all
      // built from this WordPress with the same settings: it is the code's, not WordPress's.
      // (A compile cache that went through builds of other sites, with other settings, once
      // named the webpack runtime differently from a fresh compile, so it is not shared with the
      // scratch copy of the other suites.) Both sites sit at the same depth: webpack numbers the
      // modules by their path from the project, and node_modules is the checkout's, linked.
      const cleanSite = copyProjectInto(path.join(work, 'clean'));
      emptyBuildOutput(cleanSite);
      const clean = await gatsbyBuild(cleanSite, env);
      const difference = warm.code === 0 && clean.code === 0 ? firstDifference(path.join(warmSite, 'public'), path.join(cleanSite, 'public')) : null;
      const failed = warm.code !== 0 || clean.code !== 0 || difference !== null;
      if (failed) {
        const log = path.join(os.tmpdir(), `warm-equals-clean-${seed}.log`);
        fs.writeFileSync(log, `${warm.output}\n\n---- clean build ----\n\n${clean.output}`);
        const now: number[] = JSON.parse(fs.readFileSync(KEPT, 'utf8'));
        if (!now.includes(seed)) fs.writeFileSync(KEPT, `${JSON.stringify([...now, seed])}\n`);
        console.log(
          [
            `Seed ${seed} (replay: WARM_BUILD_SEEDS=${seed} npx jest --config jest.wordpress.config.js warm-equals-clean)`,
            ...operations.map((op, i) => `  ${i + 1}. ${op}`),
            warm.code !== 0 ? `The warm build failed:\n${warm.output.slice(-3000)}` : '',
            clean.code !== 0 ? `The clean build failed:\n${clean.output.slice(-3000)}` : '',
            difference ? `First difference, ${difference.file}:\n  warm:  ${difference.warm}\n  clean: ${difference.clean}` : '',
            `Both builds' output: ${log}`,
          ].join('\n'),
        );
      } else {
        console.log(`Seed ${seed}: ${operations.length} operations, warm build ${warm.seconds.toFixed(1)} s, clean ${clean.seconds.toFixed(1)} s, equal.`);
      }
      // CI keeps only the end of a long log: the seed goes last, where it survives.
      if (failed) throw new Error(`Seed ${seed} failed${difference ? ` at ${difference.file}` : ''}: replay with WARM_BUILD_SEEDS=${seed}`);
    },
    BUILDS_TIMEOUT,
  );
});

// A replay of chosen seeds, or a short run, need not cover the catalogue.
const coversCatalogue = !process.env.WARM_BUILD_SEEDS && OPERATIONS_PER_SEED >= OPERATIONS.length;
(coversCatalogue ? test : test.skip)('every operation of the catalogue was made', () => {
  expect(OPERATIONS.map((op) => op.name).filter((name) => !exercised.has(name))).toEqual([]);
});
