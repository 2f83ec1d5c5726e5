// `tsx scripts/with-demo-backend.ts <command…>`: runs the command with the demo backend up
// (started for the command's duration when needed, see demo-process.ts).
import { buildFromSource } from '../plugins/wordpress-reconcile/build-source';
import { loadEnvFileIfPresent } from '../src/config/env-file.server';
import { bin, ensureDemoBackend, run } from './demo-process';

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: with-demo-backend <command> [args…]');
    return 2;
  }
  // Before anything reads the settings: whether the demo backend is needed depends on them.
  loadEnvFileIfPresent();
  const backend = await ensureDemoBackend();
  const stop = () => void backend.stop().then(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const runCommand = () => run(command === 'gatsby' ? bin('gatsby') : command, args);
  // A build's cache serves the next build only if both read the same WordPress (build-source.ts).
  const code = command === 'gatsby' && args[0] === 'build' ? await buildFromSource(process.cwd(), backend.url, runCommand) : await runCommand();
  await backend.stop();
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
