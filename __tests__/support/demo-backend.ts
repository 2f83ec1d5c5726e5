// Starts a demo backend on a free port with its own temporary database (and, when asked, its
// own copy of the content, so a test may edit it). Given the `stateDir` of a stopped one, it
// starts again on that database and content, as a restart would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDemoBackend, DEFAULT_CONTENT_DIR, type BackendOptions } from '../../demo/backend';

export type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;

type StartOptions = {
  copyContent?: boolean;
  stateDir?: string;
  keepState?: boolean;
  now?: () => number;
  backend?: Pick<BackendOptions, 'smtpUrl' | 'formBodyLimit' | 'prettyPermalinks' | 'extraPages' | 'siteUrl'>;
};

export async function startTestBackend(options: StartOptions = {}) {
  const dir = options.stateDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'demo-backend-'));
  let contentDir = DEFAULT_CONTENT_DIR;
  if (options.copyContent) {
    contentDir = path.join(dir, 'content');
    if (!fs.existsSync(contentDir)) fs.cpSync(DEFAULT_CONTENT_DIR, contentDir, { recursive: true });
  }
  const dbPath = path.join(dir, 'demo.sqlite');
  const backend = createDemoBackend({ ...options.backend, contentDir, dbPath, now: options.now });
  const { url, close } = await backend.listen(0);

  const graphql = async (query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, contentType: response.headers.get('content-type'), body: (await response.json()) as GraphqlBody };
  };

  return {
    url,
    contentDir,
    stateDir: dir,
    dbPath,
    backend,
    graphql,
    stop: async () => {
      await close();
      if (!options.keepState) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
export type GraphqlBody = { data?: any; errors?: { message: string; extensions?: unknown }[]; extensions?: unknown };

/** The structure of a JSON value: keys and value types, arrays by their first element. */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shapeOf(v)]),
    );
  }
  return value === null ? 'null' : typeof value;
}

/** shapeOf `value`, read against a recorded answer in which an empty array stands for any array. */
export function shapeAgainst(value: unknown, recorded: unknown): unknown {
  if (Array.isArray(value) && Array.isArray(recorded)) {
    return value.length && recorded.length ? [shapeAgainst(value[0], recorded[0])] : [];
  }
  if (value && typeof value === 'object' && recorded && typeof recorded === 'object') {
    const reference = recorded as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shapeAgainst(v, reference[k])]),
    );
  }
  return shapeOf(value);
}
