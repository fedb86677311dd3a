import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { emulatorIdToken } from '../../scripts/stack/emulatorSignIn.js';
import { axeViolations } from '../support/axe.js';
import { claims } from '../support/commands.js';
import { freshAccount } from '../support/freshAccount.js';
import { pastRightEdge, smallTargets } from '../support/layout.js';
import { giveAdvance } from '../support/advances.js';
import { callable } from '../support/seedUploads.js';
import { signInStaff } from '../support/signIn.js';
import { signedInAdmin } from '../support/signedIn.js';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';

/**
 * Settle and My spends on a 360x740 phone, with the longest text they show: a 120-character reason and
 * a 60-character place name. Nothing may reach past the screen's edge, every control is a 44 px target
 * and axe finds nothing; the person is called by their name throughout.
 */

const phone = { width: 360, height: 740 };
const orgToday = () => orgDayOf(Date.now());
/** Letters only: a name takes no digits. */
const letters = (tag: string) => tag.replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));

/**
 * A 60-character place name of this run (`tag` keeps it apart from other runs'), one word with no
 * space to break at: the hardest a phone's width can get.
 */
function longPlace(tag: string): string {
  return `SardarVallabhbhaiPatelInstituteOfTechnology${tag}`.padEnd(60, 'x').slice(0, 60);
}
/** 120 characters, with a 40-character reference in it that has no space either. */
const longReason =
  'The toll receipt KA01AB1234/TOLL/2026-11-26/000987654321 shows another vehicle and the lunch bill is for four people'.padEnd(
    120,
    '.',
  );

async function expectFitsPhone(page: Page, label: string): Promise<void> {
  const edge = await pastRightEdge(page);
  expect(edge.elements, `${label}: elements past the right edge`).toEqual([]);
  expect(edge.scrollWidth, `${label}: the page's width`).toBeLessThanOrEqual(phone.width);
  expect(await smallTargets(page), `${label}: targets under 44 px`).toEqual([]);
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

test.use({ bypassCSP: true });

test('Settle and My spends fit a phone with a 120-character reason and a 60-character place, named by the person’s name', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  expect(longReason).toHaveLength(120);
  const tag = Date.now().toString(36);
  const staff = await freshAccount('placement', `phone-${tag}`);
  const name = `Tara ${letters(tag)}`;
  await claims('name', staff.email, name);
  const place = longPlace(tag);
  expect(place).toHaveLength(60);

  // Three spends at the long place; one approved for less and one refused, both with the long reason.
  const token = await emulatorIdToken(staff.email, staff.password);
  const save = async (allocatedAmount: number, spentAmount: number) =>
    (
      await callable<{ entryId: string }>('savePlacementSpend', token, {
        requestId: randomUUID(),
        visitType: 'Single Visit',
        companies: [place],
        allocatedAmount,
        spentAmount,
      })
    ).entryId;
  // Every Allocated is drawn at approval from advances paid to the person: 100 + 500 are given first.
  await giveAdvance(staff.uid, 600);
  const entries = [await save(100, 4230.37), await save(0, 99_999.99), await save(500, 700)];
  const admin = demoAccount('admin');
  const adminToken = await emulatorIdToken(admin.email, admin.password);
  const decide = (entryId: string | undefined, decision: unknown) =>
    callable('decideSpend', adminToken, { requestId: randomUUID(), entryId, version: 1, decision });
  await decide(entries[0], { kind: 'approveLess', amount: 4230.36, reason: longReason });
  await decide(entries[1], { kind: 'approve' });
  await decide(entries[2], { kind: 'refuse', reason: longReason });

  // The person's My spends at 360 px.
  await signInStaff(page, staff, /\/placement$/);
  await page.goto('/myspends');
  await expect(page.getByTestId('my-spend')).toHaveCount(3);
  await expect(page.getByTestId('my-balance')).toContainText('The organisation owes you');
  await expect(page.getByText(`Refused: ${longReason}`)).toBeVisible();
  await expect(page.getByRole('link', { name: /My spends.*1 refused/ })).toBeVisible();
  await expectFitsPhone(page, 'My spends');
  for (const history of await page.getByText(/^History/).all()) await history.click();
  await expectFitsPhone(page, 'My spends, histories open');

  // The admin's Settle at 360 px: the person by name, their panel on the first screen.
  const desk = await phoneAdmin(browser);
  await desk.goto(`/settle?uid=${staff.uid}`);
  const heading = desk.getByRole('heading', { level: 2, name });
  await expect(heading).toBeVisible();
  expect((await heading.boundingBox())?.y ?? Infinity).toBeLessThan(phone.height);
  await expect(desk.getByTestId('person-balance')).toHaveText(
    // (4,230.36 - 100) + (99,999.99 - 0): the refused spend's ₹500 stays with them as an open advance,
    // owed neither way.
    `The organisation owes ${name} ₹1,04,130.35`,
  );
  const day = orgToday();
  const short = `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  await expect(desk.getByRole('checkbox', { name: `${short} · ${place} · ₹4,230.36` })).toBeChecked();
  await expect(desk.getByRole('checkbox', { name: `${short} · ${place} · ₹99,999.99` })).toBeChecked();
  await expect(desk.getByRole('checkbox', { name: /advance ₹500/ })).toHaveCount(0);
  await expectFitsPhone(desk, 'Settle');

  // Record: the result takes the focus, and the person is settled up.
  await desk.getByLabel('Reference (UTR or receipt number)').fill(`UTR-${tag}`);
  await desk.getByRole('button', { name: 'Record settlement' }).click();
  const recorded = desk.getByRole('status').filter({ hasText: 'Settlement recorded.' });
  await expect(recorded).toBeFocused();
  await expect(desk.getByTestId('person-balance')).toHaveText('Settled up');
  await expectFitsPhone(desk, 'Settle, settled');
  await desk.context().close();

  // The person reads it in the second person.
  await page.goto('/myspends');
  await page.getByText('Your settlements (1)').click();
  await expect(
    page.getByText(`Paid to you ₹1,04,130.35 by UPI (UTR-${tag}) on ${day.split('-').reverse().join('/')}`),
  ).toBeVisible();
  await expectFitsPhone(page, 'My spends, settled');
});
