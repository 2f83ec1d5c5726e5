// The real WordPress with no content of its own (no demo import), for tests that make the few
// pages and comments they need; and what such a test needs to skip cleanly where the stack is not
// available.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stackSettings, startWordPress, type RunningWordPress } from '../../../scripts/wordpress-real/stack';
import { freePort } from '../../../scripts/free-port';

/** Why the real WordPress cannot start here, or null when it can. */
function missingStack(): string | null {
  const settings = stackSettings();
  if (!settings.wordpressDir && !fs.existsSync(settings.stackFile)) return `no WordPress stack at ${settings.stackFile} (set WORDPRESS_STACK or WORDPRESS_DIR)`;
  for (const program of ['php', 'mariadbd']) {
    if (spawnSync(program, ['--version'], { stdio: 'ignore' }).error)
      return `${program} is not installed (scripts/wordpress-real/ensure-packages.sh installs it)`;
  }
  return null;
}

/** `describe`, or `describe.skip` with one line saying why when the real WordPress is missing. */
export function describeWithWordPress(name: string, body: () => void) {
  const missing = missingStack();
  if (missing) {
    process.stderr.write(`Skipped "${name}" against the real WordPress: ${missing}.\n`);
    describe.skip(name, body);
  } else {
    describe(name, body);
  }
}

export type BareWordPress = RunningWordPress & {
  /** Runs PHP code inside WordPress as the administrator (scripts/wordpress-real/php/eval.php). */
  run: (code: string) => string;
  graphql: <T>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string }[] }>;
};

/** Starts the real WordPress on a free port, with a state folder of its own removed at stop. */
export async function startBareWordPress(): Promise<BareWordPress> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-bare-'));
  const settings = stackSettings({ ...process.env, WORDPRESS_PORT: String(await freePort()), WORDPRESS_STATE_DIR: stateDir });
  let wp: RunningWordPress;
  try {
    wp = await startWordPress(settings);
  } catch (error) {
    fs.rmSync(stateDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...wp,
    run: (code) => wp.php('eval.php', code),
    graphql: async (query, variables = {}) => {
      const response = await fetch(wp.graphqlUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    stop: async () => {
      await wp.stop();
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/**
 * A timestamp for `actionMonitorActions(where: {sinceTimestamp})` that every change made after
 * this returns is newer than. WPGatsby compares to the second, so this waits for the next one.
 */
export async function actionsFromNow(): Promise<number> {
  const since = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 1050 - (since % 1000)));
  return since;
}
