import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccount, type DemoAccount } from '../../scripts/stack/demoAccounts.js';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { signedInStaff } from '../support/signedIn.js';
import { formatOrgDate } from '../../functions/src/domain/time/orgTime.js';

/** The local Store the stack writes to: the test runner exports its folder; `npm start` uses .local/store. */
const storeDir = process.env.FIELD_TRACKER_DATA_DIR ?? join(import.meta.dirname, '../../.local/store');

interface SpendRecord {
  college: string;
  visitType: string;
  allocatedAmount: number;
  spentAmount: number;
  food: number;
  fuel: number;
  stay: number;
  toll: number;
  date: number;
  requestId: string;
  createdAt: number;
  createdBy: { uid: string; email?: string };
}

/** The sales spend records in the stack's Store, oldest first. */
async function salesSpendRecords(): Promise<SpendRecord[]> {
  const store = new LocalStore(storeDir);
  try {
    const records = (await store.get<Record<string, SpendRecord>>('sales_spent')) ?? {};
    return Object.entries(records)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([, record]) => record);
  } finally {
    store.close();
  }
}

const paise = (rupees: number) => Math.round(rupees * 100);
/** The dialog is titled with the organisation's day (Asia/Kolkata), not the machine's. */
const today = () => formatOrgDate(Date.now());

async function openSpent(
  page: Page,
  account: DemoAccount,
  screen: '/sales' | '/placement',
): Promise<Locator> {
  await signedInStaff(page, account);
  await expect(page).toHaveURL(new RegExp(`${screen}$`));
  await page.getByRole('button', { name: 'Spent', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Spent - ${today()}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a sales rep saves a Multiple Visit of 3 colleges with an Other, split so the records add up', async ({
  page,
}) => {
  const rep = demoAccount('sales');
  const dialog = await openSpent(page, rep, '/sales');
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  const save = dialog.getByRole('button', { name: 'Save' });
  const alert = dialog.getByRole('alert');

  // One thumb at 360 px: Save and Cancel sit in view at the bottom, big enough to hit.
  await expect(save).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  expect((await save.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await save.click();
  await expect(alert).toHaveText('Please fill in all the required fields.');

  const otherName = `E2E Institute ${Date.now().toString(36)}`;
  await field('Visit Type').selectOption('Multiple Visit');
  await field('College').selectOption('Other');
  await field('Allocated').fill('1000');
  await field('Spent').fill('100.01');
  await field('Food').fill('-5');
  await field('Stay').fill('333');
  await field('Toll').fill('0.05');
  await dialog.getByRole('button', { name: 'Add College' }).click();
  await field('College 2').fill('VJTI Mumbai');
  await dialog.getByRole('button', { name: 'Add College' }).click();
  await field('College 3').fill('vjti  mumbai');

  await save.click();
  await expect(alert).toHaveText('Please correct the highlighted fields.');
  await expect(field('Enter Other College Name')).toHaveAccessibleDescription('Enter the college name.');
  await expect(field('College 3')).toHaveAccessibleDescription('This college is already listed.');
  await expect(field('Food')).toHaveAccessibleDescription('Must not be negative.');
  expect((await salesSpendRecords()).some((record) => record.college === otherName)).toBe(false);

  await field('Enter Other College Name').fill(otherName);
  await field('College 3').fill('Sinhgad College of Engineering');
  await field('Food').fill('100');
  await save.click();

  await expect(page.getByText('Data saved successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const first = (await salesSpendRecords()).find((record) => record.college === otherName);
  expect(
    first,
    `no record of ${otherName} in the Store at ${storeDir} (is FIELD_TRACKER_DATA_DIR the stack's?)`,
  ).toBeDefined();
  const saved = (await salesSpendRecords()).filter((record) => record.requestId === first?.requestId);
  expect(saved.map((record) => record.college)).toEqual([
    otherName,
    'VJTI Mumbai',
    'Sinhgad College of Engineering',
  ]);
  const totals = { allocatedAmount: 1000, spentAmount: 100.01, food: 100, fuel: 0, stay: 333, toll: 0.05 };
  for (const [key, total] of Object.entries(totals) as [keyof typeof totals, number][]) {
    expect(
      saved.reduce((sum, record) => sum + paise(record[key]), 0),
      key,
    ).toBe(paise(total));
  }
  expect(saved[0]).toMatchObject({ spentAmount: 33.34, toll: 0.02, visitType: 'Multiple Visit' });
  for (const record of saved) {
    expect(record.createdBy).toEqual({ uid: rep.uid, email: rep.email });
    // Dated when the phone captured it (decision 025), received a moment later.
    expect(record.date).toBeLessThanOrEqual(record.createdAt);
    expect(record.date).toBeGreaterThan(Date.now() - 5 * 60_000);
  }
});

test('the placement side asks with its own words', async ({ page }) => {
  const dialog = await openSpent(page, demoAccount('placement'), '/placement');
  await dialog.getByLabel('Allocated', { exact: true }).fill('500');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill out all fields.');
  await dialog.getByLabel('Company', { exact: true }).selectOption('Other');
  await expect(dialog.getByLabel('Enter Other Company Name', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the Report shows a spend the moment it is saved', async ({ page }) => {
  const rep = demoAccount('sales');
  const dialog = await openSpent(page, rep, '/sales');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Load the Report first, so that a stale copy of it sits in the app's cache.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { name: 'My Report' })).toBeVisible();
  await page.getByRole('link', { name: /Back/ }).click();
  await expect(page).toHaveURL(/\/sales$/);

  const place = `Report Check ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Spent', exact: true }).click();
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await field('Visit Type').selectOption('Single Visit');
  await field('College').selectOption('Other');
  await field('Enter Other College Name').fill(place);
  await field('Allocated').fill('10');
  await field('Spent').fill('7.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await nav.getByRole('link', { name: 'Report' }).click();
  const entry = page.getByTestId('report-entry').filter({ hasText: place });
  // Well inside the 30 s the cached Report would otherwise be shown for.
  await expect(entry).toBeVisible({ timeout: 5000 });
  await expect(entry).toContainText('₹7.50');
});
