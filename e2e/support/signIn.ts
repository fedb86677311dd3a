import { expect, type Page } from '@playwright/test';
import type { DemoAccount } from '../../scripts/stack/demoAccounts.js';

/** Signs a staff account in through the staff login and waits for its landing screen. */
export async function signInStaff(page: Page, account: DemoAccount, landing: RegExp): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(landing);
}
