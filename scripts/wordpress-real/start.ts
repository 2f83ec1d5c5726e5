// `npm run wordpress:real`: the real WordPress on this machine (PHP, MariaDB, the five plugins)
// with the demo hotel imported, until Ctrl-C. Settings from the environment: WORDPRESS_PORT
// (8080), WORDPRESS_STACK (a packed stack; by default the newest tested), WORDPRESS_DIR (an
// unpacked stack instead), WORDPRESS_STATE_DIR (.wordpress), WORDPRESS_ADMIN_PASSWORD.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { demoOrigin } from '../../src/config/demo-address.server';
import { importDemoContent } from './import-demo';
import { stackSettings, startWordPress, type RunningWordPress } from './stack';

function ensurePackages() {
  const result = spawnSync('bash', [path.join(__dirname, 'ensure-packages.sh')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('PHP and MariaDB are missing and could not be installed (scripts/wordpress-real/ensure-packages.sh, see above).');
}

/** Resolves at the first Ctrl-C or SIGTERM, including one that arrives while WordPress starts. */
function stopRequested(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
}

function describe(wp: RunningWordPress, seconds: { start: number; importing: number }) {
  console.log(`
WordPress is running with the demo hotel (started in ${seconds.start} s, of which the import ${seconds.importing} s).

  GraphQL:   ${wp.graphqlUrl}
  Admin:     ${wp.origin}/wp-admin/  (user admin, password ${wp.adminPassword})
  State:     ${wp.stateDir} (database, logs, the id map import-ids.json)

Build the site against it, in another terminal:

  WPGRAPHQL_URL=${wp.graphqlUrl} npm run build

The post a page embeds, the map services and the booking engine come from the demo backend
(npm run demo:backend), as they would from other sites.

Ctrl-C stops WordPress and its database.`);
}

async function main(): Promise<void> {
  const stop = stopRequested();
  ensurePackages();
  const settings = stackSettings();
  console.log(`Starting WordPress (${settings.wordpressDir ?? path.basename(settings.stackFile)}) on port ${settings.port} and importing the demo hotel…`);
  const started = Date.now();
  let importing = 0;
  const wp = await startWordPress(settings, {
    beforePluginsActive: async (installing) => {
      const importStarted = Date.now();
      // The post a page embeds belongs to another site, which the demo backend stands in for.
      await importDemoContent(installing, { embedsOrigin: demoOrigin() });
      importing = Date.now() - importStarted;
    },
  });
  const seconds = (ms: number) => Math.round(ms / 100) / 10;
  describe(wp, { start: seconds(Date.now() - started), importing: seconds(importing) });
  await stop;
  console.log('\nStopping WordPress…');
  await wp.stop();
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
