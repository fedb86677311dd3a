import { randomInt, randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { personName } from '../../functions/src/domain/people/personName.js';
import { emulatorIdToken } from '../../scripts/stack/emulatorSignIn.js';
import { makePng } from '../../functions/test/support/png.js';
import { axeViolations } from '../support/axe.js';
import { claims, setSpendLimits } from '../support/commands.js';
import { freshAccount } from '../support/freshAccount.js';
import { callable } from '../support/seedUploads.js';
import { adminPage } from '../support/adminPage.js';
import { giveAdvance } from '../support/advances.js';
import { signInStaff } from '../support/signIn.js';
import { signedInStaff } from '../support/signedIn.js';
import { storedRecords } from '../support/storeRecords.js';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';

/**
 * Reviewing spends end to end: staff at 360x740, admins at 1440x900 (axe at both sizes). Each test
 * works on places named for its run only and reads the figures of those places, so other specs saving
 * spends at the same moment change nothing it checks. Meera (sales #2) is the staff member here.
 */

interface StoredEntry {
  places: string[];
  billIds: string[];
  state: string;
  flags: { kind: string }[];
  decidedBy?: { email?: string } | null;
  history: { kind: string }[];
}

const phone = { width: 360, height: 740 };
const desk = { width: 1440, height: 900 };
const orgToday = () => orgDayOf(Date.now());

/** A PNG no other bill has: a bill whose content matches another entry's flags the spend 'same bill'. */
function uniqueBill(name: string) {
  const seed = randomInt(2 ** 24);
  const buffer = makePng(48, 40, (x, y) => [((seed >> 16) ^ x) & 255, ((seed >> 8) ^ y) & 255, seed & 255]);
  return { name, mimeType: 'image/png', buffer };
}

/** The spends in the Store that include `place`. */
async function entriesAt(place: string): Promise<StoredEntry[]> {
  const entries = await storedRecords<StoredEntry>('spend_entries');
  return entries.filter((entry) => entry.places.includes(place));
}

/** In the Spent dialog: a Multiple Visit to two colleges typed as Other. */
async function fillTwoColleges(dialog: Locator, [first, second]: [string, string]): Promise<void> {
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await field('Visit Type').selectOption('Multiple Visit');
  await field('College').selectOption('Other');
  await field('Enter Other College Name').fill(first);
  await dialog.getByRole('button', { name: 'Add College' }).click();
  await field('College 2').fill(second);
}

/** The queue of one staff member's spends of today (other specs' spends never push theirs off page 1). */
const queueOf = (uid: string) => `/review?staff=${uid}&from=${orgToday()}&to=${orgToday()}`;
const reviewRow = (page: Page, place: string) => page.getByTestId('review-row').filter({ hasText: place });
const placeRow = (page: Page, place: string) =>
  page.getByRole('row', { name: `${place}: show transactions`, exact: true });

/** What of the DOM the table reading below uses (the e2e project has no DOM types). */
interface DomNode {
  innerText: string;
  disabled?: boolean;
  querySelectorAll(selector: string): ArrayLike<DomNode>;
}

/**
 * The cells of the rows of 'Saved Spent Data' whose place is one of `places`, paging on (newest first)
 * until all are found: other specs save spends today too. The rows and the Next button are read at one
 * instant, so a page still loading is never skipped.
 */
async function savedSpentCells(page: Page, places: readonly string[]): Promise<Map<string, string[]>> {
  const table = page.getByRole('region', { name: 'Saved Spent Data' });
  const found = new Map<string, string[]>();
  await expect(async () => {
    const shown = await table.evaluate((region) => {
      const root = region as unknown as DomNode;
      const rows = Array.from(root.querySelectorAll('tbody tr'), (row) =>
        Array.from(row.querySelectorAll('td'), (cell) => cell.innerText.trim()),
      );
      const next = Array.from(root.querySelectorAll('button')).find((button) => button.innerText === 'Next');
      return { rows, hasNext: next?.disabled === false };
    });
    for (const cells of shown.rows) {
      const place = cells[7] ?? '';
      if (places.includes(place)) found.set(place, cells);
    }
    if (found.size === places.length) return;
    if (shown.hasNext) await table.getByRole('button', { name: 'Next' }).click();
    throw new Error(`Not in Saved Spent Data yet: ${places.filter((place) => !found.has(place)).join(', ')}`);
  }).toPass({ timeout: 20_000 });
  return found;
}

test.use({ bypassCSP: true });

test('two spends with bills (one offline, one over a limit) are approved ₹50 less, and refused, corrected, resent and approved; the figures show to the paisa', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const places = [`Review College ${tag}`, `Second Review College ${tag}`];
  const limited = [`Limit College ${tag}`, `Second Limit College ${tag}`];
  const rep = demoAccount('sales', 2);
  // Limits are global: these are far above any stay or toll another spec types (under ₹1,000). Set
  // before the phone signs in, as it fetches them with the spend options on its first visit screen
  // and keeps them (10 minutes fresh, and for offline use).
  const restoreLimits = await setSpendLimits([
    { side: 'sales', category: 'stay', rule: 'limit', amount: 70_000, block: true },
    { side: 'sales', category: 'toll', rule: 'limit', amount: 40_000 },
  ]);
  const dialog = page.getByRole('dialog', { name: /^Spent - / });
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  try {
    await signedInStaff(page, rep);

    // At 360 px with no signal (the dialog's code loaded before: this spec blocks the service worker):
    // two places, one bill through the Bills checks, saved on the phone.
    await page.getByRole('button', { name: 'Spent', exact: true }).click();
    await expect(dialog).toBeVisible();
    await context.setOffline(true);
    await fillTwoColleges(dialog, [places[0]!, places[1]!]);
    await field('Allocated').fill('1000');
    await field('Spent').fill('250.51');
    await dialog.locator('input[type=file]').setInputFiles(uniqueBill(`bill-${tag}.png`));
    await expect(dialog.getByRole('img', { name: `Bill bill-${tag}.png` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await context.setOffline(false);
    await expect
      .poll(async () => (await entriesAt(places[0]!)).map((entry) => [entry.state, entry.billIds.length]), {
        timeout: 20_000,
      })
      .toEqual([['waiting', 1]]);

    // Online, a second spend: a stay over the blocking limit is refused at its field and nothing is sent;
    // with a toll over the warning limit instead it is saved, warned and flagged.
    await page.getByRole('button', { name: 'Spent', exact: true }).click();
    await expect(dialog).toBeVisible();
    await fillTwoColleges(dialog, [limited[0]!, limited[1]!]);
    await field('Allocated').fill('50000');
    await field('Spent').fill('45000.03');
    await field('Stay').fill('75000');
    await dialog.locator('input[type=file]').setInputFiles(uniqueBill(`limit-${tag}.png`));
    await expect(dialog.getByRole('img', { name: `Bill limit-${tag}.png` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(field('Stay')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Stay')).toHaveAccessibleDescription('Over the ₹70,000.00 daily limit for stay');
    await expect(dialog.getByText('Please correct the highlighted fields.')).toBeVisible();
    await field('Stay').fill('');
    await field('Toll').fill('45000');
    await expect(field('Toll')).toHaveAccessibleDescription('Over the ₹40,000.00 daily limit for toll');
    await expect(field('Stay')).not.toHaveAttribute('aria-invalid');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await entriesAt(limited[0]!)).map((entry) => [entry.state, entry.billIds.length]), {
        timeout: 20_000,
      })
      .toEqual([['waiting', 1]]);
    expect((await entriesAt(limited[0]!))[0]?.flags).toContainEqual(
      expect.objectContaining({ kind: 'overLimit', category: 'toll', limit: 40_000 }),
    );
  } finally {
    await restoreLimits();
  }

  // The money behind both Allocated (1,000 + 50,000): an approval draws on the advances paid to them. The
  // refusal leaves the 50,000 with them, for the corrected spend's approval.
  await giveAdvance(rep.uid, 51_000, `Review trips ${tag}`);

  // The admin at a desk: both rows with their thumbnails, the second flagged; axe at both sizes.
  const admin = await adminPage(browser);
  await admin.goto(queueOf(rep.uid));
  const row = reviewRow(admin, places[0]!);
  const limitedRow = reviewRow(admin, limited[0]!);
  await expect(row.getByRole('link', { name: `Bill bill-${tag}.png (opens full size)` })).toBeVisible();
  await expect(
    limitedRow.getByRole('link', { name: `Bill limit-${tag}.png (opens full size)` }),
  ).toBeVisible();
  // The day's toll total (other specs' spends of the day may add to it) and the limit.
  await expect(limitedRow.getByRole('list', { name: 'Flags' })).toContainText(
    /Toll ₹[\d,.]+ on \d\d\/\d\d(, | across \d+ spends, )limit ₹40,000\.00/,
  );
  expect(await axeViolations(admin)).toEqual([]);
  await admin.setViewportSize(phone);
  expect(await axeViolations(admin)).toEqual([]);
  await admin.setViewportSize(desk);

  // The first approved ₹50 less, the second refused, each with a reason.
  await row.getByRole('button', { name: 'Approve less' }).click();
  const approveLess = admin.getByRole('dialog', { name: 'Approve less' });
  await approveLess.getByLabel(/Approved amount/).fill('200.51');
  await approveLess.getByLabel('Reason').fill('Fuel over the limit');
  await approveLess.getByRole('button', { name: 'Approve less' }).click();
  await expect(row.getByText('Approved ₹200.51 of ₹250.51: Fuel over the limit')).toBeVisible();
  await limitedRow.getByRole('button', { name: 'Refuse' }).click();
  const refuse = admin.getByRole('dialog', { name: 'Refuse spend' });
  await refuse.getByLabel('Reason').fill('Toll receipts missing');
  await refuse.getByRole('button', { name: 'Refuse spend' }).click();
  await expect(limitedRow.getByText('Refused: Toll receipts missing')).toBeVisible();

  // The owner sees both decisions with their reasons and bills (axe at both sizes), then corrects the
  // refused spend at a desk: the Spent dialog opens with its values and its bill.
  await page.goto('/myspends');
  const mine = page.getByRole('article').filter({ hasText: places[0]! });
  const mineLimited = page.getByRole('article').filter({ hasText: limited[0]! });
  await expect(mine.getByText('Approved ₹200.51 of ₹250.51: Fuel over the limit')).toBeVisible();
  await expect(mine.getByRole('img', { name: /^Bill bill-.* \(opens full size\)$/ })).toBeVisible();
  await expect(mineLimited.getByText('Refused: Toll receipts missing')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(desk);
  expect(await axeViolations(page)).toEqual([]);
  await mineLimited.getByRole('button', { name: 'Correct and resend' }).click();
  const correct = page.getByRole('dialog', { name: /^Correct and resend: spend of / });
  await expect(correct.getByRole('img', { name: /^Bill limit-/ })).toBeVisible();
  await expect(correct.getByLabel('Toll', { exact: true })).toHaveValue(/^45000(\.00)?$/);
  expect(await axeViolations(page)).toEqual([]);
  await correct.getByLabel('Spent', { exact: true }).fill('39000.03');
  await correct.getByLabel('Toll', { exact: true }).fill('39000');
  await correct.getByRole('button', { name: 'Resend' }).click();
  await expect(correct).toBeHidden();
  await expect(mineLimited.getByText('Waiting for review')).toBeVisible();

  // The admin approves the corrected spend: still one entry, its history keeps every step.
  await admin.goto(queueOf(rep.uid));
  await limitedRow.getByRole('button', { name: /^Approve ₹/ }).click();
  await admin
    .getByRole('dialog', { name: 'Approve spend' })
    .getByRole('button', { name: 'Approve ₹39,000.03' })
    .click();
  await expect(limitedRow.getByText('Approved ₹39,000.03', { exact: true })).toBeVisible();
  const [corrected, ...others] = await entriesAt(limited[0]!);
  expect(others).toEqual([]);
  expect(corrected?.history.map((step) => step.kind)).toEqual(['saved', 'refused', 'corrected', 'approved']);

  // College Data's Approved column and Saved Spent Data: each place's share, to the paisa.
  await admin.goto(`/clddata?from=${orgToday()}&to=${orgToday()}`);
  const figures = {
    [places[0]!]: { spent: '125.26', approved: '100.26' },
    [places[1]!]: { spent: '125.25', approved: '100.25' },
    [limited[0]!]: { spent: '19500.02', approved: '19500.02' },
    [limited[1]!]: { spent: '19500.01', approved: '19500.01' },
  };
  for (const [place, { spent, approved }] of Object.entries(figures)) {
    await expect(placeRow(admin, place).getByRole('cell').nth(2)).toHaveText(spent);
    await expect(placeRow(admin, place).getByRole('cell').last()).toHaveText(approved);
  }
  await admin.goto(`/saledash?from=${orgToday()}&to=${orgToday()}`);
  const saved = await savedSpentCells(admin, Object.keys(figures));
  for (const [place, { spent, approved }] of Object.entries(figures)) {
    const cells = saved.get(place) ?? [];
    // Spent, place, staff (by name), state, approved.
    expect([cells[2], cells[7], cells[9], cells[10], cells[11]]).toEqual([
      spent,
      place,
      rep.displayName,
      'Approved',
      approved,
    ]);
  }
  await admin.context().close();
});

test('two admins approve one spend at once: one wins, the other is told; an admin who also sells cannot approve their own spend, and withdrawing it takes it out of the totals', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const raceCollege = `Race College ${tag}`;
  const ownCollege = `Own College ${tag}`;
  const rep = demoAccount('sales', 2);
  // No demo account is both: one is made for this run as `npm run claims -- grant` makes one, and its
  // roles are revoked at the end (which also ends its sessions).
  const both = { email: `admin-sales-${tag}@example.com`, password: 'e2e-pass-2026' };
  const { uid } = await claims('grant', 'sales', both.email, '--password', both.password);
  await claims('grant', 'admin', both.email);
  try {
    const save = (token: string, college: string, spentAmount: number) =>
      callable<{ entryId: string }>('saveSalesSpend', token, {
        requestId: randomUUID(),
        visitType: 'Single Visit',
        colleges: [college],
        allocatedAmount: 500,
        spentAmount,
      });
    await save(await emulatorIdToken(rep.email, rep.password), raceCollege, 123.45);
    // The advance the race spend's Allocated is drawn from, once, by whichever approval wins.
    await giveAdvance(rep.uid, 500, `Race trip ${tag}`);
    const ownToken = await emulatorIdToken(both.email, both.password);
    const { entryId: ownEntry } = await save(ownToken, ownCollege, 77.07);

    // Both admins open Approve on the same row, then confirm at the same moment.
    const admins = [await adminPage(browser), await adminPage(browser, both)] as const;
    await Promise.all(admins.map((admin) => admin.goto(queueOf(rep.uid))));
    const rows = admins.map((admin) => reviewRow(admin, raceCollege));
    for (const row of rows) await row.getByRole('button', { name: /^Approve ₹/ }).click();
    const confirms = admins.map((admin) =>
      admin.getByRole('dialog', { name: 'Approve spend' }).getByRole('button', { name: 'Approve ₹123.45' }),
    );
    for (const confirm of confirms) await expect(confirm).toBeEnabled();
    await Promise.all(confirms.map((confirm) => confirm.click()));
    for (const row of rows) await expect(row.getByText('Approved ₹123.45', { exact: true })).toBeVisible();
    const [race] = await entriesAt(raceCollege);
    expect(race?.history.filter((step) => step.kind === 'approved')).toHaveLength(1);
    const winner = race?.decidedBy?.email ?? '';
    const loser = winner === both.email ? 0 : 1;
    // Named as every screen names a person: the demo admin by its kept name, the other by its email's words.
    const winnerName =
      winner === both.email ? personName({ uid: winner, email: winner }) : demoAccount('admin').displayName;
    await expect(rows[loser]!.getByRole('alert')).toHaveText(
      new RegExp(`^Already approved by ${winnerName} at \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d$`),
    );
    await expect(rows[1 - loser]!.getByRole('alert')).toHaveCount(0);

    // Their own spend: no decision offered, and the server refuses one sent anyway.
    const [, second] = admins;
    await second.goto(queueOf(uid));
    const own = reviewRow(second, ownCollege);
    await expect(own.getByText('Your own spend: another admin reviews it.')).toBeVisible();
    await expect(own.getByRole('button', { name: /^(Approve|Refuse)/ })).toHaveCount(0);
    await expect(
      callable('decideSpend', ownToken, {
        requestId: randomUUID(),
        entryId: ownEntry,
        version: 1,
        decision: { kind: 'approve' },
      }),
    ).rejects.toThrow('You cannot review your own spend.');

    // Withdrawn by its owner on the phone, it leaves its place's totals; its record stays, marked.
    const [first] = admins;
    await first.goto(`/clddata?from=${orgToday()}&to=${orgToday()}`);
    // Place, allocated, spent, remaining, spent %, records, visits logged, average, approved.
    const ownCells = placeRow(first, ownCollege).getByRole('cell');
    await expect(ownCells).toHaveText([
      ownCollege,
      '500.00',
      '77.07',
      '422.93',
      '15.41',
      '1',
      '0',
      '77.07',
      '0.00',
    ]);
    await signInStaff(page, both, /\/sales$/);
    await page.goto('/myspends');
    const mine = page.getByRole('article').filter({ hasText: ownCollege });
    await mine.getByRole('button', { name: 'Withdraw' }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw this spend?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await expect(mine.getByText('Withdrawn', { exact: true })).toBeVisible();
    await first.reload();
    await expect(ownCells).toHaveText([ownCollege, '0.00', '0.00', '0.00', '0.00', '0', '0', '0.00', '0.00']);
    await first.goto(`/saledash?from=${orgToday()}&to=${orgToday()}`);
    const saved = await savedSpentCells(first, [ownCollege]);
    expect(saved.get(ownCollege)?.[10]).toBe('Withdrawn');
    for (const admin of admins) await admin.context().close();
  } finally {
    await claims('revoke', 'admin', both.email);
    await claims('revoke', 'sales', both.email);
  }
});

/** Saves a Single Visit sales spend through the callable, as `token`'s account: its entry id. */
async function savedSpend(token: string, college: string, spentAmount: number): Promise<string> {
  const { entryId = '' } = await callable<{ entryId?: string }>('saveSalesSpend', token, {
    requestId: randomUUID(),
    visitType: 'Single Visit',
    colleges: [college],
    allocatedAmount: 0,
    spentAmount,
  });
  return entryId;
}

test('a keyboard alone approves ten spends: the skip link to the first, then a, Enter and j for each', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const staff = await freshAccount('sales', `keys-${tag}`);
  const token = await emulatorIdToken(staff.email, staff.password);
  const colleges = Array.from({ length: 10 }, (_, index) => `Key College ${tag} ${String(index)}`);
  // One after another, so the queue (oldest first) lists them in this order.
  for (const [index, college] of colleges.entries()) await savedSpend(token, college, 101 + index);

  const admin = await adminPage(browser);
  await admin.goto(queueOf(staff.uid));
  const rows = admin.getByTestId('review-row');
  await expect(rows).toHaveCount(10);
  await admin.keyboard.press('Tab');
  await expect(admin.getByRole('link', { name: 'Skip to the first spend' })).toBeFocused();
  await admin.keyboard.press('Enter');
  for (const [index, college] of colleges.entries()) {
    const row = reviewRow(admin, college);
    await expect(row).toBeFocused();
    await expect(
      row.getByRole('button', { name: `Approve ₹${String(101 + index)}.00 for `, exact: false }),
    ).toHaveAccessibleName(
      new RegExp(`^Approve ₹${String(101 + index)}\\.00 for E2e Keys ${tag} on \\d\\d/\\d\\d$`, 'i'),
    );
    await admin.keyboard.press('a');
    const dialog = admin.getByRole('dialog', { name: 'Approve spend' });
    await expect(dialog.getByRole('button', { name: `Approve ₹${String(101 + index)}.00` })).toBeFocused();
    await admin.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(row.getByText(`Approved ₹${String(101 + index)}.00`, { exact: true })).toBeVisible();
    await admin.keyboard.press('j');
  }
  // g r: back to the first.
  await admin.keyboard.press('g');
  await admin.keyboard.press('r');
  await expect(rows.first()).toBeFocused();
  const states = await Promise.all(colleges.map(async (college) => (await entriesAt(college))[0]?.state));
  expect(states).toEqual(colleges.map(() => 'approved'));
  await admin.context().close();
});

/** What of the DOM the layout check below reads (the e2e project has no DOM types). */
interface LayoutNode {
  tagName: string;
  className: string;
  textContent: string | null;
  scrollWidth: number;
  getBoundingClientRect(): {
    left: number;
    right: number;
    top: number;
    bottom: number;
    width: number;
    height: number;
  };
  closest(selector: string): LayoutNode | null;
  checkVisibility(): boolean;
}

test('Review at 360x740: a 120-character reason, a 60-character place and a large amount stay within the screen, every target is 44 px, axe finds nothing', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const staff = await freshAccount('sales', `narrow-${tag}`);
  const token = await emulatorIdToken(staff.email, staff.password);
  const adminAccount = demoAccount('admin');
  const adminToken = await emulatorIdToken(adminAccount.email, adminAccount.password);
  const place = `Narrow ${tag} Institute of Engineering and Technology Pune`.padEnd(60, 'x').slice(0, 60);
  const reason =
    `The bill ${tag} shows a different date and the toll receipts are missing; send the fuel bill and the parking slip together`
      .padEnd(120, '.')
      .slice(0, 120);
  const entryId = await savedSpend(token, place, 987_654.32);
  await callable('decideSpend', adminToken, {
    requestId: randomUUID(),
    entryId,
    version: 1,
    decision: { kind: 'refuse', reason },
  });
  await callable('correctSpend', token, {
    side: 'sales',
    requestId: randomUUID(),
    entryId,
    visitType: 'Single Visit',
    colleges: [place],
    allocatedAmount: 0,
    spentAmount: 987_654.31,
  });
  await savedSpend(token, `Second ${place}`.slice(0, 60), 12.5);

  const admin = await adminPage(browser);
  await admin.setViewportSize(phone);
  await admin.goto(queueOf(staff.uid));
  const row = reviewRow(admin, place);
  await expect(row).toBeVisible();
  // The history, where the reason is, opened.
  await row.getByText(/^History/).click();
  await expect(row.getByText(reason, { exact: false })).toBeVisible();

  const layout = await admin.evaluate(() => {
    const doc = (
      globalThis as unknown as {
        document: { documentElement: LayoutNode; querySelectorAll(s: string): ArrayLike<LayoutNode> };
      }
    ).document;
    const name = (node: LayoutNode) =>
      `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').slice(0, 40)}"`;
    const past: string[] = [];
    for (const node of Array.from(doc.querySelectorAll('body *'))) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !node.checkVisibility()) continue;
      if (node.closest('.visually-hidden')) continue;
      if (box.right > 360.5 || node.scrollWidth > 360)
        past.push(`${name(node)} right ${String(box.right)} scroll ${String(node.scrollWidth)}`);
    }
    const small: string[] = [];
    const targets = 'a[href], button, select, input, textarea, summary';
    for (const node of Array.from(doc.querySelectorAll(targets))) {
      if (!node.checkVisibility() || node.closest('.visually-hidden')) continue;
      // A tick box's target is its label.
      const target =
        node.tagName === 'INPUT' && node.closest('label') ? (node.closest('label') as LayoutNode) : node;
      const box = target.getBoundingClientRect();
      if (box.bottom <= 0) continue; // the skip link, off screen until it has focus
      if (box.width < 44 || box.height < 44)
        small.push(`${name(target)} ${String(box.width)}x${String(box.height)}`);
    }
    return { page: doc.documentElement.scrollWidth, past, small };
  });
  expect(layout).toEqual({ page: 360, past: [], small: [] });
  expect(await axeViolations(admin)).toEqual([]);
  await admin.context().close();
});

test('select all on the page and a bulk approve keep the list where it was; a spend sent meanwhile is offered, not slipped in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const staff = await freshAccount('sales', `bulk-${tag}`);
  const token = await emulatorIdToken(staff.email, staff.password);
  const colleges = Array.from({ length: 12 }, (_, index) => `Bulk College ${tag} ${String(index)}`);
  for (const [index, college] of colleges.entries()) await savedSpend(token, college, 201 + index);

  const admin = await adminPage(browser);
  await admin.goto(queueOf(staff.uid));
  const rows = admin.getByTestId('review-row');
  await expect(rows).toHaveCount(12);
  await admin.getByRole('checkbox', { name: 'Select all on the page (12)' }).check();
  await reviewRow(admin, colleges[11]!).scrollIntoViewIfNeeded();
  const scrollY = () => admin.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
  expect(await scrollY()).toBeGreaterThan(500);
  // The row at the top of the screen and where it is: decided rows change height, it must not move.
  const tops = () =>
    rows.evaluateAll((elements) =>
      elements.map((element) =>
        (
          element as unknown as { getBoundingClientRect(): { top: number; bottom: number } }
        ).getBoundingClientRect(),
      ),
    );
  const topIndex = (await tops()).findIndex((box) => box.bottom > 0);
  const topOf = async () => (await tops())[topIndex]?.top ?? Number.NaN;
  expect(topIndex).toBeGreaterThan(0);
  const before = await topOf();
  await admin.getByRole('button', { name: 'Approve selected (12)' }).click();
  await admin
    .getByRole('dialog', { name: /^Approve 12 spends for / })
    .getByRole('button', { name: 'Approve 12' })
    .click();
  await expect(admin.getByRole('status').filter({ hasText: 'spends approved' })).toHaveText(
    '12 spends approved.',
  );
  await expect(reviewRow(admin, colleges[11]!).getByText('Approved ₹212.00', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(12);
  expect(Math.abs((await topOf()) - before)).toBeLessThanOrEqual(2);
  expect(await scrollY()).toBeGreaterThan(500);

  // Sent while Review is open: looked for on returning to the window (and every 30 s), then offered.
  const later = `Later College ${tag}`;
  await savedSpend(token, later, 999);
  await admin.evaluate(() => {
    (globalThis as unknown as { dispatchEvent(event: Event): boolean }).dispatchEvent(
      new Event('visibilitychange'),
    );
  });
  const show = admin.getByRole('button', { name: 'Show 1 new spend' });
  await expect(show).toBeVisible();
  await expect(reviewRow(admin, later)).toHaveCount(0);
  await show.click();
  await expect(reviewRow(admin, later)).toBeVisible();
  await admin.context().close();
});
