import { randomBytes } from 'node:crypto';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { makePng } from '../../functions/test/support/png.js';
import { waitForWorkerControl } from '../../scripts/stack/serviceWorker.js';
import { fillPlacement } from '../support/placementForm.js';
import { signInStaff } from '../support/signIn.js';
import { signedInStaff } from '../support/signedIn.js';
import { storedRecords } from '../support/storeRecords.js';

// The app shell and its chunks come from the service worker when there is no network.
test.use({ serviceWorkers: 'allow' });

const SAVED_ON_PHONE = 'Saved on this phone. It will be sent when you are back online.';
const unique = (name: string) => `${name} ${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const uniquePng = () => {
  const seed = randomBytes(3);
  return makePng(120, 90, (x, y) => [(x + seed[0]!) % 256, (y + seed[1]!) % 256, seed[2]!]);
};

interface VisitRecord {
  code: string;
  collegeName?: string;
  companyName?: string;
}

/**
 * Resolves once the outbox's sender has finished what it was doing: it sends holding the device's Web
 * Lock 'outbox-send' (web/src/lib/submission/sendLock.ts), and locks are granted in the order asked.
 */
function senderIdle(page: Page): Promise<void> {
  return page.evaluate(`navigator.locks.request('outbox-send', () => undefined)`);
}

/** Every backoff wait (2 s doubling, a minute at most) ends within this: the page's clock is moved on. */
const PAST_EVERY_BACKOFF = '02:00';

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveText(
    'You are offline. Entries are kept on this phone and sent when you are back online.',
  );
  await expect(page.getByTestId('visit-code')).toHaveText('assigned when sent');
}

async function submitSalesOffline(page: Page, college: string): Promise<void> {
  await page.getByLabel('College Name').fill(college);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to submit the form?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  const status = page.getByRole('dialog', { name: SAVED_ON_PHONE });
  await expect(status).toBeVisible();
  await expect(status).toBeHidden({ timeout: 5000 });
  await expect(page.getByLabel('College Name')).toHaveValue('');
}

async function spendOffline(
  page: Page,
  noun: 'College' | 'Company',
  places: [string, string],
): Promise<void> {
  await page.getByRole('button', { name: 'Spent', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Spent - / });
  await expect(dialog).toBeVisible();
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await field('Visit Type').selectOption('Multiple Visit');
  await field(noun).selectOption('Other');
  await field(`Enter Other ${noun} Name`).fill(places[0]);
  await dialog.getByRole('button', { name: `Add ${noun}` }).click();
  await field(`${noun} 2`).fill(places[1]);
  await field('Allocated').fill('1000');
  await field('Spent').fill('400');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function photoOffline(page: Page, button: 'Bills' | 'Placement Docs', name: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: button === 'Bills' ? 'Upload Your Bills' : 'Upload Placement Docs',
  });
  await expect(dialog).toBeVisible();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: uniquePng() });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('listitem')).toHaveText(/Saved on this phone/);
  await expect(dialog).toBeHidden({ timeout: 6000 });
}

async function outboxStates(page: Page): Promise<string[]> {
  return page.getByTestId('outbox-state').allTextContents();
}

async function openOutbox(page: Page, unsent: number): Promise<void> {
  await page.getByRole('link', { name: `Outbox, ${String(unsent)} not sent yet` }).click();
  await expect(page).toHaveURL(/\/outbox$/);
}

/** Sent within 30 s of going online; the Outbox then shows each visit's code. */
async function sendAll(context: BrowserContext, page: Page, count: number): Promise<Locator[]> {
  await context.setOffline(false);
  await expect.poll(() => outboxStates(page), { timeout: 30_000 }).toEqual(Array<string>(count).fill('Sent'));
  return page.getByTestId('outbox-entry').all();
}

test('a sales rep with no signal records two visits, a spend over two colleges and a bill; all are sent once when back online', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, demoAccount('sales'));
  await waitForWorkerControl(page);
  await goOffline(context, page);

  const colleges = [unique('Offline College A'), unique('Offline College B')];
  for (const college of colleges) await submitSalesOffline(page, college);
  const spentAt = [unique('Spent College A'), unique('Spent College B')] as [string, string];
  await spendOffline(page, 'College', spentAt);
  const bill = `${unique('offline-bill').replace(' ', '-')}.png`;
  await photoOffline(page, 'Bills', bill);

  await openOutbox(page, 4);
  await expect.poll(() => outboxStates(page)).toEqual(['Waiting', 'Waiting', 'Waiting', 'Waiting']);
  await page.reload();
  await expect.poll(() => outboxStates(page)).toEqual(['Waiting', 'Waiting', 'Waiting', 'Waiting']);

  const rows = await sendAll(context, page, 4);
  const visits = (await storedRecords<VisitRecord>('sales_visits')).filter((visit) =>
    colleges.includes(visit.collegeName ?? ''),
  );
  expect(visits).toHaveLength(2);
  expect(new Set(visits.map((visit) => visit.code)).size).toBe(2);
  const spends = (await storedRecords<{ college: string }>('sales_spent')).filter((spend) =>
    spentAt.includes(spend.college),
  );
  expect(spends).toHaveLength(2);
  const bills = (await storedRecords<{ original_filename: string }>('bills')).filter(
    (record) => record.original_filename === bill,
  );
  expect(bills).toHaveLength(1);
  // Newest first: the bill, the spend, then the two visits with the codes the server assigned.
  for (const row of rows.slice(2)) await expect(row).toContainText(/Visit code: SALES-VIST-\d+/);
  const shownCodes = await Promise.all(rows.slice(2).map((row) => row.locator('.visit-code').textContent()));
  expect(shownCodes.sort()).toEqual(visits.map((visit) => visit.code).sort());
});

test('a placement user with no signal records two visits, a spend over two companies and a document; all are sent once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, demoAccount('placement'));
  await waitForWorkerControl(page);
  await goOffline(context, page);

  const companies = [unique('Offline Co A'), unique('Offline Co B')];
  for (const company of companies) {
    await fillPlacement(page, { company });
    await page.getByLabel('Domain', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Submit' }).click();
    const status = page.getByRole('dialog', { name: SAVED_ON_PHONE });
    await expect(status).toBeVisible();
    await expect(status).toBeHidden({ timeout: 5000 });
    await expect(page.getByLabel('Company Name')).toHaveValue('');
  }
  const spentAt = [unique('Spent Co A'), unique('Spent Co B')] as [string, string];
  await spendOffline(page, 'Company', spentAt);
  const doc = `${unique('offline-doc').replace(' ', '-')}.png`;
  await photoOffline(page, 'Placement Docs', doc);

  await openOutbox(page, 4);
  await page.reload();
  await expect.poll(() => outboxStates(page)).toEqual(['Waiting', 'Waiting', 'Waiting', 'Waiting']);
  const rows = await sendAll(context, page, 4);

  const visits = (await storedRecords<VisitRecord>('placement_visits')).filter((visit) =>
    companies.includes(visit.companyName ?? ''),
  );
  expect(visits).toHaveLength(2);
  expect(new Set(visits.map((visit) => visit.code)).size).toBe(2);
  const spends = (await storedRecords<{ company: string }>('plac_spent')).filter((spend) =>
    spentAt.includes(spend.company),
  );
  expect(spends).toHaveLength(2);
  const docs = (await storedRecords<{ original_filename: string }>('placement_docs')).filter(
    (record) => record.original_filename === doc,
  );
  expect(docs).toHaveLength(1);
  for (const row of rows.slice(2)) await expect(row).toContainText(/Visit code: Placement_Visit_\d+/);
});

test('a reply lost after the server stored the visit is resent and the visit is stored once', async ({
  page,
}) => {
  await signedInStaff(page, demoAccount('sales'));
  let lost = 0;
  await page.route('**/submitSalesVisit', async (route) => {
    if (lost > 0) return route.continue();
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const college = unique('Lost Reply College');
  await page.getByLabel('College Name').fill(college);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  // The form is given back at once; the lost reply then makes the connection weak.
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5000 });
  await expect.poll(() => lost).toBe(1);

  await page.getByRole('link', { name: /^Outbox/ }).click();
  await expect.poll(() => outboxStates(page), { timeout: 15_000 }).toEqual(['Sent']);
  const stored = (await storedRecords<VisitRecord>('sales_visits')).filter(
    (visit) => visit.collegeName === college,
  );
  expect(stored).toHaveLength(1);
  await expect(page.getByTestId('outbox-entry')).toContainText(`Visit code: ${stored[0]!.code}`);
});

test('a photo the server refuses stays failed with its message, is not resent by itself, and can be discarded', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await signedInStaff(page, demoAccount('sales'));
  await waitForWorkerControl(page);
  let signs = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/signUpload')) signs += 1;
  });
  await context.setOffline(true);
  const png = uniquePng();
  for (const name of ['first-copy.png', 'second-copy.png']) {
    await page.getByRole('button', { name: 'Bills', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Your Bills' });
    await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: png });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 6000 });
  }
  await openOutbox(page, 2);
  await context.setOffline(false);
  await expect.poll(() => outboxStates(page), { timeout: 30_000 }).toEqual(['Failed', 'Sent']);
  const failed = page.getByTestId('outbox-entry').first();
  // Her own earlier upload: she is told when, and under which name.
  await expect(failed).toContainText('You already uploaded this file on');
  await expect(failed).toContainText('(as first-copy.png)');
  const signsAfterRefusal = signs;
  // Past every backoff: a timer that would resend it has fired, and the sender has done its work.
  await page.clock.fastForward(PAST_EVERY_BACKOFF);
  await senderIdle(page);
  expect(signs).toBe(signsAfterRefusal);
  await expect.poll(() => outboxStates(page)).toEqual(['Failed', 'Sent']);

  await failed.getByRole('button', { name: 'Discard' }).click();
  await page
    .getByRole('dialog', { name: /^Discard this entry\?/ })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect.poll(() => outboxStates(page)).toEqual(['Sent']);
});

test('signing out with waiting entries asks first; another account on the same browser never sees or sends them @solo', async ({
  page,
}) => {
  const asha = demoAccount('sales');
  await page.clock.install();
  await signedInStaff(page, asha);
  await page.route('**/submitSalesVisit', (route) => route.abort('internetdisconnected'));
  const college = unique('Private College');
  await page.getByLabel('College Name').fill(college);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: SAVED_ON_PHONE })).toBeVisible();
  await expect(page.getByRole('dialog', { name: SAVED_ON_PHONE })).toBeHidden({ timeout: 5000 });

  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  const ask = page.getByRole('dialog', {
    name: '1 entry has not been sent yet. Stay signed in to send them, or sign out and delete them.',
  });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL(/\/sales$/);

  // Another account signs in on this browser while the entry still waits.
  const ravi = demoAccount('sales', 1);
  await page.unroute('**/submitSalesVisit');
  let sentByRavi = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/submitSalesVisit')) sentByRavi += 1;
  });
  await signInStaff(page, ravi, /\/sales$/);
  await expect(page.getByRole('link', { name: 'Outbox, nothing waiting' })).toBeVisible();
  await page.getByRole('link', { name: 'Outbox, nothing waiting' }).click();
  await expect(page.getByText('Nothing waiting: every entry has been sent.')).toBeVisible();
  // Past the backoff of Asha's entry: a timer that would send it has fired, and the sender is done.
  await page.clock.fastForward(PAST_EVERY_BACKOFF);
  await senderIdle(page);
  expect(sentByRavi).toBe(0);
  const stored = await storedRecords<VisitRecord>('sales_visits');
  expect(stored.some((visit) => visit.collegeName === college)).toBe(false);
});
