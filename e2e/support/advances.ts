import { randomUUID } from 'node:crypto';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { emulatorIdToken } from '../../scripts/stack/emulatorSignIn.js';
import { callable } from './seedUploads.js';

/**
 * The demo admin gives `ownerUid` an advance of `amount` rupees, paid today in cash: an approval draws
 * a spend's Allocated from the person's paid, open advances and is refused for what they do not hold.
 */
export async function giveAdvance(ownerUid: string, amount: number, purpose = 'Trip advance'): Promise<void> {
  const admin = demoAccount('admin');
  const token = await emulatorIdToken(admin.email, admin.password);
  await callable('giveAdvance', token, {
    requestId: randomUUID(),
    ownerUid,
    amount,
    purpose,
    mode: 'cash',
    reference: '',
    date: orgDayOf(Date.now()),
  });
}
