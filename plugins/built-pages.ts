// The HTML pages of `public/` that the plugins rewriting built pages go through, each with
// whether this build wrote it (a warm build writes only the pages that changed). Gatsby's own
// pages only: not the files under `_gatsby/`. Read with the synchronous calls: at 9,000 pages
// the promise-based ones took seconds for what these do in a fraction of one.
import fs from 'node:fs';
import path from 'node:path';

export type BuiltPage = { file: string; written: boolean };

export function builtPages(publicDir: string, buildStarted: number): BuiltPage[] {
  return fs
    .readdirSync(publicDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes(`${path.sep}_gatsby`))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file, written: fs.statSync(file).mtimeMs >= buildStarted }));
}
