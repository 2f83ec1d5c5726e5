import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The browser tests' smoke set (tests tagged @host: consent, stay search, contact form, comments,
// directions, the policy) on the built site as Cloudflare Pages serves it (`npm run serve`, the
// host's own runtime): the policy then comes twice, from `_headers` and from each page's <meta>,
// and a request either one blocks fails the test (e2e/fixtures.ts). `npm run test:host`, after a
// build; playwright.config.ts runs the whole suite on `gatsby serve`.
const SITE_PORT = Number(process.env.HOST_SITE_PORT ?? 9100);
const [demoBackend] = Array.isArray(base.webServer) ? base.webServer : [];
const [desktop] = base.projects ?? [];

export default defineConfig({
  ...base,
  grep: /@host/,
  // e2e/host.spec.ts runs only here.
  metadata: { hostRuntime: true },
  projects: [desktop],
  use: { ...base.use, baseURL: `http://127.0.0.1:${SITE_PORT}` },
  webServer: [
    demoBackend,
    {
      command: `npm run serve -- --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
