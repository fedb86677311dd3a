import { expect, test, type Page } from '@playwright/test';
import { adminPage } from '../support/adminPage.js';
import { setDaysBack } from '../support/commands.js';
import { freshAccount } from '../support/freshAccount.js';
import { signInStaff } from '../support/signIn.js';
import { personName } from '../../functions/src/domain/people/personName.js';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';

const dayText = (iso: string) => iso.split('-').reverse().join('/');
const DAY = 24 * 60 * 60_000;

/** Saves one Single Visit spend at an Other company through the Spent dialog, on `day`. */
async function saveSpend(page: Page, company: string, allocated: string, spent: string, day: string) {
  await page.getByRole('button', { name: 'Spent', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Spent - / });
  await expect(dialog).toBeVisible();
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await field('Date').fill(day);
  await expect(dialog).toHaveAccessibleName(`Spent - ${dayText(day)}`);
  await field('Visit Type').selectOption('Single Visit');
  await field('Company').selectOption('Other');
  await field('Enter Other Company Name').fill(company);
  await field('Allocated').fill(allocated);
  await field('Spent').fill(spent);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a spend dated last month and approved this month is booked in last month’s statement, saying the day it was decided; a refused spend’s advance is recovered once on Settle', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const staff = await freshAccount('placement', `ledger-${tag}`);
  const today = orgDayOf(Date.now());
  const thisMonth = today.slice(0, 7);
  // The last day of last month: at most 31 days back, so the window is widened for this test.
  const lastMonthDay = orgDayOf(Date.parse(`${thisMonth}-01T06:00:00Z`) - DAY);
  const lastMonth = lastMonthDay.slice(0, 7);
  const restore = await setDaysBack(40);
  const [dated, refused] = [`Dated Co ${tag}`, `Refused Co ${tag}`];
  try {
    await signInStaff(page, staff, /\/placement$/);
    await saveSpend(page, dated, '1000', '1234.56', lastMonthDay);
    await saveSpend(page, refused, '2000', '1800', today);
  } finally {
    await restore();
  }

  const admin = await adminPage(browser);
  const statementOf = async (month: string) => {
    await admin.goto(`/statement?uid=${staff.uid}&month=${month}`);
    const statement = admin.getByRole('article', { name: 'Statement' });
    await expect(statement).toBeVisible();
    return statement;
  };
  const claimed = await (await statementOf(lastMonth)).innerText();
  expect(claimed).toContain('Spend claimed');
  expect(claimed).toContain(dated);

  await admin.goto(`/review?side=placement&staff=${staff.uid}`);
  const row = (company: string) => admin.getByTestId('review-row').filter({ hasText: company });
  await row(dated)
    .getByRole('button', { name: /^Approve ₹/ })
    .click();
  await admin
    .getByRole('dialog', { name: 'Approve spend' })
    .getByRole('button', { name: 'Approve ₹1,234.56' })
    .click();
  await expect(row(dated).getByText('Approved ₹1,234.56', { exact: true })).toBeVisible();
  await row(refused).getByRole('button', { name: 'Refuse' }).click();
  const refuse = admin.getByRole('dialog', { name: 'Refuse spend' });
  await refuse.getByLabel('Reason').fill('Claimed twice');
  await refuse.getByRole('button', { name: 'Refuse spend' }).click();
  await expect(row(refused).getByText('Refused: Claimed twice')).toBeVisible();

  // Last month is open: the approval is booked on the spend's own day, naming the day it was made.
  const lastMonthAfter = await statementOf(lastMonth);
  await expect(
    lastMonthAfter.getByRole('row').filter({ hasText: `Approved, decided ${dayText(today)}` }),
  ).toContainText('₹234.56');
  const lastMonthText = await lastMonthAfter.innerText();
  const thisMonthStatement = await statementOf(thisMonth);
  await expect(thisMonthStatement.getByRole('row').filter({ hasText: dated })).toHaveCount(0);
  await expect(
    thisMonthStatement.getByRole('row').filter({ hasText: 'Refused: advance owed' }),
  ).toContainText('-₹2,000.00');

  // Settle: ₹234.56 owed to them, ₹2,000.00 advance owed by them; the advance is recovered once.
  await admin.goto(`/settle?uid=${staff.uid}`);
  const balance = admin.getByTestId('person-balance');
  await expect(balance).toHaveText(
    `${personName({ uid: staff.uid, email: staff.email })} returns ₹1,765.44 (including ₹2,000.00 advance on a refused spend)`,
  );
  await expect(admin.getByText(/refused: advance owed/)).toBeVisible();
  await admin.getByLabel('Mode').selectOption({ label: 'Cash' });
  await admin.getByRole('button', { name: 'Record settlement' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Settlement recorded.' })).toBeVisible();
  await expect(balance).toHaveText('Settled up');
  await expect(admin.getByText(/refused: advance owed/)).toHaveCount(0);
  expect(await (await statementOf(lastMonth)).innerText()).toBe(lastMonthText);
  await admin.context().close();
});
