import { beforeEach, describe, expect, it } from 'vitest';
import { personBalance } from '../../src/callables/personBalance.js';
import { recordSettlement } from '../../src/callables/recordSettlement.js';
import { savePlacementSpend } from '../../src/callables/savePlacementSpend.js';
import { spendPeople } from '../../src/callables/spendPeople.js';
import { withdrawSpend } from '../../src/callables/withdrawSpend.js';
import type { SpendPeopleOutput } from '../../src/domain/api/spendPeople.js';
import { rangeMessages } from '../../src/domain/api/dashboardRange.js';
import {
  admin,
  failureOf,
  invoke,
  newRequestId,
  otherSalesRep,
  placementRep,
  salesRep,
} from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { approved, saved } from './approvedSpends.js';
import { setPersonName } from '../../src/services/people/names.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

const today = orgDayOf(Date.now());
const people = (input: Record<string, unknown>) => invoke<SpendPeopleOutput>(spendPeople, input, admin);

describe('the dashboards’ per-person figures', () => {
  it('sums each person’s entries, claims, approvals, settlements and balance, to the paisa', async () => {
    // Asha has a kept name; Ravi has none, so his email names him.
    await setPersonName(store, { uid: salesRep.uid, email: salesRep.email, name: 'Asha Rao' }, 'test');
    const a = await approved(1000, 2000.3); // +1000.30, settled below
    await approved(500, 400, 259.8); // -240.20, open
    await saved(700, 900); // waiting
    const gone = await saved(100, 100);
    await invoke(withdrawSpend, { requestId: newRequestId(), entryId: gone }, salesRep);
    await approved(100, 50, undefined, otherSalesRep); // -50, open
    await invoke(
      savePlacementSpend,
      {
        requestId: newRequestId(),
        visitType: 'Single Visit',
        companies: ['Acme'],
        allocatedAmount: 5000,
        spentAmount: 9000,
      },
      placementRep,
    );
    await invoke(
      recordSettlement,
      {
        requestId: newRequestId(),
        ownerUid: salesRep.uid,
        entryIds: [a],
        direction: 'paid',
        amount: 1000.3,
        mode: 'upi',
        reference: 'UTR 1',
        date: today,
      },
      admin,
    );

    const sales = await people({ side: 'sales', from: today, to: today });
    expect(sales.people).toEqual([
      {
        uid: salesRep.uid,
        email: salesRep.email,
        name: 'Asha Rao',
        entries: 3,
        allocatedPaise: 220_000,
        claimedPaise: 330_030,
        approvedPaise: 226_010,
        settledPaise: 100_030,
        // -240.20 open; the withdrawn spend's ₹100 advance stays with her as an advance, not owed.
        balancePaise: -24_020,
      },
      {
        uid: otherSalesRep.uid,
        email: otherSalesRep.email,
        name: 'Ravi Sales',
        entries: 1,
        allocatedPaise: 10_000,
        claimedPaise: 5_000,
        approvedPaise: 5_000,
        settledPaise: 0,
        balancePaise: -5_000,
      },
    ]);
    // The balance column agrees with the person's balance (all their entries are in the range).
    const balance = await invoke<{ balance: { balancePaise: number } }>(
      personBalance,
      { uid: salesRep.uid },
      admin,
    );
    expect(balance.balance.balancePaise).toBe(-24_020);
    // No range: all days, the same figures; the other side has its own people.
    expect(await people({ side: 'sales' })).toEqual(sales);
    const placement = await people({ side: 'placement' });
    expect(placement.people.map((person) => [person.uid, person.claimedPaise, person.balancePaise])).toEqual([
      [placementRep.uid, 900_000, 0],
    ]);
  });

  it('reads only the days of the range, and leaves out people with nothing in it', async () => {
    await store.update({
      'spend_balances/u1/email': 'asha@example.com',
      'spend_balances/u2/email': 'ravi@example.com',
      'spend_balances/u3/openEntries': 0,
      'spend_person_days/sales/u1/2026-11-01': { entries: 1, allocated: 100, claimed: 150 },
      'spend_person_days/sales/u1/2026-11-02': {
        entries: 2,
        allocated: 1000,
        claimed: 1300,
        approved: 1200,
        approvedAllocated: 1000,
        openEntries: 2,
        openAllocated: 1000,
        openApproved: 1200,
      },
      'spend_person_days/sales/u1/2026-11-03': {
        entries: 1,
        allocated: 500,
        claimed: 200,
        approved: 200,
        approvedAllocated: 500,
        settled: -300,
      },
      'spend_person_days/sales/u1/2026-11-04': { entries: 1, allocated: 7, claimed: 7 },
      'spend_person_days/sales/u2/2026-10-30': { entries: 1, allocated: 9, claimed: 9 },
      // A person whose figures in the range went back to zero (a withdrawal) is not listed.
      'spend_person_days/sales/u3/2026-11-02': { entries: 0, allocated: 0, claimed: 0 },
      'spend_person_days/placement/u2/2026-11-02': { entries: 1, allocated: 5, claimed: 5 },
    });
    const range = await people({ side: 'sales', from: '2026-11-02', to: '2026-11-03' });
    expect(range.people).toEqual([
      {
        uid: 'u1',
        email: 'asha@example.com',
        name: 'Asha',
        entries: 3,
        allocatedPaise: 1500,
        claimedPaise: 1500,
        approvedPaise: 1400,
        settledPaise: -300,
        balancePaise: 200,
      },
    ]);
    const from = await people({ side: 'sales', from: '2026-11-04' });
    expect(from.people.map((person) => [person.uid, person.entries])).toEqual([['u1', 1]]);
    const to = await people({ side: 'sales', to: '2026-10-31' });
    expect(to.people.map((person) => [person.email, person.claimedPaise])).toEqual([['ravi@example.com', 9]]);
    expect((await people({ side: 'sales', from: '2026-12-01' })).people).toEqual([]);
  });

  it('refuses a range that ends before it starts, and anyone but an admin', async () => {
    const order = await failureOf(people({ side: 'sales', from: '2026-11-05', to: '2026-11-01' }));
    expect(order.code).toBe('invalid-argument');
    expect(order.message).toContain(rangeMessages.order);
    const denied = await failureOf(invoke(spendPeople, { side: 'sales' }, salesRep));
    expect(denied.code).toBe('permission-denied');
  });
});
