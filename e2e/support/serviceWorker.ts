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

/** Every URL held in the page's Cache Storage. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const storage = (
      globalThis as unknown as {
        caches: {
          keys(): Promise<string[]>;
          open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
        };
      }
    ).caches;
    const urls: string[] = [];
    for (const name of await storage.keys()) {
      for (const request of await (await storage.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}
