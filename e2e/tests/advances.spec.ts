import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.js';
import { claims } from '../support/commands.js';
import { freshAccount } from '../support/freshAccount.js';
import { signInStaff } from '../support/signIn.js';
import { signedInAdmin } from '../support/signedIn.js';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';

/**
 * Advances on a 360x740 phone, from both ends: a rep asks for one with no signal, an admin approves it
 * in Review and pays it on Settle, the rep's Spent dialog proposes it and the approval uses it; then an
 * Allocated with no payment behind it is flagged in Review and approved once the payment is recorded
 * there. axe finds nothing on any of the new screens and dialogs.
 */

const phone = { width: 360, height: 740 };
const SAVED_ON_PHONE = 'Saved on this phone. It will be sent when you are back online.';
const dayText = (iso: string) => iso.split('-').reverse().join('/');
/** Letters only: a name takes no digits. */
const letters = (tag: string) => tag.replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));

async function expectNoAxe(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page), `${label}: axe`).toEqual([]);
}

async function phoneAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: phone,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    bypassCSP: true,
  });
  const page = await context.newPage();
  await signedInAdmin(page, 'Sales');
  return page;
}

/** Fills the Spent dialog for one Other college (the dialog is open). */
async function fillSpend(dialog: Locator, college: string, allocated: string, spent: string): Promise<void> {
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await field('Visit Type').selectOption('Single Visit');
  await field('College').selectOption('Other');
  await field('Enter Other College Name').fill(college);
  await field('Allocated').fill(allocated);
  await field('Spent').fill(spent);
}

/** Back online, the outbox sends what waits: the Outbox link says nothing waits. */
async function backOnline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Outbox, nothing waiting' })).toBeVisible({ timeout: 30_000 });
}

test.use({ bypassCSP: true });

