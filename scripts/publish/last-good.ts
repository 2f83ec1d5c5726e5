// Gatsby writes `public/` and `.cache/` in place, so a build that stops half-way (WordPress gone,
// a bad answer, the process killed) leaves a half-written site and a cache that no longer matches
// it. The publisher keeps a copy of both as the last successful build left them, and puts it back
// whenever a build does not succeed. A marker written before each build and removed after it
// tells the next start that a build was cut off where nothing could put the copy back (the
// publisher itself killed, the machine restarted).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../plugins/wordpress-reconcile/build-source';

const BUILD_OUTPUT = ['public', '.cache'];

/** Where the publisher keeps its state, beside the project's `public/` and `.cache/`. */
export const publishDir = (projectDir: string) => path.join(projectDir, '.publish');
const snapshotDir = (projectDir: string) => path.join(publishDir(projectDir), 'last-good');
const fingerprintFile = (projectDir: string) => path.join(publishDir(projectDir), 'last-good.json');
const markerFile = (projectDir: string) => path.join(publishDir(projectDir), 'building.json');

/**
 * What the build output is now, by each file's path, size and modification time: cheap enough
 * to take before every build, and changed by any build, the publisher's or one run by hand. The
 * copies keep the times, so output put back has the fingerprint of the copy.
 */
function fingerprint(projectDir: string): string {
  const hash = createHash('sha256');
  for (const name of BUILD_OUTPUT) {
    for (const file of filesUnder(path.join(projectDir, name))) {
      const { size, mtimeMs } = fs.lstatSync(file);
      hash.update(`${path.relative(projectDir, file)}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

const copyTree = (from: string, to: string) => fs.cpSync(from, to, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });

/**
 * Makes the copy of the build output as it is now, unless the copy already holds it. The copy is
 * made beside the old one and takes its place only once whole; a failure (a full disk) throws and
 * leaves the old one.
 */
export function keepLastGood(projectDir: string) {
  const now = fingerprint(projectDir);
  const snapshot = snapshotDir(projectDir);
  if (fs.existsSync(snapshot) && fs.existsSync(fingerprintFile(projectDir)) && fs.readFileSync(fingerprintFile(projectDir), 'utf8') === now) return;
  const next = `${snapshot}.new`;
  fs.rmSync(next, { recursive: true, force: true });
  fs.mkdirSync(next, { recursive: true });
  try {
    for (const name of BUILD_OUTPUT) {
      const from = path.join(projectDir, name);
      if (fs.existsSync(from)) copyTree(from, path.join(next, name));
    }
  } catch (error) {
    fs.rmSync(next, { recursive: true, force: true });
    throw error;
  }
  fs.rmSync(snapshot, { recursive: true, force: true });
  fs.renameSync(next, snapshot);
  fs.writeFileSync(fingerprintFile(projectDir), now);
}

/** Puts the copy back in place of the build output (none, when no build has succeeded yet). */
function restoreLastGood(projectDir: string) {
  for (const name of BUILD_OUTPUT) {
    const to = path.join(projectDir, name);
    fs.rmSync(to, { recursive: true, force: true });
    const from = path.join(snapshotDir(projectDir), name);
    if (fs.existsSync(from)) copyTree(from, to);
  }
}

/** Before a build: the marker says one runs, with its process, so that a cut-off build is known at the next start. */
export function markBuilding(projectDir: string, build: string) {
  fs.mkdirSync(publishDir(projectDir), { recursive: true });
  fs.writeFileSync(markerFile(projectDir), JSON.stringify({ build, pid: process.pid, started: new Date().toISOString() }));
}

/** After a build that succeeded: its output is the good one. */
export function markBuilt(projectDir: string) {
  fs.rmSync(markerFile(projectDir), { force: true });
}

/** After a build that failed, and at every start: puts the last good output back if a build left the marker. Returns whether it did. */
export function undoUnfinishedBuild(projectDir: string): boolean {
  if (!fs.existsSync(markerFile(projectDir))) return false;
  restoreLastGood(projectDir);
  // Only once the output is whole again: a restore cut off is done again at the next start.
  fs.rmSync(markerFile(projectDir), { force: true });
  return true;
}
