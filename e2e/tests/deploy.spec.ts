import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { buildNextWeb, deployBuild, NEXT_BUILD_MARK } from '../support/deployedBuild.js';
import { storedEntries } from '../support/outboxEntries.js';
import { submitSalesVisit } from '../support/salesVisit.js';
import { signedInStaff } from '../support/signedIn.js';

// An old page meets a deploy: the stack's build is open, the next build (its maintenance screen changed,
// so that screen's chunk and the entry are renamed) replaces it on the hosting, and the open page asks
// for a chunk that is gone.

let nextBuild = '';
test.beforeAll(async () => {
  // Once per run of this spec: a build of the web app takes a few seconds to a minute on a loaded machine.
  test.setTimeout(180_000);
  nextBuild = await buildNextWeb();
});

/** The entry script the page runs (the build's index.html names it). */
const entryScript = (page: Page) =>
  page.locator('script[type=module][src^="/assets/"]').first().getAttribute('src');

test('after a deploy the old page asking for a removed chunk reloads once into the new version, saying so, with its queued visit kept', async ({
  page,
  context,
  baseURL,
}) => {
  await signedInStaff(page, demoAccount('sales'));
  const oldEntry = await entryScript(page);
  const nextEntry = /<script type="module"[^>]* src="([^"]+)"/.exec(
    readFileSync(join(nextBuild, 'index.html'), 'utf8'),
  )?.[1];
  expect(nextEntry).toBeTruthy();
  expect(nextEntry).not.toBe(oldEntry);

  // A visit queued while nothing gets through: it waits in the Outbox.
  await page.route('**/submitSalesVisit', (route) => route.abort('internetdisconnected'));
  const college = `Deployed College ${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  await submitSalesVisit(page, college);
  await expect(page.getByLabel('College Name')).toHaveValue('', { timeout: 8000 });
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 8000 });
  expect((await storedEntries(page)).filter((entry) => entry.summary.includes(college))).toHaveLength(1);

  // What the page says before it reloads, kept in the tab across the reload.
  await page.evaluate(`new MutationObserver(() => {
    const notice = document.querySelector('[role=status].reload-notice');
    if (notice) sessionStorage.setItem('e2e:reload-notice', notice.textContent);
  }).observe(document.body, { childList: true, subtree: true, characterData: true })`);

  await deployBuild(context, new URL(baseURL ?? '').origin, nextBuild);
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  // An in-app navigation (the router follows the history): the old page asks for the old screen's chunk.
  await page.evaluate(`history.pushState(null, '', '/underconstruction');
    dispatchEvent(new PopStateEvent('popstate'))`);
  await reloaded;

  await expect(page.locator(`[data-build="${NEXT_BUILD_MARK}"]`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'We are Under Maintenance...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This screen could not be loaded' })).toHaveCount(0);
  expect(await entryScript(page)).toBe(nextEntry);
  expect(documents).toBe(1);
  expect(await page.evaluate<string | null>(`sessionStorage.getItem('e2e:reload-notice')`)).toBe(
    'A new version of Field Tracker is ready: reloading…',
  );

  await page.evaluate(`history.pushState(null, '', '/outbox');
    dispatchEvent(new PopStateEvent('popstate'))`);
  await expect(page.getByText(college)).toBeVisible();
  expect((await storedEntries(page)).filter((entry) => entry.summary.includes(college))).toHaveLength(1);
  expect(documents).toBe(1);
});
