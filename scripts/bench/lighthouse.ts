import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumMissingMessage, chromiumPath } from '../stack/chromium.js';
import { repoRoot } from '../stack/paths.js';
import { serveStatic } from './staticServer.js';

const routes = ['/', '/login'];

/** Lighthouse performance and accessibility scores of real pages of the production build (mobile profile). */
export async function benchLighthouse(): Promise<void> {
  const missing = chromiumMissingMessage();
  if (missing) {
    console.log(`lighthouse: skipped (${missing})`);
    return;
  }
  const { url, server } = await serveStatic(join(repoRoot, 'web', 'dist'));
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  try {
    for (const route of routes) {
      const result = await lighthouse(url + route, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
      });
      const categories = result?.lhr.categories;
      const score = (name: string) => Math.round((categories?.[name]?.score ?? 0) * 100);
      console.log(
        `lighthouse ${route}: performance ${String(score('performance'))}, accessibility ${String(score('accessibility'))}`,
      );
    }
  } finally {
    chrome.kill();
    server.close();
  }
}
