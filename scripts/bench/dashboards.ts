import { emulatorIdToken } from '../stack/emulatorSignIn.js';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumMissingMessage, chromiumPath } from '../stack/chromium.js';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { rebuildAllTotals } from '../../functions/src/services/ledger/rebuildTotals.js';
import { checkLedger } from '../../functions/src/services/ledger/ledgerCheck.js';
import { checkSpendEntryIndexes } from '../../functions/src/services/indexes/spendEntryCheck.js';
import { demoAccount } from '../stack/demoAccounts.js';
import { postJson } from '../stack/postJson.js';
import type { Stack } from '../stack/stack.js';
import { settled, trackOpenRequests } from './openRequests.js';

const RECORDS = 10_000;
const CALLS = 20;
const colleges = Array.from({ length: 37 }, (_, i) => `Bench College ${String(i + 1)}`);

/**
 * 10,000 sales spends over the last year, written straight into the stack's Store as an import of
 * older data, then totalled and given their entries and postings, as `npm run indexes -- rebuild` does
 * after one.
 */
async function seed(storeDir: string): Promise<void> {
  const store = new LocalStore(storeDir);
  try {
    const start = Date.now() - 365 * 24 * 60 * 60_000;
    for (let batch = 0; batch < RECORDS; batch += 1000) {
      const writes: Record<string, unknown> = {};
      for (let i = batch; i < batch + 1000; i++) {
        const date = start + Math.floor((i / RECORDS) * 365 * 24 * 60 * 60_000);
        writes[`sales_spent/bench-${String(i).padStart(5, '0')}`] = {
          college: colleges[i % colleges.length],
          visitType: 'Single Visit',
          allocatedAmount: 1000 + (i % 97),
          spentAmount: 400 + (i % 89) + 0.25,
          food: 50,
          fuel: 100 + (i % 7),
          stay: i % 5 === 0 ? 800 : 0,
          toll: 12.5,
          date,
          createdAt: date,
          createdBy: { uid: 'demo-sales-1' },
        };
      }
      await store.update(writes);
    }
    await rebuildAllTotals(store, true);
    await checkSpendEntryIndexes(store, true);
    // And their postings: the ledger is derived from the entries, as after an import.
    await checkLedger(store, true);
  } finally {
    store.close();
  }
}

async function timeSummary(stack: Stack, idToken: string): Promise<number> {
  const { body, ms } = await postJson<{ result?: { totals: { count: number } } }>(
    `${stack.functionsUrl}/spendSummary`,
    { data: { side: 'sales' } },
    { authorization: `Bearer ${idToken}` },
  );
  if ((body.result?.totals.count ?? 0) < RECORDS)
    throw new Error('spendSummary did not count the seeded records');
  return ms;
}

async function timeDashboard(stack: Stack): Promise<number[]> {
  const admin = demoAccount('admin');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const openRequests = trackOpenRequests(page);
    await page.goto(`${stack.webUrl}/dashlogin`);
    await page.getByLabel('Email Address').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByLabel('Select Option').selectOption({ label: 'Sales' });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/saledash$/);
    const samples: number[] = [];
    for (let run = 0; run < 5; run++) {
      // The last page's callables finish first: abandoned, they keep the emulator's processes busy.
      await settled(openRequests, 60_000);
      const started = performance.now();
      await page.goto(`${stack.webUrl}/saledash?run=${String(run)}`);
      await page.locator('.chart__drawing svg').nth(1).waitFor();
      await page.locator('table.data-table tbody tr').nth(10).waitFor();
      samples.push(performance.now() - started);
    }
    return samples;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * `npm run bench`, on a stack it started: 10,000 sales spends, then the spendSummary callable's time
 * (target <= 300 ms) and the Sales Dashboard's time to show both charts and the first table page in
 * Chromium (target <= 1.5 s).
 */
export async function benchDashboards(stack: Stack): Promise<void> {
  const token = await emulatorIdToken(
    demoAccount('admin').email,
    demoAccount('admin').password,
    stack.authEmulatorHost,
  );
  await seed(stack.storeDir);
  await timeSummary(stack, token); // Warm-up: the emulator starts a function process on first call.
  const calls: number[] = [];
  for (let i = 0; i < CALLS; i++) calls.push(await timeSummary(stack, token));
  console.log(
    `spendSummary with ${String(RECORDS)} spend records on the local stack: median ${median(calls).toFixed(0)} ms, ` +
      `max ${Math.max(...calls).toFixed(0)} ms over ${String(CALLS)} calls (target <= 300 ms)`,
  );
  const missing = chromiumMissingMessage();
  if (missing) {
    console.log(`dashboard render: skipped (${missing})`);
    return;
  }
  const renders = await timeDashboard(stack);
  console.log(
    `Sales Dashboard with ${String(RECORDS)} records in Chromium, charts and first table page visible: ` +
      `median ${median(renders).toFixed(0)} ms, max ${Math.max(...renders).toFixed(0)} ms over ${String(renders.length)} loads (target <= 1500 ms)`,
  );
}
