import { expect, test, type Locator, type Page } from '@playwright/test';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';
import { drawBill } from '../../scripts/bills/drawBill.js';
import { photographBill } from '../../scripts/bills/photographBill.js';
import { waitForWorkerControl } from '../../scripts/stack/serviceWorker.js';
import { adminPage } from '../support/adminPage.js';
import { axeViolations } from '../support/axe.js';
import { freshAccount } from '../support/freshAccount.js';
import { signInStaff } from '../support/signIn.js';

/**
 * Bills read on the phone, at 360x740: the reader's files come with the first bill photo, then a bill
 * photographed offline on a table (after a reload, from the service worker alone) is prepared (found,
 * flattened, its light evened) in a worker and proposes its total.
 */
test.use({ serviceWorkers: 'allow', bypassCSP: true });

const SAVED_ON_PHONE = 'Saved on this phone. It will be sent when you are back online.';

/** dd/MM/yyyy and dd/MM of the organisation's today. */
function todayTexts(): { long: string; short: string } {
  const day = orgDayOf(Date.now());
  const short = `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  return { long: `${short}/${day.slice(0, 4)}`, short };
}

/**
 * A GST restaurant bill of today with a total of `total` (rupees, two decimals as printed): as printed,
 * or as a phone photographs it on a table (`.jpg`).
 */
async function billPhoto(name: string, seller: string, items: [string, string], total: string) {
  const lines = [
    seller,
    'TAX INVOICE',
    'GSTIN: 27AAPFU0939F1ZV',
    `Bill No: 318   Date: ${todayTexts().long}`,
    'Item               Qty     Amount',
    `${items[0].padEnd(18)}   1 ${items[1].padStart(10)}`,
    `Grand Total   Rs. ${total}`,
  ];
  const printed = await drawBill(lines);
  if (name.endsWith('.jpg')) return { name, mimeType: 'image/jpeg', buffer: await photographBill(printed) };
  return { name, mimeType: 'image/png', buffer: printed };
}

async function openSpent(page: Page, college: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Spent', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Spent - / });
  await expect(dialog).toBeVisible();
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await field('Visit Type').selectOption('Single Visit');
  await field('College').selectOption('Other');
  await field('Enter Other College Name').fill(college);
  await field('Allocated').fill('0');
  return dialog;
}

const readings = (dialog: Locator) => dialog.getByRole('list', { name: 'Read from the bills' });

test('a bill photographed offline proposes its total; Use fills it, Save works; Review flags a claim over its bills', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const staff = await freshAccount('sales', `bills-${tag}`);
  const { short } = todayTexts();
  await signInStaff(page, staff, /\/sales$/);
  await waitForWorkerControl(page);

  // Online, the first bill photo brings the reader's files (kept by the service worker).
  const warm = await openSpent(page, `Warm College ${tag}`);
  await warm
    .locator('input[type=file]')
    .setInputFiles(await billPhoto('warm.png', 'CAFE MADRAS', ['Dosa', '120.00'], '120.00'));
  await expect(readings(warm)).toContainText(`Read from the bill: ₹120.00 on ${short} at Cafe Madras`, {
    timeout: 60_000,
  });
  await warm.getByRole('button', { name: 'Cancel' }).click();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const used = await openSpent(page, `Used College ${tag}`);
  await used
    .locator('input[type=file]')
    .setInputFiles(await billPhoto('hotel.jpg', 'HOTEL SAI PALACE', ['Room', '1,120.00'], '1,120.00'));
  const proposal = `Read from the bill: ₹1,120.00 on ${short} at Hotel Sai Palace`;
  await expect(readings(used)).toContainText(proposal, { timeout: 60_000 });
  expect(workers.some((url) => url.includes('prepare.worker'))).toBe(true);
  // Nothing is filled unasked.
  await expect(used.getByLabel('Spent', { exact: true })).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);
  await used.getByRole('button', { name: /^Use ₹1,120\.00/ }).click();
  await expect(used.getByLabel('Spent', { exact: true })).toHaveValue('1120.00');
  await used.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED_ON_PHONE).first()).toBeVisible();
  await expect(used).toBeHidden();

  const typed = await openSpent(page, `Typed College ${tag}`);
  await typed
    .locator('input[type=file]')
    .setInputFiles(await billPhoto('lunch.png', 'SPICE ROUTE', ['Thali', '1,000.00'], '1,000.00'));
  await expect(readings(typed)).toContainText('Read from the bill: ₹1,000.00', { timeout: 60_000 });
  await typed.getByLabel('Spent', { exact: true }).fill('1500');
  await typed.getByRole('button', { name: 'Save' }).click();
  await expect(typed).toBeHidden();

  await context.setOffline(false);
  const admin = await adminPage(browser);
  try {
    await admin.goto(`/review?staff=${staff.uid}`);
    const row = (college: string) => admin.getByTestId('review-row').filter({ hasText: college });
    await expect(row(`Typed College ${tag}`)).toContainText('Claimed ₹1,500.00, bills read ₹1,000.00', {
      timeout: 60_000,
    });
    await expect(row(`Typed College ${tag}`)).toContainText('Read: ₹1,000.00');
    await expect(row(`Used College ${tag}`)).toContainText(
      `Read: ₹1,120.00, ${todayTexts().long}, Hotel Sai Palace`,
    );
    await expect(row(`Used College ${tag}`)).not.toContainText('Claimed');
    // The server reads each bill itself, from the image host, and Review shows its reading beside the phone's.
    await expect(async () => {
      await admin.reload();
      await expect(row(`Used College ${tag}`)).toContainText(
        `The bill reads: ₹1,120.00, ${todayTexts().long}, Hotel Sai Palace`,
        { timeout: 2000 },
      );
    }).toPass({ timeout: 90_000 });
  } finally {
    await admin.context().close();
  }
});
