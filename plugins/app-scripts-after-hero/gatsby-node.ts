// Pages written by this build (a warm build leaves the others alone) start their scripts after
// the hero's paint (decision 006). Listed before the security policy's plugin, which hashes the
// inline loader this writes.
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { startAppScriptsAfterHero } from './app-scripts-after-hero';

const buildStarted = Date.now();

async function builtPages(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true, recursive: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes(`${path.sep}_gatsby`)).map((entry) => path.join(entry.parentPath, entry.name));
  const written = await Promise.all(pages.map(async (file) => ((await fs.promises.stat(file)).mtimeMs >= buildStarted ? file : null)));
  return written.filter((file): file is string => file !== null);
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async () => {
  for (const file of await builtPages(path.resolve('public'))) {
    const html = await fs.promises.readFile(file, 'utf8');
    const rewritten = startAppScriptsAfterHero(html);
    if (rewritten !== html) await fs.promises.writeFile(file, rewritten);
  }
};
