import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { portOffset } from '../../scripts/stack/ports.js';
import { run } from '../../scripts/stack/processes.js';
import { webBuildEnv } from '../../scripts/stack/webBuild.js';

const webDir = fileURLToPath(new URL('../../web/', import.meta.url));

/** The mark the next build carries on its maintenance screen (`data-build`). */
export const NEXT_BUILD_MARK = 'next';

/**
 * A second build of the web app for this stack (its ports, the emulator mode), marked: its maintenance
 * screen's chunk, the entry and the chunks importing it get new names, as after a deploy that changed
 * that screen. Built into a folder beside the stack's own (web/dist-next-{offset}, git-ignored).
 */
export async function buildNextWeb(): Promise<string> {
  const outDir = join(webDir, `dist-next-${String(portOffset)}`);
  await run('npx', ['vite', 'build', '--mode', 'emulator', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    env: { ...process.env, ...webBuildEnv(portOffset), FIELD_TRACKER_BUILD_MARK: NEXT_BUILD_MARK },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}

/**
 * Deploys `dir` to the context's view of the hosting: from now on every file of the app's origin comes
 * from it as Hosting serves a build (a file that exists; a 404 for one missing under /assets/; the
 * app's page for a route), the paths Hosting reserves (`/__/`) still going to the emulator.
 */
export async function deployBuild(context: BrowserContext, origin: string, dir: string): Promise<void> {
  await context.route(
    (url) => url.origin === origin && !url.pathname.startsWith('/__/'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const file = normalize(join(dir, decodeURIComponent(pathname)));
      const inside = file.startsWith(dir + sep);
      if (inside && existsSync(file) && statSync(file).isFile()) {
        await route.fulfill({ path: file, headers: { 'cache-control': 'no-cache' } });
      } else if (pathname.startsWith('/assets/')) {
        await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      } else {
        await route.fulfill({ path: join(dir, 'index.html'), headers: { 'cache-control': 'no-cache' } });
      }
    },
  );
}
