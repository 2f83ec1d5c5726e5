// The built site served by Cloudflare Pages' own runtime (wrangler's `pages dev`, from npm, offline):
// it reads `_headers` and `_redirects` and finds the nearest `404.html` as the host does, so what a
// developer sees locally, and what the tests check, is what production serves.
import path from 'node:path';

// The newest date the workerd binary of the pinned wrangler supports, fixed so that a newer
// wrangler does not change the runtime's behaviour unasked.
const COMPATIBILITY_DATE = '2026-05-01';

/** The command and environment that serve `dir` on `port`. */
export function hostRuntime(dir: string, port: number, root: string = process.cwd()) {
  return {
    command: path.join(root, 'node_modules', '.bin', 'wrangler'),
    args: ['pages', 'dev', dir, '--port', String(port), '--ip', '127.0.0.1', '--compatibility-date', COMPATIBILITY_DATE, '--log-level', 'warn'],
    env: {
      ...process.env,
      // Offline: no request metadata fetched from Cloudflare, no usage reports.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      // Its own logs and state stay out of the user's home and the project.
      WRANGLER_LOG_PATH: path.join(root, '.wrangler', 'logs'),
    },
  };
}
