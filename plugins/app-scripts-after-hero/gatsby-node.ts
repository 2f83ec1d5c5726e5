// Pages written by this build (a warm build leaves the others alone) start their scripts after
// the hero's paint (decision 006). Listed before the security policy's plugin, which hashes the
// inline loader this writes.
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { builtPages } from '../built-pages';
import { startAppScriptsAfterHero } from './app-scripts-after-hero';

const buildStarted = Date.now();

export const onPostBuild: GatsbyNode['onPostBuild'] = async () => {
  for (const { file, written } of builtPages(path.resolve('public'), buildStarted)) {
    if (!written) continue;
    const html = await fs.promises.readFile(file, 'utf8');
    const rewritten = startAppScriptsAfterHero(html);
    if (rewritten !== html) await fs.promises.writeFile(file, rewritten);
  }
};
