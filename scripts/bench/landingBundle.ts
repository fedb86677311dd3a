import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumMissingMessage, chromiumPath } from '../stack/chromium.js';
import { repoRoot } from '../stack/paths.js';
import { run } from '../stack/processes.js';
import { serveStatic } from './staticServer.js';

const TARGET_KB = 120;

/** Gzip size of every script the landing route loads, measured in Chromium from the production build. */
export async function benchLandingBundle(route = '/'): Promise<void> {
  const missing = chromiumMissingMessage();
  if (missing) {
    console.log(`landing route JS: skipped (${missing})`);
    return;
  }
  await run('npm', ['run', 'build', '-w', 'web', '--', '--logLevel', 'warn'], { cwd: repoRoot });
  const { url, server } = await serveStatic(join(repoRoot, 'web', 'dist'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    // Every body is awaited before the sum: one still being read when the browser closed was left out
    // of the figure and, unawaited, its rejection ended the whole bench.
    const bodies: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const name = new URL(response.url()).pathname;
      bodies.push(
        response.body().then((body) => {
          scripts.set(name, gzipSync(body).length);
        }),
      );
    });
    await page.goto(url + route, { waitUntil: 'networkidle' });
    await Promise.all(bodies);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
    const files = [...scripts].map(([name, size]) => `${name} ${(size / 1024).toFixed(1)} KB`).join(', ');
    console.log(
      `landing route JS: ${total.toFixed(1)} KB gzip in ${String(scripts.size)} files (target <= ${String(TARGET_KB)} KB): ${files}`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}
