import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { signedInAdmin } from '../support/signedIn.js';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { spendTotalsDelta } from '../../functions/src/services/ledger/recordTotals.js';
import { spendCollections, spendSides, type SpendSide } from '../../functions/src/domain/spend/sides.js';
import { formatOrgDate } from '../../functions/src/domain/time/orgTime.js';

/** The stack's local Store: the test runner exports its folder; `npm start` uses .local/store. */
const storeDir = process.env.FIELD_TRACKER_DATA_DIR ?? join(import.meta.dirname, '../../.local/store');

/** A month no other test writes to; each run first removes the records an earlier one seeded. */
const year = 2011;
const SEED_PREFIX = 'e2edash-';
const tag = Date.now().toString(36);
const day = (date: number) => `${String(year)}-03-${String(date).padStart(2, '0')}`;
const at = (date: number) => Date.parse(`${day(date)}T11:00:00+05:30`);
const month = { from: day(1), to: day(31) };
const early = { from: day(1), to: day(10) };

interface Seeded {
  place: string;
  date: number;
  allocated: number;
  spent: number;
  food: number;
  fuel: number;
  stay: number;
  toll: number;
}

const colleges = [`Alpha Institute ${tag}`, `Beta College ${tag}`, `Gamma Academy ${tag}`];
/** 25 sales spends over the month: Alpha 9, Beta 8, Gamma 8; amounts with paise; some as text, as older data. */
const sales: Seeded[] = Array.from({ length: 25 }, (_, i) => ({
  place: colleges[i % 3] ?? '',
  date: at(1 + i),
  allocated: 1000 + i * 37.11,
  spent: 400 + i * 13.07,
  food: 50 + i * 1.01,
  fuel: 100.5 + i,
  stay: i % 4 === 0 ? 600 : 0,
  toll: 0.05 * i,
}));
const companies = ['Acme_Widgets', 'Zen Labs'];
const placement: Seeded[] = [0, 1, 2].map((i) => ({
  place: `${companies[i % 2] ?? ''}_${tag}`,
  date: at(3 + i),
  allocated: 2000 + i,
  spent: 1500.25 + i,
  food: 10,
  fuel: 20,
  stay: 30,
  toll: 40,
}));

const paise = (rupees: number) => Math.round(rupees * 100);
type Figure = Exclude<keyof Seeded, 'place' | 'date'>;
const total = (rows: Seeded[], figure: Figure) => rows.reduce((sum, row) => sum + paise(row[figure]), 0);
const text = (paiseValue: number) => (paiseValue / 100).toFixed(2);
const within = (rows: Seeded[], range: { from: string; to: string }) =>
  rows.filter(
    (row) => row.date >= at(Number(range.from.slice(8))) && row.date <= at(Number(range.to.slice(8))),
  );

test.skip(({ isMobile }) => isMobile, 'The dashboards are desktop screens: the desktop project runs these.');

test.beforeAll(async () => {
  const seeded: Record<SpendSide, Record<string, unknown>> = { sales: {}, placement: {} };
  sales.forEach((row, i) => {
    const legacy = i % 5 === 0;
    seeded.sales[`${SEED_PREFIX}${tag}-${String(i).padStart(2, '0')}`] = {
      college: row.place,
      visitType: 'Single Visit',
      allocatedAmount: legacy ? row.allocated.toFixed(2) : row.allocated,
      spentAmount: legacy ? row.spent.toFixed(2) : row.spent,
      food: row.food,
      fuel: row.fuel,
      stay: row.stay,
      toll: row.toll,
      date: row.date,
      ...(legacy ? { savedBy: 'asha' } : { createdAt: row.date, createdBy: { uid: 'demo-sales-1' } }),
    };
  });
  placement.forEach((row, i) => {
    seeded.placement[`${SEED_PREFIX}${tag}-${String(i)}`] = {
      company: row.place,
      visitType: 'Single Visit',
      allocatedAmount: String(row.allocated),
      spentAmount: row.spent,
      food: row.food,
      fuel: row.fuel,
      stay: row.stay,
      toll: row.toll,
      date: row.date,
      createdAt: row.date,
      createdBy: { uid: 'demo-placement-1' },
    };
  });
  const store = new LocalStore(storeDir);
  try {
    // Seeded straight into the Store, as a data import would be, with the increments a save writes:
    // other specs save at the same moment, and increments (unlike a rebuild) leave their totals whole.
    const writes: Record<string, unknown> = {};
    for (const side of spendSides) {
      const collection = spendCollections[side];
      const earlier = await store.query(collection, {
        orderBy: '$key',
        startAt: SEED_PREFIX,
        endAt: `${SEED_PREFIX}\uf8ff`,
      });
      const before = Object.fromEntries(earlier.map(({ key, value }) => [key, value]));
      for (const key of Object.keys(before)) writes[`${collection}/${key}`] = null;
      for (const [key, value] of Object.entries(seeded[side])) writes[`${collection}/${key}`] = value;
      Object.assign(writes, spendTotalsDelta(side, before, seeded[side]));
    }
    await store.update(writes);
  } finally {
    store.close();
  }
});

