import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';

export interface ScriptSize {
  /** The script's path on the server, e.g. /assets/index-abc123.js. */
  path: string;
  gzipBytes: number;
}

export interface RouteScripts {
  route: string;
  scripts: ScriptSize[];
  gzipBytes: number;
}

/**
 * A route's first-load JavaScript, as Chromium fetches it from a served production build: every
 * script requested before the page's load event (the entry, its static imports, and the lazy chunks
 * of the route matched at start-up), each counted at its gzip size. What the app loads on purpose
 * after the load event (the service worker's workbox-window, the toaster) is not first-load: counting
 * it made the figure depend on how fast the machine was.
 */
export async function measureFirstLoadJs(
  browser: Browser,
  baseUrl: string,
  route: string,
): Promise<RouteScripts> {
  const page = await browser.newPage();
  try {
    const responses: Promise<Response | null>[] = [];
    let loaded = false;
    let documents = 0;
    page.on('load', () => {
      loaded = true;
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
      if (loaded || request.resourceType() !== 'script') return;
      responses.push(request.response());
    });
    await page.goto(baseUrl + route, { waitUntil: 'load' });
    // Bodies are read before the page closes: one still being read would be left out of the figure.
    const sizes = new Map<string, number>();
    for (const response of await Promise.all(responses)) {
      if (!response) continue;
      sizes.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
    }
    if (documents > 1) {
      throw new Error(
        `${route} reloaded itself while loading (a failed chunk or a missing setting in the build), so its scripts were not measured`,
      );
    }
    const scripts = [...sizes].map(([path, gzipBytes]) => ({ path, gzipBytes }));
    return { route, scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await page.close();
  }
}

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per route: its total, and each script (largest first). */
export function describeRoute({ route, scripts, gzipBytes }: RouteScripts): string {
  const files = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `${script.path} ${kilobytes(script.gzipBytes)}`)
    .join(', ');
  return `${route}: ${kilobytes(gzipBytes)} gzip in ${String(scripts.length)} files (${files})`;
}
