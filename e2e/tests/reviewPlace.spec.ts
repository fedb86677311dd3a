import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { emulatorIdToken } from '../../scripts/stack/emulatorSignIn.js';
import { adminPage } from '../support/adminPage.js';
import { freshAccount } from '../support/freshAccount.js';
import { callable } from '../support/seedUploads.js';

const orgToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function savedSpend(token: string, college: string, spentAmount: number): Promise<void> {
  await callable('saveSalesSpend', token, {
    requestId: randomUUID(),
    visitType: 'Single Visit',
    colleges: [college],
    allocatedAmount: 0,
    spentAmount,
  });
}

test('Review keeps its place: 45 spends, Load More twice, the refresh passes, a third-page spend is approved in place; a new one is offered', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const staff = await freshAccount('sales', `place-${tag}`);
  const token = await emulatorIdToken(staff.email, staff.password);
  const colleges = Array.from({ length: 45 }, (_, index) => `Place College ${tag} ${String(index)}`);
  // One after another, so the queue (oldest first) lists them in this order.
  for (const [index, college] of colleges.entries()) await savedSpend(token, college, 300 + index);

  const admin = await adminPage(browser);
  await admin.clock.install();
  await admin.goto(`/review?staff=${staff.uid}&from=${orgToday()}&to=${orgToday()}`);
  const rows = admin.getByTestId('review-row');
  await expect(rows).toHaveCount(20, { timeout: 60_000 });
  await admin.getByRole('button', { name: 'Load More' }).click();
  await expect(rows).toHaveCount(40);
  await admin.getByRole('button', { name: 'Load More' }).click();
  await expect(rows).toHaveCount(45);
  await expect(admin.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  // A spend sent meanwhile, then the queue's refresh interval passes on the page's clock.
  await savedSpend(token, `Later College ${tag}`, 999);
  await admin.clock.fastForward(61_000);
  await expect(admin.getByRole('button', { name: 'Show 1 new spend' })).toBeVisible();
  await expect(rows).toHaveCount(45);

  const target = rows.filter({ hasText: colleges[42]! });
  await target.scrollIntoViewIfNeeded();
  const top = async () => (await target.boundingBox())?.y ?? Number.NaN;
  const before = await top();
  await target.getByRole('button', { name: /^Approve ₹342 for / }).click();
  await admin
    .getByRole('dialog', { name: 'Approve spend' })
    .getByRole('button', { name: 'Approve ₹342' })
    .click();
  await expect(target.getByText('Approved ₹342', { exact: true })).toBeVisible();
  await admin.clock.fastForward(61_000);
  await expect(rows).toHaveCount(45);
  expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(2);
  await expect(rows.filter({ hasText: `Later College ${tag}` })).toHaveCount(0);
  await admin.context().close();
});
