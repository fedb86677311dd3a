import { expect, test } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { axeViolations } from '../support/axe.js';
import { signedInAdmin, signedInStaff } from '../support/signedIn.js';

/**
 * axe (the engine behind Lighthouse's accessibility audit) over every built screen, as each role sees
 * it: WCAG 2 A and AA rules, no violation allowed. Titles with @desktop run at 1440x900 too.
 */

// axe is injected as a script of its own, which the app's CSP (rightly) refuses.
test.use({ bypassCSP: true });

test('the check sees a violation when there is one', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const doc = (
      globalThis as unknown as { document: { body: { insertAdjacentHTML(at: string, html: string): void } } }
    ).document;
    doc.body.insertAdjacentHTML('beforeend', '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">');
  });
  expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt:/m);
});

test('@desktop the public screens have no axe violation', async ({ page }) => {
  for (const path of ['/', '/home', '/login', '/adminlogin', '/dashlogin', '/forgetpassword']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('@desktop the staff screens have no axe violation', async ({ page }) => {
  await signedInStaff(page, demoAccount('sales'));
  await expect(page.getByTestId('visit-code')).toHaveText(/SALES-VIST-/);
  expect(await axeViolations(page), '/sales').toEqual([]);
  await page.getByRole('button', { name: 'Spent', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page), 'Spent dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Bills', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Upload Your Bills' })).toBeVisible();
  expect(await axeViolations(page), 'Bills dialog').toEqual([]);
  await page.goto('/report');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), '/report').toEqual([]);
});

test('@desktop the placement screen has no axe violation', async ({ page }) => {
  await signedInStaff(page, demoAccount('placement'));
  await expect(page.getByTestId('visit-code')).toHaveText(/Placement_Visit_/);
  expect(await axeViolations(page), '/placement').toEqual([]);
});

test('@desktop the admin file screens have no axe violation', async ({ page }) => {
  await signedInAdmin(page, 'Bills');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), '/media').toEqual([]);
  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), '/docs').toEqual([]);
});

test('@desktop the dashboards have no axe violation', async ({ page }) => {
  // Eight screens, each loaded and scanned in full: more than one test's usual minute on a busy machine.
  test.setTimeout(150_000);
  await signedInAdmin(page, 'Sales');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), page.url()).toEqual([]);
  for (const path of [
    '/clddata',
    '/placdash',
    '/companydata',
    '/salesvisits',
    '/salespipeline',
    '/placementvisits',
    '/placementpipeline',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('@desktop the outbox, the offline banner and the sign-out question have no axe violation @solo', async ({
  page,
  context,
}) => {
  await signedInStaff(page, demoAccount('sales'));
  await page.getByRole('link', { name: /^Outbox/ }).click();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  expect(await axeViolations(page), 'empty /outbox').toEqual([]);

  await page.getByRole('link', { name: 'Back' }).click();
  await page.route('**/submitSalesVisit', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('College Name').fill('Axe College');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const kept = page.getByRole('dialog', { name: /^Saved on this phone/ });
  await expect(kept).toBeVisible();
  expect(await axeViolations(page), 'kept-on-phone status').toEqual([]);
  await expect(kept).toBeHidden({ timeout: 5000 });

  await context.setOffline(true);
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  expect(await axeViolations(page), '/sales offline').toEqual([]);
  await page.getByRole('link', { name: 'Outbox, 1 not sent yet' }).click();
  await expect(page.getByTestId('outbox-entry')).toHaveCount(1);
  expect(await axeViolations(page), '/outbox with an entry, offline').toEqual([]);

  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog', { name: /^1 entry has not been sent yet/ })).toBeVisible();
  expect(await axeViolations(page), 'sign-out question').toEqual([]);
});
