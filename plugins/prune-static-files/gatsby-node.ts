// A warm build keeps in `public/static/` every resized image and media file an earlier build
// wrote, also those of a photo since replaced or deleted in WordPress, which a clean build would
// not write (and which the host would go on serving). After the build, files of WordPress's
// media that no page, page data, stylesheet or script refers to are removed. Each file's
// references are kept with its modification time, so a warm build reads only what it wrote.
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { isMediaFile, staticReferences } from './static-references';

const INDEX = 'references-by-file';
const REFERRING = new Set(['.html', '.json', '.css', '.js', '.xml', '.txt', '.webmanifest']);

type Index = Record<string, { mtimeMs: number; references: string[] }>;

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ cache, reporter }) => {
  const publicDir = path.resolve('public');
  // Synchronous reads: at 9,000 pages, stating the files through promises took seconds.
  const entries = fs.readdirSync(publicDir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
  const earlier = ((await cache.get(INDEX)) as Index | undefined) ?? {};
  const index: Index = {};
  let read = 0;
  for (const file of files.filter((f) => REFERRING.has(path.extname(f)))) {
    const { mtimeMs } = fs.statSync(path.join(publicDir, file));
    const known = earlier[file];
    if (known && known.mtimeMs === mtimeMs) {
      index[file] = known;
      continue;
    }
    index[file] = { mtimeMs, references: staticReferences(await fs.promises.readFile(path.join(publicDir, file), 'utf8')) };
    read += 1;
  }
  await cache.set(INDEX, index);
  const referenced = new Set(Object.values(index).flatMap((entry) => entry.references));
  const unused = files.filter((file) => isMediaFile(file) && !referenced.has(file.split(path.sep).join('/')));
  for (const file of unused) await fs.promises.rm(path.join(publicDir, file));
  // Folders left empty go too.
  for (const dir of [...new Set(unused.map((file) => path.dirname(path.join(publicDir, file))))].sort((a, b) => b.length - a.length)) {
    for (let current = dir; current.startsWith(path.join(publicDir, 'static') + path.sep); current = path.dirname(current)) {
      // null: removed already, on the way up from a folder below it
      const left = await fs.promises.readdir(current).catch(() => null);
      if (left === null) continue;
      if (left.length > 0) break;
      await fs.promises.rmdir(current);
    }
  }
  reporter.info(`Media files under public/static: ${unused.length} no page refers to any more removed (${read} files read for references)`);
};
