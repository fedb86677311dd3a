import { expect, test } from '@playwright/test';
import { demoAccount, demoAccounts } from '../../scripts/stack/demoAccounts.js';
import { signInStaff, signInToDashboard } from '../support/signIn.js';
import { adminLogins, saveSignIn, signInName, type AdminOption } from '../support/signedIn.js';

/**
 * The `sign-in` project, which the others depend on: each demo staff account, and the demo admin once
 * per option of its logins, signs in once through the login form in a browser context of its own; what
 * the sign-in left is saved for the tests that only need someone signed in (support/signedIn.ts).
 */
const staff = demoAccounts.filter((account) => !account.roles.includes('admin'));
const admin = demoAccount('admin');

test('each demo account signs in once through its login form, and the sign-in is saved', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const signIns = [
    ...staff.map((account) => ({ name: signInName(account), account, option: undefined })),
    ...(Object.keys(adminLogins) as AdminOption[]).map((option) => ({
      name: signInName(admin, option),
      account: admin,
      option,
    })),
  ];
  // Three at a time: the machine has two cores, and each sign-in is mostly waiting on the stack.
  const next = async (): Promise<void> => {
    for (let signIn = signIns.shift(); signIn; signIn = signIns.shift()) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const { account, option } = signIn;
        if (option === undefined) {
          await signInStaff(page, account, new RegExp(`/${account.roles[0] ?? ''}$`));
        } else if (adminLogins[option].path === '/dashlogin') {
          await signInToDashboard(page, option as 'Sales' | 'Placement', account);
        } else {
          await page.goto('/adminlogin');
          await page.getByLabel('Email Address').fill(account.email);
          await page.getByLabel('Password').fill(account.password);
          await page.getByLabel('Select Option').selectOption({ label: option });
          await page.getByRole('button', { name: 'Login' }).click();
          await expect(page).toHaveURL(new RegExp(`${adminLogins[option].landing}$`));
        }
        await saveSignIn(page, signIn.name);
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all([next(), next(), next()]);
});
