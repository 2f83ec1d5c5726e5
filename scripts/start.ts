// `npm start`: builds the site (against the demo backend unless WPGRAPHQL_URL is set), then
// serves the static site and keeps the demo backend running beside it.
import { buildFromSource } from '../plugins/wordpress-reconcile/build-source';
import { loadEnvFileIfPresent } from '../src/config/env-file.server';
import { bin, ensureDemoBackend, run } from './demo-process';

async function main(): Promise<void> {
  loadEnvFileIfPresent();
  const port = process.env.PORT || '9000';
  const backend = await ensureDemoBackend();
  const stop = () => void backend.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const built = await buildFromSource(process.cwd(), backend.url, () => run(bin('gatsby'), ['build']));
  if (built !== 0) {
    await backend.stop();
    process.exit(built);
  }
  console.log(`\n  The hotel site is at http://localhost:${port}/  (demo backend: ${backend.url.replace('/graphql', '')})\n  Stop with Ctrl+C.\n`);
  const served = await run(bin('gatsby'), ['serve', '--port', port]);
  await backend.stop();
  process.exit(served);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
