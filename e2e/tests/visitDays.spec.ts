import { expect, test, type Page } from '@playwright/test';
import { waitForWorkerControl } from '../../scripts/stack/serviceWorker.js';
import { adminPage } from '../support/adminPage.js';
import { pastRightEdge, smallTargets } from '../support/layout.js';
import { freshAccount } from '../support/freshAccount.js';
import { signedInStaff } from '../support/signedIn.js';
import { signInStaff } from '../support/signIn.js';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';
import { submitSalesVisit } from '../support/salesVisit.js';

/**
 * A visit is dated when it was made, and Submit never waits on the location (issue 47), at 360x740.
 * Each test names its own college; the dated one is a fresh account's, so Review's row is its alone.
 */
test.use({ serviceWorkers: 'allow', bypassCSP: true });

const DAY_MS = 24 * 60 * 60_000;
const SAVED_ON_PHONE = 'Saved on this phone. It will be sent when you are back online.';
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
/** dd/MM/yyyy of an organisation day (YYYY-MM-DD). */
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

async function spendOffline(page: Page, college: string): Promise<void> {
  await page.getByRole('button', { name: 'Spent', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Spent - / });
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await field('Visit Type').selectOption('Single Visit');
  await field('College').selectOption('Other');
  await field('Enter Other College Name').fill(college);
  await field('Allocated').fill('0');
  await field('Spent').fill('275');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a visit and a spend made offline yesterday and sent today are yesterday’s in the log, the Report and Review', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const staff = await freshAccount('sales', `days-${tag}`);
  const college = unique('Yesterday College');
  const now = Date.now();
  const today = orgDayOf(now);
  const yesterday = orgDayOf(now - DAY_MS);
  await page.clock.install();
  await signInStaff(page, staff, /\/sales$/);
  await waitForWorkerControl(page);

  // Yesterday, with no signal: the visit and its spend wait on the phone.
  await context.setOffline(true);
  await page.clock.setSystemTime(now - DAY_MS);
  await page.reload();
  await submitSalesVisit(page, college);
  await expect(page.getByRole('dialog', { name: SAVED_ON_PHONE })).toBeVisible();
  await expect(page.getByLabel('College Name')).toHaveValue('', { timeout: 10_000 });
  await spendOffline(page, college);

  // Today, back online: the outbox sends both.
  await page.clock.setSystemTime(now);
  await context.setOffline(false);
  await page.goto('/report');
  const visitCard = page.getByTestId('report-entry').filter({ hasText: 'Sales visit' });
  await expect(visitCard.filter({ hasText: college })).toBeVisible({ timeout: 45_000 });
  const sent = `${dayText(yesterday)} (sent ${today.slice(8, 10)}/${today.slice(5, 7)})`;
  await expect(visitCard.filter({ hasText: college })).toContainText(sent);
  const spendCard = page.getByTestId('report-entry').filter({ hasText: 'Spend' });
  await expect(spendCard.filter({ hasText: college })).toContainText(sent);

  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 360, height: 740 });
  await admin.goto(`/salesvisits?staff=${staff.uid}&from=${yesterday}&to=${yesterday}`);
  await expect(admin.getByText(college).first()).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByText(new RegExp(`${dayText(yesterday)}, \\d\\d:\\d\\d \\(sent`))).toBeVisible();
  await admin.goto(`/review?staff=${staff.uid}&from=${yesterday}&to=${today}`);
  const row = admin.getByTestId('review-row').filter({ hasText: college });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('1 visit that day');
  await admin.context().close();
});

test('a location prompt never answered: "Getting your location..." with Send without it after 3 s, the success text within 10 s', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const college = unique('Unanswered College');
  const rep = demoAccount('sales', 1);
  // The browser's prompt is never answered: asked for a position, the phone never calls back.
  await page.addInitScript(() => {
    const never = { getCurrentPosition: () => undefined };
    Object.defineProperty(globalThis.navigator, 'geolocation', { value: never, configurable: true });
  });
  await page.clock.install();
  await signedInStaff(page, rep);
  // The person allowed it in the app earlier (the answer is kept for the account).
  await page.evaluate((key) => {
    localStorage.setItem(key, 'granted');
  }, `field-tracker:visit-location:${rep.uid}`);
  await page.reload();
  await submitSalesVisit(page, college);
  await expect(page.getByRole('dialog', { name: 'Saving...' })).toBeVisible();
  await page.clock.runFor(3_600);
  const waiting = page.getByRole('dialog', { name: 'Getting your location...' });
  await expect(waiting.getByRole('button', { name: 'Send without it' })).toBeVisible();
  await page.clock.runFor(6_500);
  await expect(page.getByRole('dialog', { name: 'Data submitted successfully!' })).toBeVisible({
    timeout: 30_000,
  });
});

test('Due opened from its URL keeps its styles; the pipeline fits 360 px and the log’s targets are 44 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signedInStaff(page, demoAccount('sales', 2));
  await page.goto('/due');
  const list = page.locator('.report-list').first();
  const nothingDue = page.getByText("Nothing due. A visit's 'Next visit on' adds one here.");
  await expect(list.or(nothingDue)).toBeVisible({ timeout: 30_000 });
  // The tabs' shared layout is loaded by the page itself: its list and empty state are styled.
  const styled = await page.evaluate(() => {
    const view = globalThis as unknown as {
      document: { querySelector(selector: string): object | null };
      getComputedStyle(element: object): { listStyleType: string; boxShadow: string; display: string };
    };
    const style = (selector: string) => {
      const node = view.document.querySelector(selector);
      return node ? view.getComputedStyle(node) : null;
    };
    return {
      list: style('.report-list')?.listStyleType ?? 'none',
      card: style('.report-card')?.boxShadow ?? 'shadow',
      page: style('.report')?.display,
    };
  });
  expect(styled.page).toBe('grid');
  expect(styled.list).toBe('none');
  expect(styled.card).not.toBe('none');

  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 360, height: 740 });
  await admin.goto('/salespipeline');
  await expect(admin.locator('.chart svg').first()).toBeVisible({ timeout: 30_000 });
  expect((await pastRightEdge(admin)).elements).toEqual([]);
  expect(await smallTargets(admin)).toEqual([]);
  await admin.goto('/salesvisits');
  await expect(admin.getByText('Overdue only')).toBeVisible({ timeout: 30_000 });
  expect(await smallTargets(admin)).toEqual([]);
  await admin.context().close();
});
