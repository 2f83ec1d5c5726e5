// The publisher's own deploy, for a site served from this machine: each build is copied whole
// into a release folder of its own, then one rename of a link makes it the live one. A server
// that reads files through `live/` serves the old release or the new one, never a mix, and a
// deploy cut off half-way leaves the old one live. The last few releases stay, to go back to one.
import fs from 'node:fs';
import path from 'node:path';

const KEPT_RELEASES = 3;

/** The folder a server serves: a link to the live release. */
export const liveDir = (deployDir: string) => path.join(deployDir, 'live');

/** Copies `publicDir` as release `id` and makes it live. */
export function deployLocally(publicDir: string, deployDir: string, id: string) {
  const releases = path.join(deployDir, 'releases');
  const release = path.join(releases, id);
  const copying = `${release}.copying`;
  fs.rmSync(copying, { recursive: true, force: true });
  fs.mkdirSync(releases, { recursive: true });
  try {
    fs.cpSync(publicDir, copying, { recursive: true, verbatimSymlinks: true });
  } catch (error) {
    fs.rmSync(copying, { recursive: true, force: true });
    throw error;
  }
  fs.rmSync(release, { recursive: true, force: true });
  fs.renameSync(copying, release);
  const link = `${liveDir(deployDir)}.next`;
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.join('releases', id), link, 'dir');
  // rename(2) replaces the old link in one step: no moment without a live site.
  fs.renameSync(link, liveDir(deployDir));
  const older = fs
    .readdirSync(releases)
    .filter((name) => name !== id && !name.endsWith('.copying'))
    .sort()
    .slice(0, -(KEPT_RELEASES - 1) || undefined);
  for (const name of older) fs.rmSync(path.join(releases, name), { recursive: true, force: true });
}
