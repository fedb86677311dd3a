import type { Page } from '@playwright/test';

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
