import type { Page } from '@playwright/test';

/** On the sales screen: the college typed, Submit, and the confirmation's Confirm (what comes next is the test's). */
export async function submitSalesVisit(page: Page, college: string): Promise<void> {
  await page.getByLabel('College Name').fill(college);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to submit the form?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
}
