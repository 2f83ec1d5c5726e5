import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags';
import { demoPort } from './src/config/demo-address.server';

// Browser tests run Debian's Chromium against the built site (`public/`, served by `npm run serve`,
// Cloudflare Pages' own runtime, with the site's headers and redirects) and the demo backend.
// Build first: `npm run build`.
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
      command: `npm run serve -- --port ${SITE_PORT}`,
      port: SITE_PORT,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
