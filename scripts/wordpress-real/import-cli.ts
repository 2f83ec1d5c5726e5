// `npm run wordpress:import -- <WordPress folder> [site URL]`: loads the demo hotel into an
// existing WordPress on this machine (one whose folder and database this machine's PHP reaches, as
// WP-CLI would), through the same importer as `npm run wordpress:real`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportDemoContent } from './demo-export';
import { IDS_FILE, runImport, type PhpRunner } from './import-demo';
import { plugins } from './stack';

const phpDir = path.join(__dirname, 'php');

const PLUGIN_NAMES: Record<keyof typeof plugins, string> = {
  graphql: 'WPGraphQL',
  gatsby: 'WPGatsby',
  polylang: 'Polylang',
  graphqlPolylang: 'WPGraphQL Polylang',
  contactForm: 'Contact Form 7',
};

/** Checks what can be checked without PHP: a WordPress folder, configured, with the five plugins. */
function checkWordPressFolder(dir: string): void {
  if (!fs.existsSync(path.join(dir, 'wp-load.php'))) throw new Error(`${dir} is not a WordPress folder (it has no wp-load.php).`);
  // WordPress also reads wp-config.php from the folder above its own.
  if (!fs.existsSync(path.join(dir, 'wp-config.php')) && !fs.existsSync(path.join(dir, '..', 'wp-config.php'))) {
    throw new Error(`The WordPress in ${dir} is not set up yet (no wp-config.php): install it first.`);
  }
  const missing = (Object.keys(plugins) as (keyof typeof plugins)[]).filter((key) => !fs.existsSync(path.join(dir, 'wp-content/plugins', plugins[key])));
  if (missing.length) {
    throw new Error(
      `The demo hotel needs WPGraphQL, WPGatsby, Polylang, WPGraphQL Polylang and Contact Form 7; this WordPress lacks ${missing.map((key) => PLUGIN_NAMES[key]).join(', ')}. Install and activate them, then run this again.`,
    );
  }
}

/** Runs a PHP file of php/ on the given WordPress; what PHP says on stderr is shown as it comes. */
function phpRunner(dir: string, url: string): PhpRunner {
  return (script, ...args) => {
    const result = spawnSync('php', [path.join(phpDir, script), dir, url, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (result.error) throw new Error(`PHP could not run (${result.error.message}): the import needs PHP's command line with the mysql extension.`);
    if (result.status !== 0) throw new Error(`${script} stopped (see above).`);
    return result.stdout;
  };
}

function main(argv: string[]): void {
  const [folder, url = 'http://localhost'] = argv;
  if (!folder) throw new Error('Usage: npm run wordpress:import -- <WordPress folder> [site URL]');
  const dir = path.resolve(folder);
  checkWordPressFolder(dir);
  const started = Date.now();
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-hotel-import-'));
  const php = phpRunner(dir, url);
  const exported = exportDemoContent();
  const ids = runImport(php, exported, out);
  // Polylang's language prefixes (/fr/, /de/) need the rewrite rules made again.
  php('flush.php');
  console.log(
    `Imported the demo hotel in ${Math.round((Date.now() - started) / 1000)} s: ${exported.pages.length} pages, ${exported.media.length} media files, ${exported.forms.length} forms, ${exported.menus.length} menus, ${Object.keys(ids.comment).length} comments.`,
  );
  console.log(`Demo ids and the ids WordPress gave: ${path.join(out, IDS_FILE)}`);
  console.log('Check it, then build against it: SITE_URL=… npm run check:wordpress -- <its /graphql URL>');
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
