import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { waitForWorkerControl } from '../../scripts/stack/serviceWorker.js';
import { axeViolations } from '../support/axe.js';
import { pastRightEdge, smallTargets } from '../support/layout.js';
import { signedInStaff } from '../support/signedIn.js';
import { storedRecords } from '../support/storeRecords.js';

// Offline needs the service worker; axe is injected as a script of its own, which the CSP refuses.
test.use({ serviceWorkers: 'allow', bypassCSP: true });

const DAY_MS = 24 * 60 * 60_000;

test('a visit recorded offline with its next visit in a week is Due this week, overdue a week on, moved, and closed by the next visit', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const college = `Follow-up College ${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  // The page's clock runs from now; moved on later without firing a week of timers.
  await page.clock.install();
  // An account no other spec sets follow-ups for, so the counts are this test's alone.
  await signedInStaff(page, demoAccount('sales', 2));
  await waitForWorkerControl(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('visit-code')).toHaveText('assigned when sent');
  await page.getByLabel('College Name').fill(college);
  await page.getByRole('button', { name: '+1 week' }).click();
  const nextVisitOn = await page.getByLabel('Next visit on', { exact: true }).inputValue();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to submit the form?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('dialog', { name: /Saved on this phone/ })).toBeVisible();

  // Back online, the outbox sends it; the server keeps the follow-up with the visit.
  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        (await storedRecords<{ collegeName?: string; nextVisitOn?: string }>('sales_visits'))
          .filter((visit) => visit.collegeName === college)
          .map((visit) => visit.nextVisitOn),
      { timeout: 30_000 },
    )
    .toEqual([nextVisitOn]);

  await page.getByRole('link', { name: /^Due/ }).click();
  await expect(page).toHaveURL(/\/due$/);
  const thisWeek = page.getByRole('region', { name: /^This week/ });
  // The phone's last copy shows at once; the server's answer (a cold start on a busy machine) follows.
  await expect(thisWeek.getByRole('listitem', { name: college })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Checking for changes...' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Eight days on (the clock moved, no timer fired), the same copy classes it overdue, with the badge.
  await page.clock.setSystemTime(Date.now() + 8 * DAY_MS);
  await page.goto('/sales');
  await expect(page.getByRole('link', { name: 'Due: 1 overdue or today' })).toBeVisible();
  await expect(page.getByTestId('due-badge')).toHaveText('1');
  // The bottom bar's Report badge counts it too.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Report\s*, 1 due$/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Due: 1 overdue or today' }).click();
  const card = page.getByRole('region', { name: 'Overdue (1)' }).getByRole('listitem', { name: college });
  await expect(card).toContainText('1 day overdue');
  expect((await pastRightEdge(page)).elements).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // Moved a week on: the server keeps the new day on the visit, and the list shows it under This week.
  await card.getByRole('button', { name: `Move the visit to ${college}` }).click();
  const move = page.getByRole('dialog', { name: `Move the visit to ${college}` });
  await move.getByRole('button', { name: '+1 week' }).click();
  const movedTo = await move.getByLabel('New day', { exact: true }).inputValue();
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(
      async () =>
        (await storedRecords<{ collegeName?: string; followUpChange?: { due?: string } }>('sales_visits'))
          .filter((visit) => visit.collegeName === college)
          .map((visit) => visit.followUpChange?.due),
      { timeout: 30_000 },
    )
    .toEqual([movedTo]);
  const moved = page.getByRole('region', { name: /^This week/ }).getByRole('listitem', { name: college });
  await expect(moved).toBeVisible();

  // Record visit: the form opens with the college; sending it closes the follow-up.
  await moved.getByRole('button', { name: `Record visit to ${college}` }).click();
  await expect(page).toHaveURL(/\/sales$/);
  await expect(page.getByLabel('College Name')).toHaveValue(college);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to submit the form?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  // Stored (a slow answer gives the form back with a status line instead of the dialog).
  await expect
    .poll(
      async () =>
        (await storedRecords<{ collegeName?: string }>('sales_visits')).filter(
          (visit) => visit.collegeName === college,
        ).length,
      { timeout: 30_000 },
    )
    .toBe(2);
  await page.goto('/due');
  await expect(page.getByText("Nothing due. A visit's 'Next visit on' adds one here.")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('listitem', { name: college })).toHaveCount(0);
});
