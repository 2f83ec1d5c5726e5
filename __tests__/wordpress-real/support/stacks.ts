// The two backends the suite holds side by side: the real WordPress filled with the demo hotel
// by the importer, and a demo backend of its own with the same content.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { differencesOf, type KnownDifference } from '../../../scripts/wordpress-real/contract/known-differences';
import type { IdMap } from '../../../scripts/wordpress-real/contract/normalise';
import type { ExportOptions } from '../../../scripts/wordpress-real/demo-export';
import { freePort } from '../../../scripts/free-port';
import { COMPONENTS, type Component, type Versions } from '../../../scripts/wordpress-check/tested-stacks';
import { stackSettings, startWordPress, type RunningWordPress } from '../../../scripts/wordpress-real/stack';
import { startTestBackend, type TestBackend } from '../../support/demo-backend';

export type RealWordPress = RunningWordPress & {
  stateDir: string;
  ids: IdMap;
  /** What it runs, as the project's plugin tells it. */
  versions: Versions;
  /** How its answers may differ from the newest tested stack's, which the demo backend gives. */
  differences: KnownDifference[];
};

/**
 * The real WordPress on a free port with a state folder of its own, and the demo hotel imported.
 * `embedsOrigin`: the demo backend serving the embedded posts of another site; `extraPages`: copies
 * of a page per language, for the build benchmark (see demo-export.ts); `stackFile`: a packed stack
 * other than WORDPRESS_STACK's.
 */
export async function startRealWordPress({
  importDemo = true,
  stackFile,
  ...exportOptions
}: { importDemo?: boolean; stackFile?: string } & ExportOptions = {}): Promise<RealWordPress> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-real-'));
  const env = { ...process.env, WORDPRESS_PORT: String(await freePort()), WORDPRESS_STATE_DIR: stateDir };
  const settings = stackSettings(stackFile ? { ...env, WORDPRESS_STACK: stackFile } : env);
  let ids: IdMap = {};
  const wp = await startWordPress(settings, {
    beforePluginsActive: async (installing) => {
      if (!importDemo) return;
      const { importDemoContent } = await import('../../../scripts/wordpress-real/import-demo');
      ids = await importDemoContent(installing, exportOptions);
    },
  });
  let versions: Versions;
  try {
    versions = await askVersions(wp.origin);
  } catch (error) {
    await wp.stop();
    fs.rmSync(stateDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...wp,
    stateDir,
    ids,
    versions,
    differences: differencesOf(versions),
    stop: async () => {
      await wp.stop();
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/** The versions a running WordPress reports at the project's plugin's route. */
export async function askVersions(origin: string): Promise<Versions> {
  const response = await fetch(`${origin}/wp-json/hotel-site/v1/versions`);
  const answer = (await response.json()) as Record<string, unknown>;
  const versions = {} as Versions;
  for (const component of Object.keys(COMPONENTS) as Component[]) {
    const version = answer[component];
    if (typeof version !== 'string') throw new Error(`The real WordPress does not say which ${COMPONENTS[component]} it runs: ${JSON.stringify(answer)}`);
    versions[component] = version;
  }
  return versions;
}

export async function startDemo(): Promise<TestBackend> {
  // The plugin's HOTEL_SITE_URL, as the real WordPress has it.
  return startTestBackend({ copyContent: true, backend: { siteUrl: stackSettings().siteUrl } });
}

/**
 * The real WordPress and the demo backend, started side by side before a test file's tests and
 * stopped after them, for the contract tests that ask both the same.
 */
export function bothStacks(): { real: RealWordPress; demo: TestBackend } {
  const stacks: { real?: RealWordPress; demo?: TestBackend } = {};
  beforeAll(async () => {
    [stacks.real, stacks.demo] = await Promise.all([startRealWordPress(), startDemo()]);
  });
  afterAll(async () => {
    await Promise.all([stacks.real?.stop(), stacks.demo?.stop()]);
  });
  return {
    get real() {
      if (!stacks.real) throw new Error('The real WordPress is not started yet');
      return stacks.real;
    },
    get demo() {
      if (!stacks.demo) throw new Error('The demo backend is not started yet');
      return stacks.demo;
    },
  };
}

export type Answer = { status: number; contentType: string | null; body: unknown };

export async function postGraphql(origin: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text: the comparison shows it
  }
  return { status: response.status, contentType: response.headers.get('content-type'), body };
}
