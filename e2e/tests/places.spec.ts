import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { makePng } from '../../functions/test/support/png.js';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { emulatorIdToken } from '../../scripts/stack/emulatorSignIn.js';
import { parsePlacesCommand, runPlacesCommand } from '../../scripts/places/command.js';
import { axeViolations } from '../support/axe.js';
import { callable, seedUploads } from '../support/seedUploads.js';
import { signedInAdmin } from '../support/signedIn.js';
import { storeDir } from '../support/storeRecords.js';

/**
 * The place page and the pipeline, at 1440x900 and 360x740 (the phone project runs @desktop tests
 * too): a visit typed in another case and a spend with its bill on one page; a merge of two spellings
 * leaving one pipeline row; no sideways scroll on a phone; axe clean. Data is seeded through the
 * callables with names of this run only, so other specs running at once change nothing here.
 */
test.use({ bypassCSP: true });

const AISSMS = 'AISSMS College of Engineering';

async function noSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = (
      globalThis as unknown as {
        document: { documentElement: { scrollWidth: number; clientWidth: number } };
      }
    ).document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `${where} is wider than the viewport`).toBeLessThanOrEqual(clientWidth);
}

test('@desktop a place page joins a visit and a spend; a merge leaves one pipeline row; both screens fit and pass axe', async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
  const sales = demoAccount('sales', 2);
  const token = await emulatorIdToken(sales.email, sales.password);
  const visit = (collegeName: string) =>
    callable<{ code: string }>('submitSalesVisit', token, {
      requestId: crypto.randomUUID(),
      collegeName,
      city: 'Pune',
      visitPhase: 'Lead',
      remarks: `Place test ${tag}`,
    });
  // A visit typed in lower case with a trailing space, and a spend with a bill picked from the list.
  const { code } = await visit(`${AISSMS.toLowerCase()} `);
  const billName = `place-${tag}.png`;
  const [bill] = await seedUploads(sales, 'bills', [
    { name: billName, bytes: makePng(30, 20, () => [9, 99, 199]) },
  ]);
  await callable('saveSalesSpend', token, {
    requestId: crypto.randomUUID(),
    visitType: 'Single Visit',
    colleges: [AISSMS],
    allocatedAmount: 100,
    spentAmount: 42,
    billIds: [bill?.id],
  });
  // Two spellings of one college, merged as an admin would from the command line.
  const [one, two] = [`Merge Point ${tag}`, `Merge-Point ${tag}`];
  await visit(one);
  await visit(two);
  const store = new LocalStore(storeDir);
  try {
    const lines: string[] = [];
    const merged = await runPlacesCommand(parsePlacesCommand(['merge', two, one]), store, (line) => {
      lines.push(line);
    });
    expect(merged, lines.join('\n')).toBe(true);
  } finally {
    store.close();
  }

  await signedInAdmin(page, 'Sales');
  await page.goto('/salespipeline?sort=stale');
  const pipeline = page.getByRole('region', { name: 'Pipeline' });
  // One row for both spellings, counting the visits of both.
  const mergedRows = pipeline.locator('tbody tr').filter({ hasText: new RegExp(`Merge.Point ${tag}`) });
  await expect(mergedRows.first()).toBeVisible();
  await expect(mergedRows).toHaveCount(1);
  await expect(mergedRows.first().getByRole('rowheader')).toHaveText(one);
  await expect(mergedRows.first().getByRole('cell', { name: /^(Visits: )?2$/ })).toBeVisible();
  await noSidewaysScroll(page, 'the pipeline');
  expect(await axeViolations(page), 'the pipeline').toEqual([]);

  // The merged college's panel leads to its page, with the visits of both spellings.
  await mergedRows.first().getByRole('button').first().click();
  await page.getByRole('link', { name: 'Open the college page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: one })).toBeVisible();
  // The first call of a function starts its process on the emulator: allow for it once.
  await expect(page.getByRole('region', { name: 'Visits (2)' })).toBeVisible({ timeout: 30_000 });

  // The college visited in lower case and paid for from the list: one page with the visit and the spend.
  await page.goto(`/salesplace?name=${encodeURIComponent(`${AISSMS.toLowerCase()} `)}`);
  await expect(page.getByRole('heading', { level: 1, name: AISSMS })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Visits/ })).toContainText(code);
  await expect(
    page.getByRole('region', { name: 'Spend' }).getByRole('row', { name: new RegExp(sales.displayName) }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`Bill ${billName}`) })).toBeVisible();
  await noSidewaysScroll(page, 'the place page');
  expect(await axeViolations(page), 'the place page').toEqual([]);
});
