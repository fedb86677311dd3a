import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../stack/chromium.js';
import { repoRoot } from '../stack/paths.js';
import { serveStatic } from '../bench/staticServer.js';
import { measureFirstLoadJs, type RouteScripts } from './firstLoadJs.js';

/** Serves a built app (web/dist, built beforehand) on a free loopback port and measures each route's first-load JS in Chromium. */
export async function measureRoutes(
  routes: readonly string[],
  root = join(repoRoot, 'web', 'dist'),
): Promise<RouteScripts[]> {
  const { url, server } = await serveStatic(root);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const measured: RouteScripts[] = [];
    for (const route of routes) measured.push(await measureFirstLoadJs(browser, url, route));
    return measured;
  } finally {
    await browser.close();
    server.close();
  }
}