const query = ({ from, to }: { from: string; to: string }) => `?from=${from}&to=${to}`;

async function expectCharts(page: Page, rows: Seeded[]) {
  const numbers = (name: string) => page.getByRole('figure', { name }).getByTestId('chart-numbers');
  await expect(numbers('Spent Amount by Category')).toHaveText(
    `Spent Amount by CategoryFood${text(total(rows, 'food'))}Fuel${text(total(rows, 'fuel'))}` +
      `Stay${text(total(rows, 'stay'))}Toll${text(total(rows, 'toll'))}`,
  );
  await expect(numbers('Total Allocated vs Spent')).toHaveText(
    `Total Allocated vs SpentAllocated${text(total(rows, 'allocated'))}Spent${text(total(rows, 'spent'))}`,
  );
  await expect(
    page.getByRole('figure', { name: 'Spent Amount by Category' }).locator('svg rect').first(),
  ).toBeVisible();
}

function placeRow(page: Page, place: string): Locator {
  return page.getByRole('row', { name: `${place}: show transactions` });
}

function placeCells(rows: Seeded[], place: string): string[] {
  const mine = rows.filter((row) => row.place === place);
  const allocated = total(mine, 'allocated');
  const spent = total(mine, 'spent');
  return [
    place,
    text(allocated),
    text(spent),
    text(allocated - spent),
    ((spent / allocated) * 100).toFixed(2),
    String(mine.length),
    '0', // Visits logged: these colleges were never visited.
    text(Math.round(spent / mine.length)),
    // Approved: records seeded straight into the Store are on no reviewed entry.
    '0.00',
  ];
}

