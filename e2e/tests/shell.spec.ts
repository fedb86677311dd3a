import { expect, test } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';

test('the landing page leads to home, which offers Sales and Placement @desktop', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/Track visits, activities and expenses/)).toBeVisible();
  await page.getByRole('link', { name: 'Explore Now' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { name: 'Streamline Your Sales and Placement with One Tap' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Sales/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Placement/ })).toBeVisible();
});

test('a deep link is served by the app, not a 404 from the host @desktop', async ({ page }) => {
  const response = await page.goto('/underconstruction');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'We are Under Maintenance...' })).toBeVisible();
  await expect(page.getByText('Will be Back Soon!')).toBeVisible();
});

test('a demo account signs in and the server knows who it is (whoAmI)', async ({ page }) => {
  const sales = demoAccount('sales');
  await page.goto('/login');
  await page.getByLabel('Email').fill(sales.email);
  await page.getByLabel('Password').fill(sales.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/sales$/);
  await page.goto('/home');
  await expect(page.getByTestId('whoami')).toHaveText(`Signed in as ${sales.email} (sales)`);
});
