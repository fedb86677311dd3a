import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { clippedPx } from '../support/layout.js';
import { signedInStaff } from '../support/signedIn.js';
import { outboxMessages } from '../../web/src/lib/submission/outboxMessages.js';
import { visitMessages } from '../../functions/src/domain/visits/visitMessages.js';

/** What a phone user meets on the visit screens at 360x740 (the phone project's viewport). */

/** The few DOM types lineCount needs (this project's TypeScript has no DOM types). */
interface TextRange {
  selectNodeContents(node: unknown): void;
  getClientRects(): ArrayLike<{ top: number }>;
}

/** How many lines an element's text takes on screen. */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const { ownerDocument } = element as unknown as { ownerDocument: { createRange(): TextRange } };
    const range = ownerDocument.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
}

async function bottomBarTop(page: Page): Promise<number> {
  const box = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  return box?.y ?? Number.POSITIVE_INFINITY;
}

test('the placement header keeps the code whole and Placement Docs on one line', async ({ page }) => {
  await signedInStaff(page, demoAccount('placement', 0));
  const code = page.getByTestId('visit-code');
  await expect(code).toHaveText(/^Placement_Visit_\d+$/);
  expect(await lineCount(code)).toBe(1);
  expect(await clippedPx(code), 'pixels of the code cut off').toBe(0);
  expect(await lineCount(page.getByRole('button', { name: 'Placement Docs' }))).toBe(1);
});

test('the sales header does not change height when the code arrives', async ({ page }) => {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/peekVisitCode', async (route) => {
    await held;
    await route.continue();
  });
  await signedInStaff(page, demoAccount('sales', 0));
  const header = page.locator('header').first();
  await expect(page.getByLabel('College Name')).toBeVisible();
  const before = await header.boundingBox();
  release();
  await expect(page.getByTestId('visit-code')).toHaveText(/^SALES-VIST-\d+$/);
  const after = await header.boundingBox();
  expect(after?.height).toBe(before?.height);
});

test('a refused submit shows the server message alone, above the bottom bar', async ({ page }) => {
  await page.route('**/submitSalesVisit', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { status: 'FAILED_PRECONDITION', message: 'Sheet is locked' } }),
    }),
  );
  await signedInStaff(page, demoAccount('sales', 2));
  await page.getByLabel('College Name').fill('Layout College');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: visitMessages.confirmSubmit })
    .getByRole('button', { name: 'Confirm' })
    .click();

  // Refused within 800 ms: the outcome's message; later (a busy phone), the status line under the form.
  const message = page
    .getByText('Error: Sheet is locked', { exact: true })
    .or(page.getByTestId('followed-visit').filter({ hasText: 'Not sent: Sheet is locked' }));
  await expect(message).toBeInViewport();
  const box = await message.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(await bottomBarTop(page));
});

test('a submit that never gets an answer is kept on the phone, said in view, and waits in the Outbox @solo', async ({
  page,
}) => {
  await page.route('**/submitSalesVisit', (route) => route.abort('connectionreset'));
  await signedInStaff(page, demoAccount('sales', 2));
  await page.getByLabel('College Name').fill('Unanswered College');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: visitMessages.confirmSubmit })
    .getByRole('button', { name: 'Confirm' })
    .click();

  const status = page.getByRole('dialog', { name: outboxMessages.savedOnPhone });
  await expect(status).toBeInViewport();
  await expect(status).toBeHidden({ timeout: 5000 });
  await expect(page.getByLabel('College Name')).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Outbox, 1 not sent yet' })).toBeVisible();
});

test('Clear empties the form and Undo brings the values back', async ({ page }) => {
  await signedInStaff(page, demoAccount('sales', 1));
  await page.getByLabel('College Name').fill('Undo College');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('College Name')).toHaveValue('');
  await page.getByRole('button', { name: visitMessages.undo }).click();
  await expect(page.getByLabel('College Name')).toHaveValue('Undo College');
});

test('the header’s Outbox button and a toast’s close and Undo are 44 px targets, the code still whole @desktop', async ({
  page,
}) => {
  await signedInStaff(page, demoAccount('sales', 1));
  await expect(page.getByTestId('visit-code')).toHaveText(/^SALES-VIST-\d+$/);
  const outbox = await page.getByRole('link', { name: /^Outbox/ }).boundingBox();
  expect(outbox?.width).toBeGreaterThanOrEqual(44);
  expect(outbox?.height).toBeGreaterThanOrEqual(44);
  expect(await lineCount(page.getByTestId('visit-code'))).toBe(1);
  expect(await clippedPx(page.getByTestId('visit-code')), 'pixels of the code cut off').toBe(0);
  // Clear says so in a toast, with Undo and its close.
  await page.getByLabel('College Name').fill('Toast College');
  await page.getByRole('button', { name: 'Clear' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: visitMessages.cleared });
  const close = toast.getByRole('button', { name: 'Close toast' });
  await expect(close).toBeVisible();
  const box = await close.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  // The close and Undo sit side by side inside the toast, neither over the other.
  const undo = await toast.getByRole('button', { name: visitMessages.undo }).boundingBox();
  expect(undo?.height).toBeGreaterThanOrEqual(44);
  const whole = await toast.boundingBox();
  expect((undo?.x ?? 0) + (undo?.width ?? 0)).toBeLessThanOrEqual(box?.x ?? 0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((whole?.x ?? 0) + (whole?.width ?? 0) + 0.5);
  await close.click();
  await expect(toast).toHaveCount(0);
});
