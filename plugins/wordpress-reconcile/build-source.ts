// A warm build reuses Gatsby's `.cache` and `public/` only when they were made from the same
// WordPress, the same WPGraphQL schema, the same installed packages and the same build code;
// otherwise the build starts clean (decision 013). The scripts that run `gatsby build` go through
// here (`npm run build`, `npm start`, the bench, the tests' project copies); the plugin stops a
// `gatsby build` run by hand on another WordPress's cache.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { askWordPress } from '../wordpress-requests/ask-wordpress';

export type BuildSource = { wordpress: string; schema: string; packages: string; code: string };

const STAMP = path.join('.cache', 'wordpress-source.json');

/** Every file under `dir`, by absolute path, in name order. */
export const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .sort((a, b) => a.name.localeCompare(b.name))
        .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    : [];

/** The build's own code: the files whose change makes Gatsby empty its cache by itself, and the patches to its packages. */
function buildCodeDigest(projectDir: string): string {
  const hash = createHash('sha256');
  for (const file of [
    'package.json',
    'gatsby-config.ts',
    'gatsby-node.ts',
    ...['plugins', 'patches'].flatMap((dir) => filesUnder(path.join(projectDir, dir)).map((f) => path.relative(projectDir, f))),
  ]) {
    const full = path.join(projectDir, file);
    if (fs.existsSync(full)) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** What a build of `projectDir` reads from: WordPress's GraphQL address, its schema's digest, the packages and the build's code. */
async function currentSource(projectDir: string, graphqlUrl: string): Promise<BuildSource> {
  let schema = '';
  try {
    const answer = await askWordPress<{ data?: { schemaMd5?: string } }>(graphqlUrl, { query: '{ schemaMd5 }' }, { timeoutMs: 15000 });
    schema = answer.data?.schemaMd5 ?? '';
  } catch {
    // Left empty: the build itself then says why WordPress did not answer (wordpress-requests).
  }
  // npm's record of what is installed (a project copy links the same node_modules).
  const lockfile = path.join(projectDir, 'node_modules', '.package-lock.json');
  const packages = fs.existsSync(lockfile) ? createHash('sha256').update(fs.readFileSync(lockfile)).digest('hex').slice(0, 16) : '';
  return { wordpress: graphqlUrl, schema, packages, code: buildCodeDigest(projectDir) };
}

export function recordedSource(projectDir: string): BuildSource | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(projectDir, STAMP), 'utf8')) as BuildSource;
  } catch {
    return null;
  }
}

const cacheEntries = (projectDir: string): string[] => {
  const cache = path.join(projectDir, '.cache');
  return fs.existsSync(cache) ? fs.readdirSync(cache).filter((entry) => entry !== 'webpack') : [];
};

/** Whether a build left pages or Gatsby's data cache in `projectDir` (webpack's compile cache alone does not count). */
const hasBuildOutput = (projectDir: string): boolean => fs.existsSync(path.join(projectDir, 'public')) || cacheEntries(projectDir).length > 0;

/**
 * Why the cache of `projectDir` cannot serve a build from `source`, or null when it can (or when
 * there is no cache). A cache without a record is not trusted: Gatsby empties `.cache` by itself
 * when a plugin changes, and leaves the pages of the previous build in `public/`.
 */
export function staleBecause(projectDir: string, source: BuildSource): string | null {
  if (!hasBuildOutput(projectDir)) return null;
  const recorded = recordedSource(projectDir);
  if (!recorded) return 'the cache does not say what it was built from';
  if (recorded.wordpress !== source.wordpress) return `the cache was built from ${recorded.wordpress}`;
  if (source.schema && recorded.schema !== source.schema) return "WordPress's GraphQL schema changed (a plugin was added, removed or updated)";
  if (recorded.packages !== source.packages) return 'the installed packages changed';
  if (recorded.code !== source.code) return "the build's code changed (Gatsby would empty its cache but keep the old pages)";
  return null;
}

/**
 * Removes what builds made of WordPress's content, `public/` and Gatsby's `.cache`, but keeps
 * webpack's compile cache (`.cache/webpack`), which holds only the code's: for the tests' scratch
 * copies, where it spares each clean build about half its time. Webpack checks every module it
 * cached against the file and the build's settings; still, after builds of other sites with other
 * settings it once named the webpack runtime differently from a fresh compile, so a build that
 * goes live (startCleanIfNeeded) does not keep it.
 */
export function emptyBuildOutput(projectDir: string) {
  fs.rmSync(path.join(projectDir, 'public'), { recursive: true, force: true });
  for (const entry of cacheEntries(projectDir)) fs.rmSync(path.join(projectDir, '.cache', entry), { recursive: true, force: true });
}

/** Empties `.cache` and `public/` when they were made from another source; says why on the console. */
export function startCleanIfNeeded(projectDir: string, source: BuildSource): string | null {
  const reason = staleBecause(projectDir, source);
  if (reason) {
    console.log(`Clean build: ${reason}.`);
    for (const dir of ['.cache', 'public']) fs.rmSync(path.join(projectDir, dir), { recursive: true, force: true });
  }
  return reason;
}

/** After a successful build: what its cache was made from. */
export function recordSource(projectDir: string, source: BuildSource) {
  fs.mkdirSync(path.join(projectDir, '.cache'), { recursive: true });
  fs.writeFileSync(path.join(projectDir, STAMP), JSON.stringify(source, null, 2));
}

/** Runs `build` (a `gatsby build` in `projectDir`) from a clean cache when its source changed, and records the source once it succeeds. */
export async function buildFromSource(projectDir: string, graphqlUrl: string, build: () => Promise<number>): Promise<number> {
  const source = await currentSource(projectDir, graphqlUrl);
  startCleanIfNeeded(projectDir, source);
  const code = await build();
  if (code === 0) recordSource(projectDir, source);
  return code;
}
