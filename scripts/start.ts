// `npm start`: builds the site (against the demo backend unless WPGRAPHQL_URL is set), then
// serves the static site as the host does (scripts/host-runtime.ts) and keeps the demo backend
// running beside it.
import { buildFromSource } from '../plugins/wordpress-reconcile/build-source';
import { loadEnvFileIfPresent } from '../src/config/env-file.server';
import { bin, ensureDemoBackend, run } from './demo-process';
import { hostRuntime } from './host-runtime';

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
  // Served as the host serves it: its headers, redirects and "page not found" pages.
  const site = hostRuntime('public', Number(port));
  const served = await run(site.command, site.args, site.env);
  await backend.stop();
  process.exit(served);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
