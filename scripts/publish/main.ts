// `npm run publisher`: one safe build of the site and its local deploy, then exits with the
// build's outcome. `npm run publisher -- --serve`: the publisher, waiting for WordPress's rebuild
// hook (docs/operators.md#the-publisher-building-and-serving-on-your-own-machine). Settings: HOTEL_SITE_BUILD_TOKEN, PUBLISH_PORT,
// PUBLISH_HOST, DEPLOY_DIR, BUILD_STATUS_URL, PUBLISH_RETRY_DELAYS, with the build's own.
import path from 'node:path';
import { readSettings } from '../../src/config/settings.server';
import { loadEnvFileIfPresent } from '../../src/config/env-file.server';
import { ensureDemoBackend } from '../demo-process';
import { gatsbyBuild } from '../project-copy';
import { createHookServer } from './hook-server';
import { liveDir } from './local-deploy';
import { createPublisher } from './publisher';
import { wordpressReporter } from './status-report';

// The project it builds: the checkout, or a copy of it (project-copy.ts) it is started in.
const root = process.cwd();

/** The plugin's route beside the GraphQL endpoint, in the form that works without pretty permalinks. */
const statusRouteNear = (graphqlUrl: string) => `${graphqlUrl.replace(/\/graphql\/?$/, '')}/?rest_route=/hotel-site/v1/build-status`;

function retryDelays(text: string | undefined): number[] {
  const seconds = (text ?? '30,120')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(Number);
  if (seconds.some((s) => !Number.isFinite(s) || s < 0))
    throw new Error(`PUBLISH_RETRY_DELAYS must be seconds separated by commas, such as 30,120 (it is "${text}").`);
  return seconds.map((s) => s * 1000);
}

async function main(): Promise<number> {
  loadEnvFileIfPresent();
  const serve = process.argv.includes('--serve');
  const token = process.env.HOTEL_SITE_BUILD_TOKEN ?? '';
  if (serve && token.length < 16) throw new Error('HOTEL_SITE_BUILD_TOKEN must be set, 16 characters at least: WordPress sends it with the rebuild hook.');
  const settings = readSettings();
  const backend = await ensureDemoBackend();
  const deployDir = path.resolve(root, process.env.DEPLOY_DIR || '.publish/site');
  // The build runs in a process group of its own, which must not outlive the publisher.
  let building: number | undefined;
  const publisher = createPublisher({
    projectDir: root,
    build: (onSpawn) => gatsbyBuild(root, {}, onSpawn),
    deployDir,
    report: wordpressReporter(process.env.BUILD_STATUS_URL || statusRouteNear(settings.wordpressGraphqlUrl), token || undefined),
    siteUrl: settings.siteUrl,
    retryDelays: serve ? retryDelays(process.env.PUBLISH_RETRY_DELAYS) : [],
    log: (line) => console.log(`[publish] ${line}`),
    onBuildSpawn: (pid) => (building = pid),
  });
  if (!serve) {
    if (!publisher.queue.state().building) publisher.request(['by hand']);
    await publisher.idle();
    await backend.stop();
    const live = liveDir(deployDir);
    console.log(`The site as it is live: ${path.relative(process.cwd(), live)} (\`npm run serve -- --dir ${path.relative(process.cwd(), live)}\`).`);
    return publisher.lastOutcome()?.ok ? 0 : 1;
  }
  const port = Number(process.env.PUBLISH_PORT ?? 8793);
  const host = process.env.PUBLISH_HOST ?? '127.0.0.1';
  const server = createHookServer(publisher, token);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  console.log(`[publish] Waiting for the rebuild hook at http://${host}:${port}/hook; the live site is in ${liveDir(deployDir)}.`);
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
  });
  server.close();
  // A build under way is stopped; the next start puts the last good output back and builds what
  // was not published (publisher.ts).
  if (building !== undefined && publisher.queue.state().building) {
    try {
      process.kill(-building, 'SIGKILL');
    } catch {
      // it had ended
    }
  }
  await backend.stop();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
