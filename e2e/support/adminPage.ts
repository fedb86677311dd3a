import { expect, type Browser, type Page } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';

/**
 * The demo admin at a desk (1440x900), signed in through the dashboards' login, in a browser context of
 * its own (axe needs the app's CSP bypassed). Close it with `page.context().close()`.
 */
export async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  const admin = demoAccount('admin');
  await page.goto('/dashlogin');
  await page.getByLabel('Email Address').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByLabel('Select Option').selectOption({ label: 'Sales' });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/saledash$/);
  return page;
}

/**
 * A second desk of the admin signed in on `page`: a browser context of its own, started from a copy of
 * that context's storage (the sign-in Firebase keeps in IndexedDB), so it skips the login.
 */
export async function secondAdminDesk(page: Page): Promise<Page> {
  const storageState = await page.context().storageState({ indexedDB: true });
  const context = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true, storageState });
  if (!context) throw new Error('the page has no browser to open a second desk in');
  return context.newPage();
}
