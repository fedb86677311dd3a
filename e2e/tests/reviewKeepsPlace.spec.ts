import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { dashboardRefreshMs } from '../../functions/src/domain/constants.js';
import { emulatorIdToken } from '../../scripts/stack/emulatorSignIn.js';
import { freshAccount } from '../support/freshAccount.js';
import { callable } from '../support/seedUploads.js';
import { signedInAdmin } from '../support/signedIn.js';
import { storedRecords } from '../support/storeRecords.js';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';

/**
 * Issue 49: with three pages of spends shown, Review's periodic refresh keeps every page and the
 * admin's place; a spend sent meanwhile is announced, never slipped in. The admin works on a phone
 * (this project's 360x740), on the queue of a fresh staff member's spends of today, so other specs'
 * spends change nothing it counts.
 */

const orgToday = () => orgDayOf(Date.now());
const queueOf = (uid: string) => `/review?staff=${uid}&from=${orgToday()}&to=${orgToday()}`;

/** Saves a Single Visit sales spend through the callable, as `token`'s account. */
async function savedSpend(token: string, college: string, spentAmount: number): Promise<void> {
  await callable('saveSalesSpend', token, {
    requestId: randomUUID(),
    visitType: 'Single Visit',
    colleges: [college],
    allocatedAmount: 0,
    spentAmount,
  });
}

/** Counts the queue's answers the page receives from now on (each refreshed page is one). */
function queueAnswers(page: Page): () => number {
  let count = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/reviewQueue')) count += 1;
  });
  return () => count;
}

/** The viewport top of every row and the window's scroll, read at one instant. */
function placeOf(page: Page) {
  return page.evaluate(() => {
    const view = globalThis as unknown as {
      scrollY: number;
      document: {
        querySelectorAll(selector: string): ArrayLike<{ getBoundingClientRect(): { top: number } }>;
      };
    };
    const rows = Array.from(view.document.querySelectorAll('[data-testid="review-row"]'));
    return { scrollY: view.scrollY, tops: rows.map((row) => Math.round(row.getBoundingClientRect().top)) };
  });
}

test('45 spends waiting, three pages shown: the refresh keeps them and the place, a spend approved on the third page stays there approved, a spend sent meanwhile is announced', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const staff = await freshAccount('sales', `queue-${tag}`);
  const token = await emulatorIdToken(staff.email, staff.password);
  const colleges = Array.from({ length: 45 }, (_, index) => `Queue College ${tag} ${String(index)}`);
  // One after another, so the queue (oldest first) lists them in this order.
  for (const [index, college] of colleges.entries()) await savedSpend(token, college, 301 + index);

  // The page's clock runs from now; the refresh interval is passed by moving it, not waited out.
  await page.clock.install();
  await signedInAdmin(page, 'Sales');
  await page.goto(queueOf(staff.uid));
  const rows = page.getByTestId('review-row');
  const loadMore = page.getByRole('button', { name: 'Load More' });
  await expect(rows).toHaveCount(20);
  await loadMore.click();
  await expect(rows).toHaveCount(40);
  await loadMore.click();
  await expect(rows).toHaveCount(45);
  await expect(loadMore).toHaveCount(0);

  // The admin finds a spend of the third page.
  const target = rows.nth(42);
  await target.scrollIntoViewIfNeeded();
  await expect(target).toContainText(colleges[42]!);
  const before = await placeOf(page);
  expect(before.scrollY).toBeGreaterThan(2000);

  // Another account sends a spend meanwhile; then the refresh interval passes on the page's clock.
  const later = `Later Queue College ${tag}`;
  await savedSpend(token, later, 999);
  const answers = queueAnswers(page);
  await page.clock.fastForward(dashboardRefreshMs + 1000);
  const news = page.getByRole('button', { name: 'Show 1 new spend' });
  await expect(news).toBeVisible();
  // Every page shown was read again (three answers at least), and nothing moved.
  await expect.poll(answers).toBeGreaterThanOrEqual(3);
  await expect(rows).toHaveCount(45);
  await expect(rows.filter({ hasText: later })).toHaveCount(0);
  await expect(page.locator('.review__news')).toHaveAttribute('aria-live', 'polite');
  expect(await placeOf(page)).toEqual(before);

  // Approved after the refresh: it stays where it was, approved, through the next refresh too.
  await target.getByRole('button', { name: /^Approve ₹343\.00 for / }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve spend' });
  await dialog.getByRole('button', { name: 'Approve ₹343.00' }).click();
  await expect(dialog).toBeHidden();
  await expect(target.getByText('Approved ₹343.00', { exact: true })).toBeVisible();
  const answered = answers();
  await page.clock.fastForward(dashboardRefreshMs + 1000);
  await expect.poll(answers).toBeGreaterThanOrEqual(answered + 3);
  await expect(page.getByRole('region', { name: 'Spends waiting for review, oldest first' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expect(rows).toHaveCount(45);
  await expect(rows.nth(42)).toContainText(colleges[42]!);
  await expect(target.getByText('Approved ₹343.00', { exact: true })).toBeVisible();
  await expect(news).toBeVisible();
  const stored = await storedRecords<{ places: string[]; state: string }>('spend_entries');
  expect(stored.find((entry) => entry.places.includes(colleges[42]!))?.state).toBe('approved');

  // Asked for, the new spend shows after the others.
  await news.click();
  await expect(rows).toHaveCount(46);
  await expect(rows.last()).toContainText(later);
});
