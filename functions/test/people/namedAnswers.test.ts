import { beforeEach, describe, expect, it } from 'vitest';
import { personBalance } from '../../src/callables/personBalance.js';
import { reviewQueue } from '../../src/callables/reviewQueue.js';
import { settleBalances } from '../../src/callables/settleBalances.js';
import { setPersonName } from '../../src/services/people/names.js';
import { admin, invoke, otherSalesRep, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { approved, saved } from '../settlements/approvedSpends.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

describe('answers that name people', () => {
  it('join the kept name, else the email’s, and a balance says what still waits for review', async () => {
    await setPersonName(store, { uid: salesRep.uid, email: salesRep.email, name: 'Asha Rao' }, 'test');
    await approved(100, 250.5);
    await saved(0, 300.25);
    await saved(0, 340.5);
    await saved(0, 10, otherSalesRep);

    const mine = await invoke(personBalance, {}, salesRep);
    expect(mine.balance).toMatchObject({ name: 'Asha Rao', balancePaise: 15_050 });
    expect(mine.waiting).toEqual({ count: 2, paise: 64_075 });
    expect(mine.openEntries[0]?.owner.name).toBe('Asha Rao');
    expect(mine.openEntries[0]?.decidedBy?.name).toBe('Admin');

    const { people } = await invoke(settleBalances, {}, admin);
    expect(people.map((person) => person.name)).toEqual(['Asha Rao']);

    const queue = await invoke(reviewQueue, {}, admin);
    expect(queue.staff.map((person) => person.name)).toEqual(['Asha Rao', 'Ravi Sales']);
    expect(new Set(queue.rows.map((row) => row.owner.name))).toEqual(new Set(['Asha Rao', 'Ravi Sales']));
  });
});
