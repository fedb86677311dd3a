import { expect, type Page } from '@playwright/test';
import { demoAccount, type DemoAccount } from '../../scripts/stack/demoAccounts.js';

/** Signs a staff account in through the staff login and waits for its landing screen. */
export async function signInStaff(
  page: Page,
  account: Pick<DemoAccount, 'email' | 'password'>,
  landing: RegExp,
): Promise<void> {
  await page.goto('/login');
  // On a loaded machine a tap can land before the app has taken the form over: the browser then
  // submits it itself and the page reloads empty. Fill it in again until the sign-in is under way.
  await expect(async () => {
    if (/\/login$/.test(page.url())) {
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Login' }).click();
    }
    // The first sign-in of a run waits on cold Functions workers: tens of seconds on a loaded machine.
    await expect(page).toHaveURL(landing, { timeout: 30_000 });
  }).toPass({ timeout: 150_000 });
}

/**
 * Signs an admin in through the dashboards' login (the demo admin unless told) and waits for the
 * dashboard chosen.
 */
export async function signInToDashboard(
  page: Page,
  dashboard: 'Sales' | 'Placement' = 'Sales',
  account: Pick<DemoAccount, 'email' | 'password'> = demoAccount('admin'),
): Promise<void> {
  await page.goto('/dashlogin');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Select Option').selectOption({ label: dashboard });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(dashboard === 'Sales' ? /\/saledash$/ : /\/placdash$/);
}
