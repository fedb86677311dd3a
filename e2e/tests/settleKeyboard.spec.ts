import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { emulatorIdToken } from '../../scripts/stack/emulatorSignIn.js';
import { personName } from '../../functions/src/domain/people/personName.js';
import { freshAccount } from '../support/freshAccount.js';
import { callable } from '../support/seedUploads.js';
import { signedInAdmin } from '../support/signedIn.js';

/** Presses Tab until `target` has the focus (at most `limit` presses): the way a keyboard gets there. */
async function tabTo(page: Page, target: Locator, limit = 200): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await target.evaluate((element) =>
      (element as unknown as { matches: (selector: string) => boolean }).matches(':focus'),
    );
    if (focused) return presses;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${String(limit)} presses`);
}

test('a keyboard alone settles a person on Settle: Tab to them, Enter, the reference typed, Record', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const staff = await freshAccount('sales', `keys-${tag}`);
  const token = await emulatorIdToken(staff.email, staff.password);
  const admin = demoAccount('admin');
  const adminToken = await emulatorIdToken(admin.email, admin.password);
  for (const spent of [120.5, 79.5]) {
    const { entryId } = await callable<{ entryId: string }>('saveSalesSpend', token, {
      requestId: randomUUID(),
      visitType: 'Single Visit',
      colleges: [`Keyboard College ${tag}`],
      allocatedAmount: 0,
      spentAmount: spent,
    });
    await callable('decideSpend', adminToken, {
      requestId: randomUUID(),
      entryId,
      version: 1,
      decision: { kind: 'approve' },
    });
  }
  const name = personName({ uid: staff.uid, email: staff.email });

  await signedInAdmin(page, 'Sales');
  await page.goto('/settle');
  const person = page.getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(person).toBeVisible();
  await tabTo(page, person);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('person-balance')).toHaveText(`The organisation owes ${name} ₹200.00`);

  const reference = page.getByLabel('Reference (UTR or receipt number)');
  await tabTo(page, reference);
  await page.keyboard.type(`UTR-${tag}`);
  await tabTo(page, page.getByRole('button', { name: 'Record settlement' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Settlement recorded.' })).toBeFocused();
  await expect(page.getByTestId('person-balance')).toHaveText('Settled up');
});
