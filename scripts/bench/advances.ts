import { randomUUID } from 'node:crypto';
import type { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { giveAdvanceInput, returnAdvanceInput } from '../../functions/src/domain/api/advanceInputs.js';
import { addDays, orgDayOf } from '../../functions/src/domain/time/orgTime.js';
import type { Caller } from '../../functions/src/services/caller.js';
import { giveAdvance } from '../../functions/src/services/advances/payAdvance.js';
import { returnAdvance } from '../../functions/src/services/advances/returnAdvance.js';

const admin: Caller = { uid: 'bench-admin', email: 'admin@example.com', roles: ['admin'] };
const PER_PERSON = 6;

/**
 * Each person's advances as a year leaves them: six given over the last four months (so every age
 * shows), the older half partly returned. Through the services, so each books its posting and moves
 * what the person holds. Returns how many it gave.
 */
export async function seedAdvances(store: LocalStore, people: number): Promise<number> {
  const today = orgDayOf(Date.now());
  let given = 0;
  for (let person = 0; person < people; person++) {
    for (let index = 0; index < PER_PERSON; index++) {
      const date = addDays(today, -((person % 5) * 3 + index * 20));
      const { advance } = await giveAdvance(
        store,
        admin,
        giveAdvanceInput.parse({
          requestId: randomUUID(),
          ownerUid: `staff-${String(person)}`,
          amount: 2000 + ((person * 7 + index * 13) % 30) * 100,
          purpose: `Colleges around Pune, week ${String(index + 1)}`,
          mode: index % 3 === 0 ? 'cash' : 'upi',
          reference: index % 3 === 0 ? '' : `UTR ${String(person)}${String(index)}`,
          date,
        }),
      );
      given += 1;
      if (index >= PER_PERSON / 2) {
        await returnAdvance(
          store,
          admin,
          returnAdvanceInput.parse({
            requestId: randomUUID(),
            advanceId: advance.id,
            amount: 500,
            mode: 'cash',
            reference: '',
            date,
          }),
        );
      }
    }
  }
  return given;
}
