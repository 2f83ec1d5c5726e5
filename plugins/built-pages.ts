// The HTML pages of `public/` that the plugins rewriting built pages go through, each with
// whether this build wrote it (a warm build writes only the pages that changed). Gatsby's own
// pages only: not the files under `_gatsby/`.
import fs from 'node:fs';
import path from 'node:path';

export type BuiltPage = { file: string; written: boolean };

export async function builtPages(publicDir: string, buildStarted: number): Promise<BuiltPage[]> {
  const entries = await fs.promises.readdir(publicDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes(`${path.sep}_gatsby`))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => ({ file, written: (await fs.promises.stat(file)).mtimeMs >= buildStarted })));
}
