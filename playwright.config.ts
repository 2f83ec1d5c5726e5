import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_BROWSER } from './scripts/chromium-flags';
import { demoPort } from './src/config/demo-address.server';

// Browser tests run Debian's Chromium (its headless shell) against the built site (`public/`, served by
// `gatsby serve`) and the demo backend. Build first: `npm run build`. What the host adds (its
// headers, redirects and per-language 404s) is checked on Cloudflare's own runtime by
// __tests__/build/host-runtime.test.ts: under that runtime's development server, a few of these
// tests' page loads stalled now and then, which a suite that must pass every time cannot afford.
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 9000);
const DEMO_PORT = demoPort();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_BROWSER,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: [
    {
      command: 'npm run demo:backend',
      port: DEMO_PORT,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `npx gatsby serve --port ${SITE_PORT}`,
      port: SITE_PORT,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
