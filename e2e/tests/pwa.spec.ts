import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { repoRoot } from '../../scripts/stack/paths.js';
import { axeViolations } from '../support/axe.js';
import { waitForWorkerControl } from '../../scripts/stack/serviceWorker.js';
import { cachedUrls } from '../support/serviceWorker.js';
import { signedInStaff } from '../support/signedIn.js';
import { portOffset, stackPorts, webDistFolder } from '../../scripts/stack/ports.js';

/** The installable app: its manifest, its service worker, opening offline, and its update prompt. */
test.use({ serviceWorkers: 'allow' });

/** Hosts the worker must never answer: the emulated callables, Auth and the local image host. */
const { auth, functions, imageHost } = stackPorts;
const networkOnly = new RegExp(
  `:(${String(functions.port)}|${String(auth.port)}|${String(imageHost.port)})/|cloudfunctions\\.net|identitytoolkit|securetoken|cloudinary`,
);

const recordViolations = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.violatedDirective + ' blocked ' + event.blockedURI);
  });
`;

function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${String(bytes.readUInt32BE(16))}x${String(bytes.readUInt32BE(20))}`;
}

async function signInAsSales(page: Page): Promise<void> {
  await signedInStaff(page, demoAccount('sales'));
  await expect(page.getByRole('form', { name: 'Sales visit' })).toBeVisible();
}

test('the manifest is linked, valid and installable, and its icons load', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Field Tracker',
    short_name: 'FieldTracker',
    start_url: '/home',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
  }

  // Revalidated on every update check, so a deploy is found.
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

  await waitForWorkerControl(page);
  const cdp = await page.context().newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.errors).toEqual([]);
  const installability = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito ones, where Chromium offers no install; nothing else may stop it.
  const errors = installability.installabilityErrors.map((error) => error.errorId);
  expect(errors.filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('the worker controls the page and the app opens offline: /sales reloaded and a deep link to /report', async ({
  page,
  context,
}) => {
  await page.addInitScript({ content: recordViolations });
  await signInAsSales(page);
  await waitForWorkerControl(page);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('form', { name: 'Sales visit' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sales actions' })).toBeVisible();

  const deepLink = await page.goto('/report');
  expect(deepLink?.fromServiceWorker()).toBe(true);
  // The cached page keeps its headers: the CSP applies offline too.
  expect(deepLink?.headers()['content-security-policy']).toContain("manifest-src 'self'");
  await expect(page.getByRole('heading', { name: 'My Report' })).toBeVisible();

  await context.setOffline(false);
  expect(await page.evaluate<string[]>('window.cspViolations')).toEqual([]);
});

test('callables, Auth and the image host are never answered from the cache', async ({ page, context }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await signInAsSales(page);
  await waitForWorkerControl(page);
  responses.length = 0;
  // The screen asks for the person's decisions at every load (the next visit code may come from the
  // phone's copy of the answers instead, which is not the worker's cache).
  const asked = page.waitForResponse((response) => response.url().endsWith('/mySpends'));
  await page.reload();
  const callable = await asked;
  await expect(page.getByTestId('visit-code')).toHaveText(/SALES-VIST-\d+/);

  const fromWorker = responses.filter((response) => response.fromServiceWorker()).map((r) => r.url());
  // The check can tell: the app's own files do come from the worker.
  expect(fromWorker.some((url) => url.endsWith('.js'))).toBe(true);
  expect(callable.fromServiceWorker()).toBe(false);
  expect(fromWorker.filter((url) => networkOnly.test(url))).toEqual([]);

  const cached = await cachedUrls(page);
  expect(cached.length).toBeGreaterThan(20);
  const origin = new URL(page.url()).origin;
  expect(cached.filter((url) => new URL(url).origin !== origin)).toEqual([]);

  // Offline, the same requests fail as the network does: nothing stands in for them.
  await context.setOffline(true);
  const outcomes = await page.evaluate(
    async (urls) =>
      Promise.all(
        urls.map((url) =>
          fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data":{}}' })
            .then((response) => `${url} answered ${String(response.status)}`)
            .catch(() => `${url} failed`),
        ),
      ),
    [
      callable.url(),
      `http://127.0.0.1:${String(auth.port)}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`,
      `http://127.0.0.1:${String(imageHost.port)}/v1_1/demo/image/upload`,
    ],
  );
  await context.setOffline(false);
  expect(
    outcomes.every((outcome) => outcome.endsWith(' failed')),
    outcomes.join('\n'),
  ).toBe(true);
});

test.describe('a new version', () => {
  // axe is injected as a script of its own, which the app's CSP refuses.
  test.use({ bypassCSP: true });
  const workerFile = join(repoRoot, 'web', webDistFolder(portOffset), 'sw.js');

  test('waits behind an accessible prompt, and Reload switches to it @solo', async ({ page }) => {
    await page.goto('/login');
    await waitForWorkerControl(page);
    const built = readFileSync(workerFile, 'utf8');
    try {
      // A deploy: the worker script changes. Showing the page again checks for it.
      writeFileSync(workerFile, `${built}\n// e2e deploy ${String(Date.now())}\n`);
      await page.evaluate(() => {
        const doc = (globalThis as unknown as { document: { dispatchEvent(event: Event): boolean } })
          .document;
        doc.dispatchEvent(new Event('visibilitychange'));
      });
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      expect(await axeViolations(page)).toEqual([]);

      const reload = prompt.getByRole('button', { name: 'Reload' });
      await reload.focus();
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page.getByText('A new version is ready')).toHaveCount(0);
    } finally {
      writeFileSync(workerFile, built);
    }
  });

  test('covers no action on a 360x740 form: Submit stays clickable, and Later puts the prompt away @solo', async ({
    page,
  }) => {
    await signedInStaff(page, demoAccount('sales'));
    await waitForWorkerControl(page);
    const built = readFileSync(workerFile, 'utf8');
    try {
      writeFileSync(workerFile, `${built}\n// e2e deploy ${String(Date.now())}\n`);
      await page.evaluate(() => {
        const doc = (globalThis as unknown as { document: { dispatchEvent(event: Event): boolean } })
          .document;
        doc.dispatchEvent(new Event('visibilitychange'));
      });
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      for (const name of ['Submit', 'Clear']) {
        // A trial click fails when another element would receive the pointer events.
        await page.getByRole('button', { name, exact: true }).click({ trial: true, timeout: 3000 });
      }
      await prompt.getByRole('button', { name: 'Later' }).click();
      await expect(page.getByText('A new version is ready')).toHaveCount(0);
      await expect(page.getByLabel('College Name')).toBeVisible();
    } finally {
      writeFileSync(workerFile, built);
    }
  });
});
