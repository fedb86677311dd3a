import type { Page, Request } from '@playwright/test';

/** The page's requests still open, by URL (a failed or finished one is no longer open). */
export function trackOpenRequests(page: Page): () => string[] {
  const open = new Map<Request, string>();
  page.on('request', (request) => open.set(request, request.url()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => [...open.values()];
}

/**
 * Waits until no request of the page is open. The Functions emulator serves a function's requests one
 * at a time per process and keeps running a request the page abandoned; a reload then starts a new
 * process per busy function, and with several starting at once on a loaded machine one can miss the
 * emulator's load timeout and leave its request unanswered ('Failed to load function'). The callables
 * a page starts are therefore let finish before it is reloaded.
 */
export async function settled(openRequests: () => string[], timeoutMs: number): Promise<string[]> {
  const deadline = performance.now() + timeoutMs;
  while (openRequests().length > 0 && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return openRequests();
}
