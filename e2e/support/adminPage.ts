import type { Browser, Page } from '@playwright/test';
import type { DemoAccount } from '../../scripts/stack/demoAccounts.js';
import { signInToDashboard } from './signIn.js';
import { signedInAdmin } from './signedIn.js';

/**
 * An admin at a desk (1440x900) on the Sales dashboard, in a browser context of its own (axe needs the
 * app's CSP bypassed): the demo admin by its saved sign-in, another account through the dashboards'
 * login. Close it with `page.context().close()`.
 */
export async function adminPage(
  browser: Browser,
  account?: Pick<DemoAccount, 'email' | 'password'>,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  if (account) await signInToDashboard(page, 'Sales', account);
  else await signedInAdmin(page, 'Sales');
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
