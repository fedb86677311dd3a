import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/stack/chromium.js';

/**
 * Runs against an already started local stack (npm test starts it; or npm start by hand). npm test runs
 * two shards at once, each against a stack of its own, and names each shard's results and artifacts.
 */
const shard = process.env.E2E_SHARD_NAME ?? '';
export default defineConfig({
  testDir: './tests',
  outputDir: `../test-results/e2e${shard}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `../.test-results/e2e${shard}.json` }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5050',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Page-level request routing does not see what a service worker answers, and every fresh context
    // would download the precache; the specs about the worker itself allow it (pwa.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop', grep: /@desktop/, use: { viewport: { width: 1440, height: 900 } } },
  ],
});
