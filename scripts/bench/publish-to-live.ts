// `npm run bench -- --publish`: the seconds from an editor's save in the real WordPress (the
// newest tested stack, with the demo hotel) to the changed page served with the change, through
// the whole path: the plugin's rebuild hook, the publisher's warm build and local deploy, and the
// page served by Cloudflare's runtime from the live release. The median of --runs saves (5).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { hostRuntime } from '../host-runtime';
import { copyProjectInto } from '../project-copy';
import { BUDGETS } from './budgets';

const root = path.resolve(__dirname, '../..');
const TOKEN = 'bench-publisher-token-0123456789';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s.`);
    await sleep(100);
  }
}

function started(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; log: string }): ChildProcess {
  const log = fs.openSync(options.log, 'a');
  return spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', log, log], detached: true });
}
const stop = (child: ChildProcess | undefined) => {
  if (child?.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

export type PublishToLive = { seconds: number[]; median: number; budget: number };

export async function publishToLive(runs: number): Promise<PublishToLive> {
  const { startRealWordPress } = await import('../../__tests__/wordpress-real/support/stacks');
  const wordpress = await startRealWordPress();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-bench-'));
  const project = copyProjectInto(path.join(work, 'site'));
  const log = path.join(work, 'publisher.log');
  const [hookPort, sitePort] = [await freePort(), await freePort()];
  const deployDir = path.join(project, '.publish/site');
  let publisher: ChildProcess | undefined;
  let server: ChildProcess | undefined;
  try {
    // What an operator puts in wp-config.php, loaded before the plugin (must-use plugins load in name order).
    fs.writeFileSync(
      path.join(wordpress.wordpressDir, 'wp-content/mu-plugins/0-publisher.php'),
      `<?php\ndefine( 'HOTEL_SITE_BUILD_HOOK_URL', 'http://127.0.0.1:${hookPort}/hook' );\ndefine( 'HOTEL_SITE_BUILD_TOKEN', '${TOKEN}' );\n`,
    );
    const env = {
      ...process.env,
      WPGRAPHQL_URL: wordpress.graphqlUrl,
      SITE_URL: `http://127.0.0.1:${sitePort}`,
      HOTEL_SITE_BUILD_TOKEN: TOKEN,
      PUBLISH_PORT: String(hookPort),
      DEPLOY_DIR: deployDir,
      FORCE_COLOR: '0',
      GATSBY_TELEMETRY_DISABLED: '1',
    };
    publisher = started(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/publish/main.ts'), '--serve'], { cwd: project, env, log });
    const hook = (changes: string[]) =>
      fetch(`http://127.0.0.1:${hookPort}/hook`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` }, body: JSON.stringify({ changes }) });
    await until('the publisher answers', 60, async () => ((await hook(['first build'])).status === 202 ? true : undefined));
    console.log('First build (clean)…');
    await until('the first build is live', 600, async () => (fs.existsSync(path.join(deployDir, 'live/spa/index.html')) ? true : undefined));
    const site = hostRuntime(path.join(deployDir, 'live'), sitePort, root);
    server = started(site.command, site.args, { cwd: root, env: site.env, log });
    const page = async () => {
      const response = await fetch(`http://127.0.0.1:${sitePort}/spa/`, { cache: 'no-store' });
      return response.ok ? response.text() : undefined;
    };
    await until('the site is served', 60, page);
    // The runs start from a warm build, as a live site's builds do.
    await hook(['warm-up']);
    await until('the warm-up build', 600, async () => ((await statusOf(hookPort)) ? true : undefined));

    const seconds: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const marker = `Open late on Fridays, run ${run}.`;
      const from = performance.now();
      // The editor's save, from the command line: the plugin sends the hook as the request ends.
      // Each run's clock is an hour on, past the plugin's interval between two hooks.
      wordpress.php(
        'eval.php',
        `add_filter( 'hotel_site_rebuild_now', function () { return time() + ${run} * 3600; } ); $page = get_page_by_path( 'spa' ); wp_update_post( array( 'ID' => $page->ID, 'post_content' => '<!-- wp:paragraph --><p>${marker}</p><!-- /wp:paragraph -->' . $page->post_content ) );`,
      );
      await until(`run ${run}'s change served`, 300, async () => ((await page())?.includes(marker) ? true : undefined));
      seconds.push(Math.round((performance.now() - from) / 100) / 10);
      console.log(`  run ${run}: ${seconds.at(-1)} s from the save to the page served with it`);
      await until('the publisher is idle', 300, async () => ((await statusOf(hookPort)) ? true : undefined));
    }
    fs.rmSync(work, { recursive: true, force: true });
    return { seconds, median: median(seconds), budget: BUDGETS.publishToLiveS };
  } catch (error) {
    (error as Error).message += `\n(the publisher's log: ${log})`;
    throw error;
  } finally {
    stop(server);
    stop(publisher);
    await wordpress.stop();
  }

  /** Whether the publisher has nothing building or waiting. */
  async function statusOf(port: number): Promise<boolean | undefined> {
    const response = await fetch(`http://127.0.0.1:${port}/status`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const state = (await response.json()) as { building: unknown; waiting: unknown };
    return state.building === null && state.waiting === null ? true : undefined;
  }
}
