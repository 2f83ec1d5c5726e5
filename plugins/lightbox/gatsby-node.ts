// The lightbox (src/features/lightbox/) loads its stylesheet when it first opens, so that pages
// do not carry it inline: YARL's own and its captions plugin's, then the site's look for it,
// joined into one file served at `/lightbox/lightbox.css`. Written from the installed packages on
// every build, so it always matches their version.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

const LIGHTBOX_STYLES = ['yet-another-react-lightbox/styles.css', 'yet-another-react-lightbox/plugins/captions.css'];

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = () => {
  // Resolved from the project (the compiled copy of this file runs from Gatsby's cache).
  const { resolve } = createRequire(path.resolve('package.json'));
  const sources = [...LIGHTBOX_STYLES.map((file) => resolve(file)), path.resolve('src/features/lightbox/lightbox.css')];
  const target = path.resolve('static/lightbox');
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(path.join(target, 'lightbox.css'), sources.map((file) => fs.readFileSync(file, 'utf8')).join('\n'));
};
