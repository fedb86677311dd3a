import { defineConfig } from '@playwright/test';
import { chromiumArgs, e2eChromiumPath } from '../scripts/stack/chromium.js';

/**
 * Runs against an already started local stack (npm test starts it; or npm start by hand). With
 * E2E_SHARDS=2, npm test runs two shards at once, each against a stack of its own, and names each
 * shard's results and artifacts.
 */
const shard = process.env.E2E_SHARD_NAME ?? '';
// Drawn at 1 device pixel per CSS pixel: a layout is the same at 2, and the machine draws a quarter.
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

export default defineConfig({
  testDir: './tests',
  outputDir: `../test-results/e2e${shard}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Spec files run two at a time against the one stack: each spec makes its own data and asserts on it
  // alone. Tests whose assertion is a timing (a tap answered within 100 ms, a status shown while the first
  // answer is awaited, 800 ms) or that change the served files are tagged @solo: npm test runs them
  // after the rest, one at a time, on an otherwise idle machine (the *-solo projects).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2) || 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `../.test-results/e2e${shard}.json` }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5050',
    // Recording a trace of every test took a third of the browser phase's CPU (auth, files and review:
    // 315 s against 197 s): a failing test's retry records one instead (CI retries once).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: e2eChromiumPath, args: chromiumArgs },
    // Page-level request routing does not see what a service worker answers, and every fresh context
    // would download the precache; the specs about the worker itself allow it (pwa.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    // Signs each demo account in once through the login forms and saves it (tests/signIn.setup.ts); every
    // project below depends on it, so it runs first in each phase (and in each shard).
    // npm test runs it beside the integration tests, before every function is warm: a first call to
    // one is a cold start (up to 25 s on a loaded 2-core machine here, more in CI), so a landing screen may wait that long.
    { name: 'sign-in', testMatch: /signIn\.setup\.ts$/, expect: { timeout: 120_000 } },
    {
      name: 'phone',
      grepInvert: /@solo/,
      use: phone,
      dependencies: ['sign-in'],
    },
    {
      name: 'desktop',
      grep: /@desktop/,
      grepInvert: /@solo/,
      use: { viewport: { width: 1440, height: 900 } },
      dependencies: ['sign-in'],
    },
    // npm test runs these after the two above, alone and one test at a time (--workers=1).
    { name: 'phone-solo', grep: /@solo/, use: phone, dependencies: ['sign-in'] },
    {
      name: 'desktop-solo',
      grep: /^(?=.*@desktop)(?=.*@solo)/,
      use: { viewport: { width: 1440, height: 900 } },
      dependencies: ['sign-in'],
    },
  ],
});
