import { expect, test } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { stackPorts } from '../../scripts/stack/ports.js';
import { LOCAL_SPREADSHEET_ID } from '../../scripts/stack/sheetsHostSettings.js';
import { submitSalesVisit } from '../support/salesVisit.js';
import { signedInAdmin, signedInStaff } from '../support/signedIn.js';

const sheetCsv = `http://127.0.0.1:${String(stackPorts.sheetsHost.port)}/csv?spreadsheet=${LOCAL_SPREADSHEET_ID}&tab=${encodeURIComponent('Sales Visits')}`;

test('a sales visit made in the browser reaches the local sheet within 2 minutes and reads In sheet in the log @desktop', async ({
  page,
  browser,
  isMobile,
}) => {
  test.skip(isMobile, 'One run is enough: the sheet sync is the stack’s, not the screen’s.');
  test.setTimeout(240_000);
  const college = `Sheet College ${Date.now().toString(36)}`;
  await signedInStaff(page, demoAccount('sales'));
  await expect(page.getByTestId('visit-code')).toHaveText(/SALES-VIST-/);
  await submitSalesVisit(page, college);
  const success = page.getByRole('dialog', { name: 'Data submitted successfully!' });
  const code = ((await success.locator('.visit-code').textContent({ timeout: 30_000 })) ?? '').trim();
  expect(code).toMatch(/^SALES-VIST-\d+$/);

  // The stack runs the scheduled sync each minute, as the deployed one runs.
  await expect
    .poll(async () => (await fetch(sheetCsv)).text(), { timeout: 130_000, intervals: [2000] })
    .toContain(`${code},${college}`);

  // The admin, on a browser of their own.
  const desk = await (await browser.newContext()).newPage();
  await signedInAdmin(desk, 'Sales');
  await desk.goto(`/salesvisits?q=${encodeURIComponent(college)}`);
  const row = desk.getByRole('table', { name: /Sales Visits/ }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('In sheet', { exact: true })).toBeVisible();
  await desk.context().close();
});
