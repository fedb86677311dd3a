import { randomBytes } from 'node:crypto';
import { expect, test, type Page, type Route } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { makePng } from '../../functions/test/support/png.js';
import { axeViolations } from '../support/axe.js';
import { fillPlacement } from '../support/placementForm.js';
import { signedInStaff } from '../support/signedIn.js';
import { storedEntries } from '../support/outboxEntries.js';
import { storedRecords } from '../support/storeRecords.js';
import { submitSalesVisit } from '../support/salesVisit.js';

// The outbox as the phone runs it: one sender per device, the screen given back at once, a connection
// that says it is online but lets nothing through. Callables are routed by the page (no service worker).

const WEAK = 'Connection is weak. Entries are kept on this phone.';
const unique = (name: string) => `${name} ${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const uniquePng = () => {
  const seed = randomBytes(3);
  return makePng(120, 90, (x, y) => [(x + seed[0]!) % 256, (y + seed[1]!) % 256, seed[2]!]);
};
const isHostPost = (url: string) => url.includes('/image/upload');

/** A route that answers only when the test releases it. */
function holdReplies() {
  const held: Route[] = [];
  let holding = true;
  return {
    handler: async (route: Route) => {
      if (!holding) return route.continue();
      held.push(route);
    },
    held,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Submits a visit that cannot get through: it is kept on the phone ('Saved on this phone', or, when the
 * failure came after the form was given back, followed by the status line), and the form is given back.
 */
async function queueSales(page: Page, college: string): Promise<void> {
  await submitSalesVisit(page, college);
  await expect(page.getByLabel('College Name')).toHaveValue('', { timeout: 8000 });
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 8000 });
}

async function queueBill(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Bills', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Your Bills' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: uniquePng() });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 8000 });
}

/** Closes the sales status dialog while the answer is awaited: the form is given back, the line follows. */
async function handBack(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Saving...' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('followed-visit')).toBeVisible({ timeout: 5000 });
}

const outboxStates = (page: Page) => page.getByTestId('outbox-state').allTextContents();

async function openOutbox(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Outbox/ }).click();
  await expect(page).toHaveURL(/\/outbox$/);
}

test('two tabs of one browser going online together store five queued entries (two photos) exactly once, and both list all five', async ({
  context,
}) => {
  test.setTimeout(150_000);
  const tabA = await context.newPage();
  await signedInStaff(tabA, demoAccount('sales'));
  const tabB = await context.newPage();
  await tabB.goto('/sales');
  await expect(tabB.getByLabel('College Name')).toBeVisible();

  // Online, but nothing gets through: every entry is kept on the phone.
  const nowhere = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/submitSalesVisit', nowhere);
  await context.route('**/signUpload', nowhere);
  let hostPosts = 0;
  let visitCalls = 0;
  context.on('request', (request) => {
    if (request.method() === 'POST' && isHostPost(request.url())) hostPosts += 1;
    if (request.url().endsWith('/submitSalesVisit')) visitCalls += 1;
  });

  const colleges = [unique('Two Tabs A'), unique('Two Tabs B'), unique('Two Tabs C')];
  const bills = [
    `${unique('tab-a-bill').replace(' ', '-')}.png`,
    `${unique('tab-b-bill').replace(' ', '-')}.png`,
  ];
  await queueSales(tabA, colleges[0]!);
  await queueBill(tabA, bills[0]!);
  await queueSales(tabB, colleges[1]!);
  await queueBill(tabB, bills[1]!);
  await queueSales(tabB, colleges[2]!);
  for (const tab of [tabA, tabB]) {
    // The weak-connection banner pushes the header down when it appears: tap once it is there.
    await expect(tab.getByText('Connection is weak.', { exact: false })).toBeVisible();
    await openOutbox(tab);
    await expect.poll(() => outboxStates(tab)).toHaveLength(5);
  }
  const callsWhileDown = visitCalls;

  // The connection comes back; both tabs ask to send at the same moment.
  await context.unroute('**/submitSalesVisit');
  await context.unroute('**/signUpload');
  await Promise.all([
    tabA.getByRole('button', { name: 'Send now' }).first().click(),
    tabB.getByRole('button', { name: 'Send now' }).first().click(),
  ]);
  for (const tab of [tabA, tabB]) {
    await expect.poll(() => outboxStates(tab), { timeout: 40_000 }).toEqual(Array<string>(5).fill('Sent'));
  }

  const visits = (await storedRecords<{ collegeName?: string }>('sales_visits')).filter((visit) =>
    colleges.includes(visit.collegeName ?? ''),
  );
  expect(visits).toHaveLength(3);
  const stored = (await storedRecords<{ original_filename: string }>('bills')).filter((record) =>
    bills.includes(record.original_filename),
  );
  expect(stored).toHaveLength(2);
  // One sender: each visit went once after the connection came back, each photo was posted once.
  expect(visitCalls - callsWhileDown).toBe(3);
  expect(hostPosts).toBe(2);
});

test('with its reply held the sales visit says "Saving..." until the answer, and its X gives the form back at once; the line then shows the form’s own words and the code @solo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The page's clock runs as usual, and is moved on where the test waits for the app's own timer.
  await page.clock.install();
  await signedInStaff(page, demoAccount('sales'));
  const hold = holdReplies();
  await page.route('**/submitSalesVisit', hold.handler);
  await page.getByLabel('College Name').fill(unique('Slow Reply College'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  // A slow answer (a cold function takes about 7 s) keeps the seed's dialog, never a status line.
  const saving = page.getByRole('dialog', { name: 'Saving...' });
  await expect.poll(() => hold.held.length).toBe(1);
  await page.clock.fastForward(10_000);
  await expect(saving).toBeVisible();
  await expect(page.getByTestId('followed-visit')).toHaveCount(0);
  const closed = Date.now();
  await saving.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 2000 });
  await expect(page.getByLabel('College Name')).toBeEditable();
  expect(Date.now() - closed).toBeLessThan(2000);
  await expect(page.getByLabel('College Name')).toHaveValue('');
  const followed = page.getByTestId('followed-visit');
  await expect(followed).toHaveText('Sending…');
  // No answer within the status line's wait (5 s): the page's clock is moved past it.
  await page.clock.fastForward(5_000);
  // Online and waiting for the answer: it says that it is sending, never that there is no connection.
  await expect(followed).toHaveText('Sending… it is kept in the Outbox until the server answers', {
    timeout: 8000,
  });
  await expect(page.getByText(/Waiting for a connection/)).toHaveCount(0);
  expect(hold.held).toHaveLength(1);
  await hold.release();
  // The answer after the form was given back: the form's own words, in the line and in a toast.
  const sent = /^Data submitted successfully! Visit code: SALES-VIST-\d+$/;
  await expect(followed).toHaveText(sent, { timeout: 30_000 });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: sent })).toHaveCount(1);
});

test('a placement visit answered late says "Submitting..." then shows its modal; past the form’s wait the line shows the form’s own words, never a missing connection @solo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signedInStaff(page, demoAccount('placement'));
  const slow = holdReplies();
  await page.route('**/submitPlacementVisit', slow.handler);
  await fillPlacement(page, { company: unique('Slow Answer Analytics') });
  await page.getByLabel('Domain', { exact: true }).selectOption('IT');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => slow.held.length).toBe(1);
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await slow.release();
  const modal = page.getByRole('dialog', { name: 'Your data has been successfully submitted!' });
  await expect(modal).toContainText(/Placement_Visit_\d{2,}/, { timeout: 30_000 });
  await page.clock.fastForward(2_000);
  await expect(modal).toBeHidden();

  // Held past the form's wait (20 s): the form is given back and the status line follows the visit.
  await page.unroute('**/submitPlacementVisit');
  const hold = holdReplies();
  await page.route('**/submitPlacementVisit', hold.handler);
  await fillPlacement(page, { company: unique('Slower Answer Analytics') });
  await page.getByLabel('Domain', { exact: true }).selectOption('IT');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => hold.held.length).toBe(1);
  await page.clock.fastForward(20_000);
  const followed = page.getByTestId('followed-visit');
  await expect(followed).toHaveText('Sending… it is kept in the Outbox until the server answers');
  await expect(page.getByLabel('Company Name')).toHaveValue('');
  await hold.release();
  const sent = /^Your data has been successfully submitted! Visit code: Placement_Visit_\d{2,}$/;
  await expect(followed).toHaveText(sent, { timeout: 30_000 });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: sent })).toHaveCount(1);
  await expect(page.getByText(/Waiting for a connection/)).toHaveCount(0);
});

/** Records, from now on, every set of toasts the page shows at once (their titles). */
async function recordToasts(page: Page): Promise<() => Promise<string[][]>> {
  await page.evaluate(() => {
    const g = globalThis as unknown as {
      document: {
        querySelectorAll(s: string): ArrayLike<{ querySelector(s: string): { textContent: string } | null }>;
        body: unknown;
      };
      MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void };
      seenToasts: string[][];
    };
    g.seenToasts = [];
    const look = () => {
      const titles = Array.from(g.document.querySelectorAll('[data-sonner-toast]'), (toast) =>
        (toast.querySelector('[data-title]')?.textContent ?? '').trim(),
      );
      const last = g.seenToasts.at(-1);
      if (titles.length > 0 && JSON.stringify(last) !== JSON.stringify(titles)) g.seenToasts.push(titles);
    };
    new g.MutationObserver(look).observe(g.document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (globalThis as unknown as { seenToasts: string[][] }).seenToasts);
}

test('a spend answered after 10 s shows one toast at a time, ending "Data saved successfully!", never one without words @solo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signedInStaff(page, demoAccount('sales'));
  const hold = holdReplies();
  await page.route('**/saveSalesSpend', hold.handler);
  await page.getByRole('button', { name: 'Spent', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Spent - / });
  await dialog.getByLabel('Visit Type', { exact: true }).selectOption('Single Visit');
  await dialog.getByLabel('College', { exact: true }).selectOption('Other');
  await dialog.getByLabel('Enter Other College Name', { exact: true }).fill(unique('Late Toast College'));
  await dialog.getByLabel('Allocated', { exact: true }).fill('10');
  await dialog.getByLabel('Spent', { exact: true }).fill('5');
  const seen = await recordToasts(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect.poll(() => hold.held.length).toBe(1);
  // Past the toast's 5 s: it says the spend is still being sent.
  await page.clock.fastForward(5_000);
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts).toHaveText(['Sending… it is kept in the Outbox until the server answers']);
  await page.clock.fastForward(5_000);
  await hold.release();
  await expect(toasts.filter({ hasText: 'Data saved successfully!' })).toHaveCount(1);
  await page.clock.fastForward(4_000);
  await expect(toasts).toHaveCount(0);
  const sets = await seen();
  expect(sets.filter((titles) => titles.length > 1)).toEqual([]);
  expect(sets.flat()).not.toContain('');
  expect(sets.flat().at(-1)).toBe('Data saved successfully!');
});

test('a bill answered after the Bills dialog handed it over shows the form’s own words, never a missing connection @solo', async ({
  page,
}) => {
  await signedInStaff(page, demoAccount('placement'));
  const hold = holdReplies();
  await page.route('**/recordUpload', hold.handler);
  await page.getByRole('button', { name: 'Bills', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Your Bills' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'late-bill.png', mimeType: 'image/png', buffer: uniquePng() });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  // The record's reply is held past the dialog's wait for a first answer: it hands the bill over.
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.filter({ hasText: 'Kept on this phone and being sent' })).toHaveCount(1);
  await expect(dialog).toBeHidden({ timeout: 8000 });
  await expect.poll(() => hold.held.length).toBe(1);
  await expect(toasts.filter({ hasText: 'Data saved successfully!' })).toHaveCount(0);
  await hold.release();
  await expect(toasts.filter({ hasText: 'Data saved successfully!' })).toHaveCount(1);
  await expect(page.getByText(/Waiting for a connection/)).toHaveCount(0);
});

test('with callables routed to nowhere while the phone says online, the weak banner shows and Send now sends within a second @solo', async ({
  page,
}) => {
  await signedInStaff(page, demoAccount('sales'));
  await page.route('**/submitSalesVisit', (route) => route.abort('internetdisconnected'));
  await queueSales(page, unique('Captive Wifi College'));
  await expect(page.getByRole('status').filter({ hasText: WEAK })).toBeVisible();
  await expect(page.getByTestId('visit-code')).toHaveText('assigned when sent');
  expect(await page.evaluate<boolean>('navigator.onLine')).toBe(true);

  await page.unroute('**/submitSalesVisit');
  const answered = page.waitForResponse((response) => response.url().endsWith('/submitSalesVisit'));
  const pressed = Date.now();
  await page.getByRole('button', { name: 'Send now' }).click();
  await answered;
  expect(Date.now() - pressed).toBeLessThan(1000);
  await expect(page.getByText(WEAK)).toHaveCount(0);
});

test('a chunk a deploy removed reloads the page once, saying so, and the queued visit stays in the Outbox', async ({
  page,
}) => {
  await signedInStaff(page, demoAccount('sales'));
  await page.route('**/submitSalesVisit', (route) => route.abort('internetdisconnected'));
  const college = unique('Redeployed College');
  await queueSales(page, college);
  // What the page says before it reloads, kept in the tab across the reload.
  await page.evaluate(`new MutationObserver(() => {
    const notice = document.querySelector('[role=status].reload-notice');
    if (notice) sessionStorage.setItem('e2e:reload-notice', notice.textContent);
  }).observe(document.body, { childList: true, subtree: true, characterData: true })`);
  // The open page asks for a screen's chunk once: gone, as after a deploy; the reloaded page finds it.
  let gone = true;
  await page.route(/\/assets\/UnderConstructionPage-[^/]+\.js$/, async (route) => {
    if (!gone) return route.continue();
    gone = false;
    return route.fulfill({ status: 404 });
  });
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  const reloaded = page.waitForEvent('load');
  // An in-app navigation (the router follows the history), so the chunk is asked for by the open page.
  await page.evaluate(`history.pushState(null, '', '/underconstruction');
    dispatchEvent(new PopStateEvent('popstate'))`);
  await reloaded;
  expect(gone).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This screen could not be loaded' })).toHaveCount(0);
  expect(documents).toBe(1);
  expect(await page.evaluate<string | null>(`sessionStorage.getItem('e2e:reload-notice')`)).toBe(
    'A new version of Field Tracker is ready: reloading…',
  );
  await page.goto('/outbox');
  await expect(page.getByText(college)).toBeVisible();
  expect((await storedEntries(page)).filter((entry) => entry.summary.includes(college))).toHaveLength(1);
});

test('a Discard and a sign-out delete made while the entry is being sent stay deleted', async ({ page }) => {
  test.setTimeout(90_000);
  const asha = demoAccount('sales');
  await signedInStaff(page, asha);
  const hold = holdReplies();
  await page.route('**/submitSalesVisit', hold.handler);
  await submitSalesVisit(page, unique('Discarded College'));
  await handBack(page);
  await openOutbox(page);
  await expect.poll(() => outboxStates(page)).toEqual(['Sending…']);
  expect(hold.held).toHaveLength(1);
  await page.getByRole('button', { name: 'Discard' }).click();
  await page
    .getByRole('dialog', { name: /^Discard this entry\?/ })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page.getByText('Nothing waiting: every entry has been sent.')).toBeVisible();
  // The reply was still held when the entry went.
  expect(hold.held).toHaveLength(1);
  const answered = page.waitForResponse((response) => response.url().endsWith('/submitSalesVisit'));
  await hold.release();
  await answered;
  await expect.poll(() => storedEntries(page)).toEqual([]);
  await page.reload();
  await expect(page.getByText('Nothing waiting: every entry has been sent.')).toBeVisible();

  // The same during a sign-out that deletes what is not sent.
  const again = holdReplies();
  await page.unroute('**/submitSalesVisit');
  await page.route('**/submitSalesVisit', again.handler);
  await page.goto('/sales');
  await submitSalesVisit(page, unique('Signed Out College'));
  await handBack(page);
  await expect.poll(() => again.held.length).toBe(1);
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Sign out and delete' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const answeredLate = page.waitForResponse((response) => response.url().endsWith('/submitSalesVisit'));
  await again.release();
  await answeredLate;
  await expect.poll(() => storedEntries(page)).toEqual([]);
});

test('a photo whose host reply never comes does not stop a visit queued after it from being sent', async ({
  page,
}) => {
  await signedInStaff(page, demoAccount('sales'));
  // The image host takes the post and never answers.
  await page.route(
    (url) => isHostPost(url.href),
    () => undefined,
  );
  await queueBill(page, `${unique('stalled').replace(' ', '-')}.png`);
  const college = unique('After The Photo');
  await submitSalesVisit(page, college);
  // The code shows in the dialog (a quick answer), or in the status line and a toast (a slow one).
  await expect(page.getByText(/Visit code: SALES-VIST-\d+/).first()).toBeVisible({ timeout: 30_000 });
  await openOutbox(page);
  await expect.poll(() => outboxStates(page)).toEqual(['Sent', 'Sending…']);
  const stored = (await storedRecords<{ collegeName?: string }>('sales_visits')).filter(
    (visit) => visit.collegeName === college,
  );
  expect(stored).toHaveLength(1);
});

test("after sign-out the outbox database holds nothing of the account's sent entries", async ({ page }) => {
  const asha = demoAccount('sales');
  await signedInStaff(page, asha);
  await submitSalesVisit(page, unique('Private Contact College'));
  // The code shows in the dialog (a quick answer), or in the status line and a toast (a slow one).
  await expect(page.getByText(/Visit code: SALES-VIST-\d+/).first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await storedEntries(page)).map((entry) => entry.state)).toContain('sent');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => storedEntries(page)).toEqual([]);
});

test('axe: the Outbox with sent, failed, sending, waiting and being-changed rows and the weak-connection banner has no violations', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signedInStaff(page, demoAccount('sales'));

  await submitSalesVisit(page, unique('Axe Sent College'));
  // The code shows in the dialog (a quick answer), or in the status line and a toast (a slow one).
  await expect(page.getByText(/Visit code: SALES-VIST-\d+/).first()).toBeVisible({ timeout: 30_000 });
  // A quick answer shows the code in a dialog that empties the form when it closes: type after that.
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 8000 });
  await expect(page.getByLabel('College Name')).toHaveValue('');

  // Failed: the server refuses it after it was kept on the phone.
  await page.route('**/submitSalesVisit', (route) => route.abort('internetdisconnected'));
  await queueSales(page, unique('Axe Failed College'));
  await page.unroute('**/submitSalesVisit');
  await page.route('**/submitSalesVisit', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { status: 'FAILED_PRECONDITION', message: 'The sheet is locked.' } }),
    }),
  );
  await page.getByRole('button', { name: 'Send now' }).click();
  await openOutbox(page);
  await expect.poll(() => outboxStates(page)).toEqual(['Failed', 'Sent']);

  // Waiting, with the weak banner: a photo that cannot reach the server.
  await page.route('**/signUpload', (route) => route.abort('internetdisconnected'));
  await page.goto('/sales');
  await queueBill(page, `${unique('axe-bill').replace(' ', '-')}.png`);
  // Sending (held) and waiting behind it.
  await page.unroute('**/submitSalesVisit');
  const hold = holdReplies();
  await page.route('**/submitSalesVisit', hold.handler);
  // Each form is given back (emptied) before the next is typed: between the confirmation closing and
  // 'Saving...' opening no dialog shows, and a name typed then would be cleared with the sent one.
  await queueSales(page, unique('Axe Sending College'));
  await queueSales(page, unique('Axe Waiting College'));
  await openOutbox(page);
  await expect.poll(() => outboxStates(page)).toEqual(['Waiting', 'Sending…', 'Waiting', 'Failed', 'Sent']);
  // Being changed: a second tab opens the waiting visit in its form (the other tabs follow).
  const editor = await context.newPage();
  await editor.goto('/outbox');
  await editor.getByTestId('outbox-entry').first().getByRole('button', { name: 'Edit' }).click();
  await expect(editor).toHaveURL(/\/sales$/);
  await expect
    .poll(() => outboxStates(page))
    .toEqual(['Being changed', 'Sending…', 'Waiting', 'Failed', 'Sent']);
  await expect(page.getByRole('status').filter({ hasText: WEAK })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await hold.release();
  await context.close();
});
