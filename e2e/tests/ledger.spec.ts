import { expect, test, type Page } from '@playwright/test';
import { adminPage, secondAdminDesk } from '../support/adminPage.js';
import { giveAdvance } from '../support/advances.js';
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

test('a spend dated last month and approved this month is booked in last month’s statement, saying the day it was decided; a refused spend’s advance stays with the person and its return is recorded once on Settle', async ({
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
  // The money behind both Allocated (1,000 + 2,000), handed out before the trips: an approval draws on it.
  const purpose = `Trips of ${tag}`;
  await giveAdvance(staff.uid, 3000, purpose);
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
  // A refusal leaves the advance with the person: it books nothing on what is owed either way, so this
  // month shows the refused spend's claim alone, at ₹0.00, and the balance stays ₹234.56.
  const refusedRows = thisMonthStatement.getByRole('row').filter({ hasText: refused });
  await expect(refusedRows).toHaveCount(1);
  await expect(refusedRows).toContainText('Spend claimed');
  await expect(thisMonthStatement.getByRole('row').filter({ hasText: /advance owed/i })).toHaveCount(0);
  await expect(thisMonthStatement.getByTestId('statement-closing')).toContainText('₹234.56');

  // Settle: only ₹234.56 owed to them (the refused spend adds nothing); they still hold ₹2,000.00 of
  // the ₹3,000.00 advance (₹1,000.00 used by the approved spend).
  const name = personName({ uid: staff.uid, email: staff.email });
  await admin.goto(`/settle?uid=${staff.uid}`);
  const balance = admin.getByTestId('person-balance');
  await expect(balance).toHaveText(`The organisation owes ${name} ₹234.56`);
  await expect(admin.getByText(/advance owed/)).toHaveCount(0);
  const holder = (desk: Page) =>
    desk.getByTestId('settle-advances').getByTestId('advance-person').filter({ hasText: name });
  await expect(holder(admin)).toContainText(`${name} holds ₹2,000.00`);
  await expect(holder(admin).getByTestId('open-advance')).toContainText('₹1,000.00 used');
  await admin.getByLabel('Mode').selectOption({ label: 'Cash' });
  await admin.getByRole('button', { name: 'Record settlement' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Settlement recorded.' })).toBeVisible();
  await expect(balance).toHaveText('Settled up');
  await expect(holder(admin)).toContainText(`${name} holds ₹2,000.00`);

  // They give the ₹2,000.00 back: a second desk opens the same return before the first records it,
  // and is refused, so it is returned once.
  const second = await secondAdminDesk(admin);
  await second.goto(`/settle?uid=${staff.uid}`);
  const returnDialog = async (desk: Page) => {
    await desk.getByRole('button', { name: `Record a return: ${name}, ${purpose}` }).click();
    const dialog = desk.getByRole('dialog', { name: 'Record a return' });
    await expect(dialog.getByLabel(/^Amount returned/)).toHaveValue('2000.00');
    await dialog.getByLabel('Mode').selectOption({ label: 'Cash' });
    return dialog;
  };
  const [first, late] = [await returnDialog(admin), await returnDialog(second)];
  await first.getByRole('button', { name: 'Record a return' }).click();
  await expect(first).toBeHidden();
  await expect(admin.getByText('Return recorded.')).toBeVisible();
  await expect(holder(admin)).toHaveCount(0);
  await late.getByRole('button', { name: 'Record a return' }).click();
  await expect(late.getByRole('alert')).toHaveText(
    'Only an open advance can take a return or be carried forward.',
  );
  await second.context().close();
  await admin.reload();
  await expect(balance).toHaveText('Settled up');
  await expect(admin.getByTestId('settle-advances')).toBeVisible();
  await expect(holder(admin)).toHaveCount(0);
  // The person reads it: ₹3,000.00 paid today in cash, ₹1,000.00 used, ₹2,000.00 returned, once.
  await page.goto('/myspends');
  const advance = page.getByTestId('my-advance');
  await expect(advance).toHaveCount(1);
  await expect(advance).toContainText(
    `Advance ₹3,000.00 paid ${dayText(today)} by Cash: ₹1,000.00 used, ₹2,000.00 returned, ₹0.00 with you`,
  );
  await expect(advance.getByTestId('my-advance-state')).toHaveText('Closed: partly used and returned');
  expect(await (await statementOf(lastMonth)).innerText()).toBe(lastMonthText);
  await admin.context().close();
});
