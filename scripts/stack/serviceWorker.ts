import type { Page } from '@playwright/test';

/** Waits until the service worker has installed (precached the app) and controls the page. */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const container = (
        globalThis as unknown as {
          navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
        }
      ).navigator.serviceWorker;
      await container.ready;
      return container.controller !== null;
    },
    undefined,
    { timeout: 30_000 },
  );
}