test('a rep asks for an advance offline; it is approved, paid, proposed in the Spent dialog and used; an Allocated with no payment behind it is flagged and approved once the payment is recorded', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const rep = await freshAccount('sales', `advance-${tag}`);
  const name = `Asha ${letters(tag)}`;
  await claims('name', rep.email, name);
  const today = orgDayOf(Date.now());
  const purpose = `College fair trip ${tag}`;
  const [covered, uncovered] = [`Advance College ${tag}`, `Uncovered College ${tag}`];

  // My spends online, then no signal (the dialog's code is in the page: the service worker is blocked).
  await signInStaff(page, rep, /\/sales$/);
  await page.goto('/myspends');
  const mine = page.getByTestId('my-advances');
  await expect(mine.getByText('No advances yet.')).toBeVisible();
  await expectNoAxe(page, 'My spends, no advances');
  await context.setOffline(true);

  // Asked offline: kept on the phone, shown as waiting.
  await mine.getByRole('button', { name: 'Ask for an advance' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask for an advance' });
  await expect(ask).toBeVisible();
  await ask.getByLabel('Amount (₹)').fill('5000');
  await ask.getByLabel('Purpose').fill(purpose);
  await expect(ask.getByLabel('First day')).toHaveValue(today);
  await expect(ask.getByLabel('Last day')).toHaveValue(today);
  await ask.getByLabel('Another place').fill(covered);
  await ask.getByRole('button', { name: 'Add place' }).click();
  await expect(ask.getByRole('button', { name: `Remove ${covered}` })).toBeVisible();
  await expectNoAxe(page, 'Ask for an advance');
  await ask.getByRole('button', { name: 'Ask' }).click();
  await expect(ask).toBeHidden();
  await expect(mine.getByText('Advance request of ₹5,000.00 waiting to be sent')).toBeVisible();

  // The signal returns: it is sent, and My spends shows the request.
  await context.setOffline(false);
  await expect(mine.getByText(/waiting to be sent/)).toHaveCount(0, { timeout: 30_000 });
  await page.reload();
  const advance = mine.getByTestId('my-advance');
  await expect(advance).toHaveCount(1);
  await expect(advance.getByTestId('my-advance-state')).toHaveText('Requested');
  await expect(advance).toContainText(purpose);
  await expect(mine.getByText(/waiting to be sent/)).toHaveCount(0);

  // The admin, on a phone too, approves it in Review and pays it on Settle.
  const admin = await phoneAdmin(browser);
  await admin.goto('/review');
  const request = admin.getByTestId('advance-request').filter({ hasText: purpose });
  await expect(request).toContainText(`${name} · ₹5,000.00`);
  await expect(request).toContainText(covered);
  await expectNoAxe(admin, 'Review, advance requests');
  await request.getByRole('button', { name: `Approve advance of ₹5,000.00 for ${name}` }).click();
  const approve = admin.getByRole('dialog', { name: 'Approve advance' });
  await expectNoAxe(admin, 'Approve advance');
  await approve.getByRole('button', { name: 'Approve ₹5,000.00' }).click();
  await expect(approve).toBeHidden();
  await expect(request).toHaveCount(0);

  await admin.goto('/settle');
  const advances = admin.getByTestId('settle-advances');
  const unpaid = advances.getByTestId('unpaid-advance').filter({ hasText: purpose });
  await expect(unpaid).toHaveText(new RegExp(`^${name}: ₹5,000.00 for ${purpose}`));
  await expectNoAxe(admin, 'Settle, an advance to pay');
  await unpaid.getByRole('button', { name: `Pay ₹5,000.00 to ${name}` }).click();
  const pay = admin.getByRole('dialog', { name: 'Pay the advance' });
  await pay.getByLabel('Mode').selectOption({ label: 'UPI' });
  await pay.getByLabel('Reference (UTR or receipt number)').fill(`UTR-ADV-${tag}`);
  await expect(pay.getByLabel('Day')).toHaveValue(today);
  await expectNoAxe(admin, 'Pay the advance');
  await pay.getByRole('button', { name: 'Pay ₹5,000.00' }).click();
  await expect(pay).toBeHidden();
  await expect(advances.getByText('Advance paid.')).toBeVisible();
  const holder = advances.getByTestId('advance-person').filter({ hasText: name });
  await expect(holder).toContainText(`${name} holds ₹5,000.00`);
  await expect(holder.getByTestId('open-advance')).toContainText(
    `₹5,000.00 left of the advance paid ${dayText(today)}`,
  );
  await expectNoAxe(admin, 'Settle, an open advance');

  // The rep's Spent dialog proposes what they hold; they use it, then keep ₹3,200.00 of it for this spend.
  await page.goto('/myspends');
  await expect(advance).toContainText(
    `Advance ₹5,000.00 paid ${dayText(today)} by UPI: ₹0.00 used, ₹5,000.00 with you`,
  );
  await expect(advance.getByTestId('my-advance-state')).toHaveText('Open');
  await page.goto('/sales');
  await page.getByRole('button', { name: 'Spent', exact: true }).click();
  const spent = page.getByRole('dialog', { name: /^Spent - / });
  const proposal = spent.getByTestId('advance-proposal');
  await expect(proposal).toContainText('Advance with you: ₹5,000.00');
  await expectNoAxe(page, 'Spent dialog with the proposal');
  await proposal.getByRole('button', { name: 'Use as Allocated' }).click();
  await expect(spent.getByLabel('Allocated', { exact: true })).toHaveValue(/^5000(\.00)?$/);
  await expect(spent.getByLabel('Allocated', { exact: true })).toBeFocused();
  await fillSpend(spent, covered, '3200', '3350.50');
  await spent.getByRole('button', { name: 'Save' }).click();
  await expect(spent).toBeHidden();

  // Approved: ₹3,200.00 of the advance used, ₹1,800.00 left with them.
  await admin.goto(`/review?side=sales&staff=${rep.uid}`);
  const row = (college: string) => admin.getByTestId('review-row').filter({ hasText: college });
  await expect(row(covered).getByTestId('advance-uncovered')).toHaveCount(0);
  await row(covered)
    .getByRole('button', { name: /^Approve ₹/ })
    .click();
  await admin
    .getByRole('dialog', { name: 'Approve spend' })
    .getByRole('button', { name: 'Approve ₹3,350.50' })
    .click();
  await expect(row(covered).getByText('Approved ₹3,350.50', { exact: true })).toBeVisible();
  await page.goto('/myspends');
  await expect(advance).toContainText(
    `Advance ₹5,000.00 paid ${dayText(today)} by UPI: ₹3,200.00 used, ₹1,800.00 with you`,
  );
  await expect(mine.getByTestId('advances-held')).toHaveText('Advances with you: ₹1,800.00');
  await expectNoAxe(page, 'My spends, an advance partly used');

  // Offline again, a spend whose ₹2,500.00 Allocated is more than the ₹1,800.00 they hold: it is saved all
  // the same (the phone cannot know what was paid meanwhile), and sent when the signal returns.
  // To the visit screen inside the app, as a rep goes: the phone keeps what My spends read.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/sales$/);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Spent', exact: true }).click();
  await expect(spent.getByTestId('advance-proposal')).toContainText('Advance with you: ₹1,800.00');
  await fillSpend(spent, uncovered, '2500', '2400');
  await spent.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
  await expect(spent).toBeHidden();
  await expect(page.getByRole('link', { name: 'Outbox, 1 not sent yet' })).toBeVisible();
  await backOnline(context, page);

  // Review flags it; the admin records the ₹700.00 missing, the payment and the approval in one step.
  await admin.reload();
  const flagged = row(uncovered);
  await expect(flagged.getByTestId('advance-uncovered')).toContainText(
    'Allocated ₹2,500.00, advances held ₹1,800.00',
  );
  await expectNoAxe(admin, 'Review, an uncovered Allocated');
  // A plain approval is refused, naming what they hold: nothing is drawn on money never paid.
  await flagged.getByRole('button', { name: /^Approve ₹/ }).click();
  const plain = admin.getByRole('dialog', { name: 'Approve spend' });
  await plain.getByRole('button', { name: 'Approve ₹2,400.00' }).click();
  await expect(plain.getByRole('alert')).toHaveText(
    'Allocated ₹2,500.00, advances held ₹1,800.00. Record the payment of the advance first, or correct the Allocated.',
  );
  await plain.getByRole('button', { name: 'Cancel' }).click();
  await expect(plain).toBeHidden();
  await expect(flagged.getByText('Approved ₹2,400.00', { exact: true })).toHaveCount(0);
  await flagged.getByRole('button', { name: /^Record the payment and approve / }).click();
  const record = admin.getByRole('dialog', { name: 'Record the payment' });
  await expect(record).toContainText('Allocated ₹2,500.00, advances held ₹1,800.00');
  await record.getByLabel('Mode').selectOption({ label: 'Cash' });
  await expect(record.getByLabel('Day')).toHaveValue(today);
  await expectNoAxe(admin, 'Record the payment');
  await record.getByRole('button', { name: 'Record ₹700.00 and approve' }).click();
  await expect(record).toBeHidden();
  await expect(flagged.getByText('Approved ₹2,400.00', { exact: true })).toBeVisible();
  await expect(flagged.getByTestId('advance-uncovered')).toHaveCount(0);
  await admin.context().close();

  // The rep: the first advance used up, the ₹700.00 recorded from Review used too, nothing left.
  await page.goto('/myspends');
  await expect(advance).toHaveCount(2);
  await expect(advance.filter({ hasText: purpose })).toContainText(
    `Advance ₹5,000.00 paid ${dayText(today)} by UPI: ₹5,000.00 used, ₹0.00 with you`,
  );
  await expect(advance.filter({ hasText: 'Advance ₹700.00' })).toContainText(
    `Advance ₹700.00 paid ${dayText(today)} by Cash: ₹700.00 used, ₹0.00 with you`,
  );
  await expect(mine.getByTestId('advances-held')).toHaveText('Advances with you: ₹0.00');
  await expectNoAxe(page, 'My spends, advances used up');
});