test('the sales dashboard, College Data and a college’s transactions add up to the seeded spends @desktop', async ({
  page,
}) => {
  await signedInAdmin(page, 'Sales');
  await page.goto(`/saledash${query(month)}`);
  await expect(page.getByRole('heading', { name: 'Sales Dashboard' })).toBeVisible();
  await expectCharts(page, sales);
  await expect(page.getByText(/^Updated \d\d:\d\d:\d\d$/)).toBeVisible();

  const table = page.getByRole('region', { name: 'Saved Spent Data' });
  const bodyRows = table.locator('tbody tr');
  await expect(table.getByText('Page 1 of 3')).toBeVisible();
  await expect(bodyRows).toHaveCount(11);
  await expect(bodyRows.first()).toContainText(`e2edash-${tag}-24`);
  await expect(bodyRows.first()).toContainText(day(25).split('-').reverse().join('/'));
  await table.getByRole('button', { name: 'Next' }).click();
  await expect(table.getByText('Page 2 of 3')).toBeVisible();
  await table.getByRole('button', { name: 'Next' }).click();
  await expect(table.getByText('Page 3 of 3')).toBeVisible();
  await expect(bodyRows).toHaveCount(3);
  await expect(bodyRows.last()).toContainText(`e2edash-${tag}-00`);
  await expect(table.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.getByRole('link', { name: 'College Data' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/clddata' && url.search === query(month));
  const alpha = colleges[0] ?? '';
  const row = placeRow(page, alpha);
  await expect(row.getByRole('cell')).toHaveText(placeCells(sales, alpha));
  await row.click();
  const dialog = page.getByRole('dialog', { name: `${alpha} Transactions` });
  await expect(dialog).toBeVisible();
  const mine = sales.filter((seeded) => seeded.place === alpha).reverse();
  const modalRows = dialog.locator('tbody tr');
  await expect(modalRows).toHaveCount(mine.length);
  for (const [i, seeded] of mine.entries()) {
    await expect(modalRows.nth(i).getByRole('cell')).toHaveText([
      String(i + 1),
      seeded.allocated.toFixed(2),
      seeded.spent.toFixed(2),
      text(paise(seeded.allocated) - paise(seeded.spent)),
      seeded.food.toFixed(2),
      seeded.fuel.toFixed(2),
      seeded.stay.toFixed(2),
      seeded.toll.toFixed(2),
      formatOrgDate(seeded.date),
    ]);
  }
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/saledash\?/);
});

test('a date range narrows the charts, the table and College Data alike @desktop', async ({ page }) => {
  await signedInAdmin(page, 'Sales');
  await page.goto(`/saledash${query(month)}`);
  await expectCharts(page, sales);
  // Typed and shown as the dashboards' dates read, not in the browser's own order (mm/dd/yyyy).
  const asShown = (isoDay: string) => isoDay.split('-').reverse().join('/');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(asShown(month.from));
  await page.getByLabel('From', { exact: true }).fill(asShown(early.from));
  await page.getByLabel('To', { exact: true }).fill(asShown(early.to));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/saledash' && url.search === query(early));
  const narrow = within(sales, early);
  expect(narrow).toHaveLength(10);
  await expectCharts(page, narrow);
  const table = page.getByRole('region', { name: 'Saved Spent Data' });
  await expect(table.getByText('Page 1 of 1')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await page.getByRole('link', { name: 'College Data' }).click();
  for (const college of colleges) {
    await expect(placeRow(page, college).getByRole('cell')).toHaveText(placeCells(narrow, college));
  }
});

test('the CSV export parses back to the same totals @desktop', async ({ page }) => {
  await signedInAdmin(page, 'Sales');
  await page.goto(`/saledash${query(month)}`);
  await expect(page.getByRole('region', { name: 'Saved Spent Data' }).getByText('Page 1 of 3')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<Record<string, string>>(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  const mine = parsed.data.filter((row) => row.Transaction?.startsWith(`e2edash-${tag}-`));
  expect(mine).toHaveLength(sales.length);
  expect(parsed.data).toHaveLength(sales.length);
  const sum = (column: string) => mine.reduce((acc, row) => acc + paise(Number(row[column])), 0);
  expect(sum('Spent Amount')).toBe(total(sales, 'spent'));
  expect(sum('Allocated Amount')).toBe(total(sales, 'allocated'));
  expect(sum('Toll')).toBe(total(sales, 'toll'));
  expect(new Set(mine.map((row) => row.College))).toEqual(new Set(colleges));
});

test('Company Data: underscores read as spaces and the company modal works @desktop', async ({ page }) => {
  await signedInAdmin(page, 'Placement');
  await page.goto(`/placdash${query(month)}`);
  await expect(page.getByRole('heading', { name: 'Placement Dashboard' })).toBeVisible();
  await expectCharts(page, placement);
  await page.getByRole('link', { name: 'Company Data' }).click();
  const acme = `Acme Widgets ${tag}`;
  const shown = placement.map((row) => ({ ...row, place: row.place.replaceAll('_', ' ') }));
  const row = placeRow(page, acme);
  await expect(row.getByRole('cell')).toHaveText(placeCells(shown, acme));
  await row.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${acme} Transactions` });
  await expect(dialog.locator('tbody tr')).toHaveCount(2);
  await expect(dialog.locator('tbody tr').first().getByRole('cell').nth(2)).toHaveText('1502.25');
});

test('below 1024 px the dashboards ask for a large screen @desktop', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInAdmin(page, 'Sales');
  await expect(page.getByText('Please open this section on a large screen only.')).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(0);
  await page.goto('/clddata');
  await expect(page.getByText('Please open this section on a large screen only.')).toBeVisible();
});
