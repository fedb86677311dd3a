import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { fillPlacement } from '../support/placementForm.js';
import { signedInStaff } from '../support/signedIn.js';

/** The code in the screen's header once it has loaded (it shows … while loading). */
async function headerCode(page: Page, pattern: RegExp): Promise<string> {
  const code = page.getByTestId('visit-code');
  await expect(code).toHaveText(pattern);
  return (await code.textContent()) ?? '';
}

test('a sales rep fills every field with an Other, confirms, gets a new code and finds the visit on /report', async ({
  page,
}) => {
  await signedInStaff(page, demoAccount('sales'));
  const shownBefore = await headerCode(page, /^SALES-VIST-\d+$/);
  const college = `E2E College ${Date.now().toString(36)}`;

  await page.getByLabel('College Name').fill(college);
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('Point of Contact Name').fill('Dr. Kulkarni');
  await page.getByLabel('Point of Contact Email').fill('tpo@college.example.edu');
  await page.getByLabel('Point of Contact Designation').fill('Placement Officer');
  await page.getByLabel('Point of Contact Number').fill('+91 98765 43210');
  await page.getByLabel('Accreditation', { exact: true }).selectOption('Other');
  await page.getByLabel('Enter Other Accreditation').fill('AICTE');
  await page.getByLabel('Affiliation', { exact: true }).selectOption('Savitribai Phule Pune University');
  await page.getByLabel('Sales Rep').selectOption({ index: 1 });
  await page.getByLabel('Visit Purpose').fill('Introduce the training programme');
  await page.getByLabel('Courses', { exact: true }).selectOption('MBA');
  await page.getByLabel('Visit Phase').selectOption('Follow up - II');
  await page.getByLabel('Auto Date').fill('2026-01-15');
  await page.getByLabel('Student Count').fill('120');
  await page.getByLabel('Per Student Rate').fill('2500');
  await page.getByLabel('Total Contract Value').fill('300000');
  await page.getByLabel('Remarks for Next Visit').fill('Meet the principal.');
  await page.getByLabel('Proposal').selectOption('Yes');
  await page.getByLabel('MOU').selectOption('No');

  await page.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to submit the form?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Saving...' })).toBeVisible();
  // However slow the answer (a cold function's first call), the code shows in the seed's dialog.
  const success = page.getByRole('dialog', { name: 'Data submitted successfully!' });
  const code = success.locator('.visit-code');
  await expect(code).toHaveText(/^SALES-VIST-\d+$/, { timeout: 30_000 });
  const assigned = ((await code.textContent()) ?? '').trim();
  expect(assigned).toMatch(/^SALES-VIST-\d+$/);
  expect(Number(assigned.split('-').pop())).toBeGreaterThanOrEqual(Number(shownBefore.split('-').pop()));

  await expect(success).toBeHidden({ timeout: 5000 });
  await expect(page.getByLabel('College Name')).toHaveValue('');
  const shownAfter = await headerCode(page, /^SALES-VIST-\d+$/);
  expect(Number(shownAfter.split('-').pop())).toBeGreaterThan(Number(assigned.split('-').pop()));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(/\/report$/);
  const entry = page.getByTestId('report-entry').filter({ hasText: assigned });
  await expect(entry).toContainText(college);
  await expect(entry).toContainText('Sales visit');
});

test('a placement user submits a visit with an Other domain', async ({ page }) => {
  await signedInStaff(page, demoAccount('placement'));
  await headerCode(page, /^Placement_Visit_\d{2,}$/);
  await fillPlacement(page);
  await page.getByLabel('Domain', { exact: true }).selectOption('Other');
  await page.getByLabel('Enter Other Domain').fill('Data Engineering');

  await page.getByRole('button', { name: 'Submit' }).click();
  const modal = page.getByRole('dialog', { name: 'Your data has been successfully submitted!' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('.visit-code')).toHaveText(/^Placement_Visit_\d{2,}$/);
  await expect(modal).toBeHidden({ timeout: 5000 });
  await expect(page.getByLabel('Company Name')).toHaveValue('');
});

test('an empty required placement field shows the browser’s message and sends nothing', async ({ page }) => {
  await signedInStaff(page, demoAccount('placement'));
  await headerCode(page, /^Placement_Visit_\d{2,}$/);
  const submissions: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('submitPlacementVisit')) submissions.push(request.url());
  });
  await fillPlacement(page, { except: 'City' });
  await page.getByLabel('Domain', { exact: true }).selectOption('IT');
  // Every submit event the form fires (the app sends only from its submit handler), counted in the page.
  await page.evaluate(`window.submits = 0;
    document.addEventListener('submit', () => { window.submits += 1; }, { capture: true });`);

  await page.getByRole('button', { name: 'Submit' }).click();
  const city = page.getByLabel('City', { exact: true });
  await expect(city).toBeFocused();
  // The constraint-validation message the browser shows for the empty required input.
  const message = await city.evaluate(
    (input) => (input as unknown as { validationMessage: string }).validationMessage,
  );
  expect(message).not.toBe('');
  // The browser refused the submission in the click itself: no submit event, so nothing can be sent.
  expect(await page.evaluate<number>('window.submits')).toBe(0);
  expect(submissions).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a half-filled sales form survives a reload until it is cleared', async ({ page }) => {
  await signedInStaff(page, demoAccount('sales', 1));
  await page.getByLabel('College Name').fill('Half Filled College');
  await page.getByLabel('Courses', { exact: true }).selectOption('Other');
  await page.getByLabel('Enter Other Course').fill('BBA');
  await page.reload();

  await expect(page.getByLabel('College Name')).toHaveValue('Half Filled College');
  await expect(page.getByLabel('Enter Other Course')).toHaveValue('BBA');
  await expect(page.getByText('Your unsent entries were restored.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.reload();
  await expect(page.getByLabel('College Name')).toHaveValue('');
});

test('an empty sales visit is refused: by the form, and by the server when a client lets it through', async ({
  page,
}) => {
  await signedInStaff(page, demoAccount('sales', 1));
  const bodies: string[] = [];
  let formGivenBack: () => void = () => undefined;
  const givenBack = new Promise<void>((resolve) => {
    formGivenBack = resolve;
  });
  // An older client without the check: what it sends reaches the server with the name emptied, and
  // only after the form was given back (the status closed while the answer is awaited), so the refusal
  // comes to the status line.
  await page.route('**/submitSalesVisit', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { data: Record<string, unknown> };
    body.data.collegeName = '';
    bodies.push(JSON.stringify(body));
    await givenBack;
    await route.continue({ postData: JSON.stringify(body) });
  });

  await page.getByRole('button', { name: 'Submit' }).click();
  const collegeName = page.getByLabel('College Name');
  await expect(collegeName).toBeFocused();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await collegeName.fill('Emptied On The Way College');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to submit the form?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await page.getByRole('dialog', { name: 'Saving...' }).getByRole('button', { name: 'Close' }).click();
  await expect(collegeName).toHaveValue('');
  formGivenBack();
  await expect(
    page.getByText('Not sent: College Name: This field is required. It is kept in the Outbox to fix.'),
  ).toBeVisible({ timeout: 30_000 });
  expect(bodies).toHaveLength(1);
  await expect(page.getByText(/Visit code: SALES-VIST-/)).toHaveCount(0);
});
