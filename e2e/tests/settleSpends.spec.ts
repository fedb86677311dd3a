import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { adminPage, secondAdminDesk } from '../support/adminPage.js';
import { giveAdvance } from '../support/advances.js';
import { axeViolations } from '../support/axe.js';
import { freshAccount } from '../support/freshAccount.js';
import { signInStaff } from '../support/signIn.js';
import { personName } from '../../functions/src/domain/people/personName.js';

/** Saves one Single Visit spend at an Other company through the Spent dialog, online. */
async function saveSpend(page: Page, company: string, allocated: string, spent: string): Promise<void> {
  await page.getByRole('button', { name: 'Spent', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Spent - / });
  await expect(dialog).toBeVisible();
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await field('Visit Type').selectOption('Single Visit');
  await field('Company').selectOption('Other');
  await field('Enter Other Company Name').fill(company);
  await field('Allocated').fill(allocated);
  await field('Spent').fill(spent);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** An amount as the statement page writes it ('-₹1,234.56', '' for none), in paise. */
const pagePaise = (text: string): number | null =>
  text.trim() === '' ? null : Math.round(Number(text.replace(/[₹,\s]/g, '')) * 100);

/** A CSV amount cell: a plain number (no grouping commas, no currency, no formula guard) or empty. */
function csvPaise(cell: string | undefined): number | null {
  if (cell === undefined || cell === '') return null;
  expect(cell, 'a CSV amount is a plain number').toMatch(/^-?\d+(\.\d{1,2})?$/);
  return Math.round(Number(cell) * 100);
}

const dayText = (iso: string) => iso.split('-').reverse().join('/');
const sum = (values: (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** The cells' text of every row of a table section. */
async function cellTexts(rows: Locator): Promise<string[][]> {
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push(await row.locator('td').allTextContents());
  return texts;
}

test.use({ bypassCSP: true });

test('an admin settles a person’s approved spends once, by UPI: a second desk is refused, the statement and its CSV agree, a reversal reopens it; the person sees it', async ({
  page,
  browser,
}) => {
  // About 45 s alone on a loaded 2-core machine, 85 s beside another journey (2 workers).
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  // A person of this test alone, so their balance starts at zero whatever ran before or beside it.
  const staff = await freshAccount('placement', `settle-${tag}`);
  const companies = [`North Settle Co ${tag}`, `South Settle Co ${tag}`] as const;
  const reference = `UTR-${tag}`;

  // The person, at 360 px, saves two spends.
  await signInStaff(page, staff, /\/placement$/);
  await saveSpend(page, companies[0], '1000', '1234.56');
  await saveSpend(page, companies[1], '500', '650.40');

  // The money behind both Allocated (1,000 + 500), paid to them: each approval draws its Allocated on it.
  await giveAdvance(staff.uid, 1500, `Settle trips ${tag}`);

  // The admin approves the first in Review, the second for less.
  const admin = await adminPage(browser);
  await admin.goto(`/review?side=placement&staff=${staff.uid}`);
  const row = (company: string) => admin.getByTestId('review-row').filter({ hasText: company });
  await row(companies[0])
    .getByRole('button', { name: /^Approve ₹/ })
    .click();
  await admin
    .getByRole('dialog', { name: 'Approve spend' })
    .getByRole('button', { name: 'Approve ₹1,234.56' })
    .click();
  await expect(row(companies[0]).getByText('Approved ₹1,234.56', { exact: true })).toBeVisible();
  await row(companies[1]).getByRole('button', { name: 'Approve less' }).click();
  const less = admin.getByRole('dialog', { name: 'Approve less' });
  await less.getByLabel(/Approved amount/).fill('600.15');
  await less.getByLabel('Reason').fill('No bill for the stay');
  await less.getByRole('button', { name: 'Approve less' }).click();
  await expect(
    row(companies[1]).getByText('Approved ₹600.15 of ₹650.40: No bill for the stay'),
  ).toBeVisible();

  // By hand: (1,234.56 - 1,000.00) + (600.15 - 500.00) = 334.71 owed to the person.
  // Without a name of their own, the person goes by their email's local part, capitalised.
  const name = personName({ uid: staff.uid, email: staff.email });
  const owed = `The organisation owes ${name} ₹334.71`;
  await admin.goto('/settle');
  const people = admin.getByRole('region', { name: 'Balances' });
  const person = people.getByRole('button').filter({ hasText: name });
  await expect(person).toContainText(owed);
  await expect(person).toContainText('2 spends');
  await person.click();
  const balance = admin.getByTestId('person-balance');
  await expect(balance).toHaveText(owed);
  await expect(admin.getByText(`2 ticked: ${owed}`)).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);

  // A second desk opens the same person, all ticked, before the first records.
  const second = await secondAdminDesk(admin);
  await second.goto(`/settle?uid=${staff.uid}`);
  const amount = (desk: Page) => desk.getByLabel(/^Amount \(₹, the ticked balance is ₹334\.71\)/);
  await expect(amount(second)).toHaveValue('334.71');
  await expect(amount(admin)).toHaveValue('334.71');

  const settledOn = await admin.getByLabel('Date', { exact: true }).inputValue();
  await admin.getByLabel('Mode').selectOption({ label: 'UPI' });
  await admin.getByLabel('Reference (UTR or receipt number)').fill(reference);
  await admin.getByRole('button', { name: 'Record settlement' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Settlement recorded.' })).toBeVisible();
  await expect(balance).toHaveText('Settled up');
  await expect(person).toBeHidden();

  await second.getByLabel('Reference (UTR or receipt number)').fill(`${reference}-again`);
  await second.getByRole('button', { name: 'Record settlement' }).click();
  await expect(second.getByRole('alert').filter({ hasText: 'settled by' })).toHaveText(
    new RegExp(
      `^2 of these entries were settled by ${demoAccount('admin').displayName} at \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d$`,
    ),
  );
  // The refused desk reads the person again: nothing is left to settle, so no form.
  await expect(second.getByTestId('person-balance')).toHaveText('Settled up');
  await expect(second.getByRole('button', { name: 'Record settlement' })).toBeHidden();
  await second.context().close();

  // The statement page and its CSV: the same rows and totals, worked out by hand too.
  await admin.getByRole('link', { name: 'Monthly statement' }).click();
  const statement = admin.getByRole('article', { name: 'Statement' });
  await expect(statement).toBeVisible();
  // The spends' and settlements' table (the advances the person held are a table of their own).
  const spendsTable = statement.locator('table').first();
  const pageRows = await cellTexts(spendsTable.locator('tbody tr'));
  const pageTotals = (await cellTexts(spendsTable.locator('tfoot tr')))[0]?.slice(0, 6).map(pagePaise);
  const opening = pagePaise(await statement.getByTestId('statement-opening').innerText());
  const closing = pagePaise(await statement.getByTestId('statement-closing').innerText());
  expect({ opening, closing, pageTotals }).toEqual({
    opening: 0,
    closing: 0,
    pageTotals: [150_000, 188_496, 183_471, 33_471, 0, 0],
  });
  // Each spend's claim and approval on the day they happened, and the settlement: one row each.
  expect(pageRows).toHaveLength(5);
  for (const [company, decided] of [
    [companies[0], 'Approved'],
    [companies[1], 'Approved for less'],
  ] as const) {
    const rows = pageRows.filter((cells) => cells[2] === company).map((cells) => cells[1]);
    expect(rows.sort(), company).toEqual([decided, 'Spend claimed']);
  }
  const settled = pageRows.find((cells) => cells[1] === 'Settlement');
  expect(settled?.[2]).toBe('Paid to them by UPI');
  expect(settled?.[11]).toBe(reference);
  expect(settled?.slice(6, 9)).toEqual(['₹334.71', '', '-₹334.71']);
  expect(await axeViolations(admin)).toEqual([]);
  await admin.emulateMedia({ media: 'print' });
  expect(await axeViolations(admin)).toEqual([]);
  await admin.emulateMedia({ media: 'screen' });

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, openingRow, ...csvRows] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
  expect(header?.[0]).toBe('Date (YYYY-MM-DD)');
  expect(openingRow?.[1]).toBe('Opening balance');
  expect(csvRows).toHaveLength(pageRows.length);
  csvRows.forEach((cells, index) => {
    const shown = pageRows[index] ?? [];
    expect(dayText(cells[0] ?? ''), `row ${String(index)}`).toBe(shown[0]);
    expect(cells.slice(1, 3), `row ${String(index)}`).toEqual(shown.slice(1, 3));
    expect(cells.slice(3, 10).map(csvPaise), `row ${String(index)}`).toEqual(
      shown.slice(3, 10).map(pagePaise),
    );
    expect([cells[10], cells[11]], `row ${String(index)}`).toEqual([shown[10], shown[11]]);
  });
  // Every amount column sums to the statement's totals; Change, with the opening row, to the closing.
  const column = (at: number) => sum(csvRows.map((cells) => csvPaise(cells[at])));
  expect([3, 4, 5, 6, 7].map(column)).toEqual(pageTotals?.slice(0, 5));
  expect(column(8) + (csvPaise(openingRow?.[8]) ?? 0)).toBe(closing);

  // The person, at 360 px, sees the settlement on each spend and in their balance.
  await page.goto('/myspends');
  for (const [company, approved] of [
    [companies[0], '₹1,234.56'],
    [companies[1], '₹600.15'],
  ] as const) {
    await expect(page.getByRole('article').filter({ hasText: company })).toContainText(
      `Approved ${approved}, settled on ${dayText(settledOn)} by UPI (${reference})`,
    );
  }
  await expect(page.getByTestId('my-balance')).toHaveText('Settled up');
  await expect(page.getByText('Your settlements (1)')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A reversal, with its reason, brings the balance back.
  await admin.getByRole('link', { name: 'Back' }).click();
  const settlement = admin.getByRole('listitem').filter({ hasText: `(${reference})` });
  await settlement.getByRole('button', { name: 'Reverse' }).click();
  await settlement.getByLabel('Reason for the reversal').fill('Paid to the wrong UPI id');
  await settlement.getByRole('button', { name: 'Reverse' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Settlement reversed' })).toBeVisible();
  await expect(balance).toHaveText(owed);
  await expect(person).toContainText(owed);
  await expect(settlement).toContainText(`Reversed by ${demoAccount('admin').displayName}`);
  await admin.context().close();
});
