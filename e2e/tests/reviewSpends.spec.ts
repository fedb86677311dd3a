import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { makePng } from '../../functions/test/support/png.js';
import { axeViolations } from '../support/axe.js';
import { signInStaff } from '../support/signIn.js';
import { storedRecords } from '../support/storeRecords.js';

interface StoredEntry {
  places: string[];
  billIds: string[];
  state: string;
}

const orgToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** An admin at a desk, in a context of its own (axe needs the CSP bypassed). */
async function adminPage(browser: Browser): Promise<Page> {
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

test.use({ bypassCSP: true });

test('a spend with its bill saved offline is sent once, reviewed for ₹50 less, and shown to its owner with the reason', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const places = [`Review College ${tag}`, `Second Review College ${tag}`];
  const rep = demoAccount('sales', 2);
  await signInStaff(page, rep, /\/sales$/);

  // At 360 px with no signal (the dialog's code loaded before: this spec blocks the service worker):
  // two places, one bill through the Bills checks, saved on the phone.
  await page.getByRole('button', { name: 'Spent', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Spent - / });
  await expect(dialog).toBeVisible();
  await context.setOffline(true);
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await field('Visit Type').selectOption('Multiple Visit');
  await field('College').selectOption('Other');
  await field('Enter Other College Name').fill(places[0]!);
  await dialog.getByRole('button', { name: 'Add College' }).click();
  await field('College 2').fill(places[1]!);
  await field('Allocated').fill('1000');
  await field('Spent').fill('250.51');
  await dialog.locator('input[type=file]').setInputFiles({
    name: `bill-${tag}.png`,
    mimeType: 'image/png',
    buffer: makePng(40 + (Date.now() % 60), 48),
  });
  await expect(dialog.getByRole('img', { name: `Bill bill-${tag}.png` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await context.setOffline(false);
  let entry: StoredEntry | undefined;
  await expect
    .poll(
      async () => {
        const entries = await storedRecords<StoredEntry>('spend_entries');
        const mine = entries.filter((stored) => stored.places.includes(places[0]!));
        entry = mine[0];
        return mine.map((stored) => stored.billIds.length);
      },
      { timeout: 20_000 },
    )
    .toEqual([1]);
  expect(entry?.state).toBe('waiting');

  // The admin at a desk: the row with its thumbnail, approved ₹50 less with a reason.
  const admin = await adminPage(browser);
  await admin.goto('/review');
  const row = admin.getByTestId('review-row').filter({ hasText: places[0]! });
  await expect(row.getByRole('link', { name: `Bill bill-${tag}.png (opens full size)` })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await row.getByRole('button', { name: 'Approve less' }).click();
  const decide = admin.getByRole('dialog', { name: 'Approve less' });
  await decide.getByLabel(/Approved amount/).fill('200.51');
  await decide.getByLabel('Reason').fill('Fuel over the limit');
  await decide.getByRole('button', { name: 'Approve less' }).click();
  await expect(row.getByText('Approved ₹200.51 of ₹250.51: Fuel over the limit')).toBeVisible();

  // College Data: the two places' approved shares add up to the paisa.
  await admin.goto(`/clddata?from=${orgToday()}&to=${orgToday()}`);
  const approvedOf = async (place: string) =>
    Number(
      await admin
        .getByRole('row', { name: `${place}: show transactions`, exact: true })
        .getByRole('cell')
        .last()
        .textContent(),
    );
  await expect(
    admin.getByRole('row', { name: `${places[1]!}: show transactions`, exact: true }),
  ).toBeVisible();
  expect(Math.round(((await approvedOf(places[0]!)) + (await approvedOf(places[1]!))) * 100)).toBe(20_051);
  await admin.context().close();

  // The owner sees the decision and its reason, with the bill.
  await page.goto('/myspends');
  const mine = page.getByRole('article').filter({ hasText: places[0]! });
  await expect(mine.getByText('Approved ₹200.51 of ₹250.51: Fuel over the limit')).toBeVisible();
  await expect(
    mine
      .getByRole('link', { name: /^Bill bill-.*\.png \(opens full size\)$/ })
      .or(mine.getByRole('img', { name: /opens full size/ }))
      .first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
