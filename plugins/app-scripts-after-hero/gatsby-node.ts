// Pages written by this build (a warm build leaves the others alone) start their scripts after
// the hero's paint (decision 006), and their inline scripts carry no page-specific text, so that
// one set of hashes serves every page (decision 014). Listed before the security policy's plugin,
// which hashes the inline scripts this writes.
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { builtPages } from '../built-pages';
import { startAppScriptsAfterHero } from './app-scripts-after-hero';
import { withPagePathOutOfScript } from './page-path-script';

const buildStarted = Date.now();

export const onPostBuild: GatsbyNode['onPostBuild'] = async () => {
  for (const { file, written } of builtPages(path.resolve('public'), buildStarted)) {
    if (!written) continue;
    const html = await fs.promises.readFile(file, 'utf8');
    const rewritten = withPagePathOutOfScript(startAppScriptsAfterHero(html));
    if (rewritten !== html) await fs.promises.writeFile(file, rewritten);
  }
};
