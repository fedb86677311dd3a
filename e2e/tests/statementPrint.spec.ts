import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { emulatorIdToken } from '../../scripts/stack/emulatorSignIn.js';
import { adminPage } from '../support/adminPage.js';
import { freshAccount } from '../support/freshAccount.js';
import { inOrder, pdfPageTexts } from '../support/pdfText.js';
import { callable } from '../support/seedUploads.js';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';

/** The organisation's name the local stack's web build is given (web/.env.emulator). */
function configuredOrgName(): string {
  const env = readFileSync(new URL('../../web/.env.emulator', import.meta.url), 'utf8');
  const name = /^VITE_ORG_NAME=(.+)$/m.exec(env)?.[1];
  if (!name) throw new Error('web/.env.emulator sets no VITE_ORG_NAME');
  return name.trim();
}

const headers = [
  'Day',
  'What',
  'Places / settlement',
  'Advance',
  'Claimed',
  'Approved',
  'Paid',
  'Recovered',
  'Change',
  'Balance',
  'Reason',
  'Reference',
];

test('the statement prints whole on A4: every column on every page, long reasons wrapped, the organisation, Page n of N', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const staff = await freshAccount('sales', `print-${tag}`);
  const admin = demoAccount('admin');
  const [staffToken, adminToken] = await Promise.all([
    emulatorIdToken(staff.email, staff.password),
    emulatorIdToken(admin.email, admin.password),
  ]);
  // Twelve spends each approved for less with a long reason, then settled by UPI with a reference: two
  // rows a spend and a settlement row, more than one A4 page.
  const reasons: string[] = [];
  const entryIds: string[] = [];
  let owed = 0;
  for (let index = 0; index < 12; index += 1) {
    const spent = 400 + index;
    const { entryId = '' } = await callable<{ entryId?: string }>('saveSalesSpend', staffToken, {
      requestId: randomUUID(),
      visitType: 'Single Visit',
      colleges: [`Print College ${tag} ${String(index)} of a long and winding place name in Pune`],
      allocatedAmount: 0,
      spentAmount: spent,
    });
    const reason =
      `Reason ${String(index)}: the toll and the parking were paid in cash without a receipt, so ` +
      `only the fuel bill of this visit counts towards the claim made`;
    await callable('decideSpend', adminToken, {
      requestId: randomUUID(),
      entryId,
      version: 1,
      decision: { kind: 'approveLess', amount: spent - 50, reason },
    });
    reasons.push(reason);
    entryIds.push(entryId);
    owed += spent - 50;
  }
  const today = orgDayOf(Date.now());
  await callable('recordSettlement', adminToken, {
    requestId: randomUUID(),
    ownerUid: staff.uid,
    entryIds,
    direction: 'paid',
    amount: owed,
    mode: 'upi',
    reference: `UTR${tag.toUpperCase()}0042`,
    date: today,
  });

  const page = await adminPage(browser);
  await page.goto(`/statement?uid=${staff.uid}&month=${today.slice(0, 7)}`);
  await expect(page.getByRole('article', { name: 'Statement' })).toContainText(`UTR${tag.toUpperCase()}0042`);
  await page.emulateMedia({ media: 'print' });
  const pages = await pdfPageTexts(await page.pdf({ format: 'A4', preferCSSPageSize: true }));

  expect(pages.length).toBeGreaterThanOrEqual(2);
  expect(pages[0]).toContain(configuredOrgName());
  pages.forEach((text, index) => {
    expect(inOrder(text, headers), `every column header on page ${String(index + 1)}: ${text}`).toBe(true);
    expect(text).toContain(`Page ${String(index + 1)} of ${String(pages.length)}`);
  });
  const all = pages.join(' ');
  for (const reason of reasons) expect(all).toContain(reason);
  expect(all).toContain(`UTR${tag.toUpperCase()}0042`);
  await page.context().close();
});
