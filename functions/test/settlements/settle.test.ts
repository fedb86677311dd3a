import { beforeEach, describe, expect, it } from 'vitest';
import { mySpends } from '../../src/callables/mySpends.js';
import { personBalance } from '../../src/callables/personBalance.js';
import { recordSettlement } from '../../src/callables/recordSettlement.js';
import { reverseSettlement } from '../../src/callables/reverseSettlement.js';
import { settleBalances } from '../../src/callables/settleBalances.js';
import { withdrawSpend } from '../../src/callables/withdrawSpend.js';
import { checkSpendEntryIndexes } from '../../src/services/indexes/spendEntryCheck.js';
import { checkLedger } from '../../src/services/ledger/ledgerCheck.js';
import { rebuildAllTotals } from '../../src/services/ledger/rebuildTotals.js';
import { admin, failureOf, invoke, newRequestId, otherSalesRep, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { approved, saved } from './approvedSpends.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

const today = orgDayOf(Date.now());

const balanceOf = (uid = salesRep.uid) => invoke(personBalance, { uid }, admin);

const settle = (entryIds: string[], change: Record<string, unknown> = {}) =>
  invoke<{ settlementId: string }>(
    recordSettlement,
    {
      requestId: newRequestId(),
      ownerUid: salesRep.uid,
      entryIds,
      direction: 'paid',
      amount: 1240.5,
      mode: 'upi',
      reference: 'UTR 4402 1130',
      date: today,
      ...change,
    },
    admin,
  );

async function noDifferences(): Promise<void> {
  const report = await checkSpendEntryIndexes(store, false);
  expect(report.differences).toEqual([]);
  const totals = (await rebuildAllTotals(store, false)).flatMap((one) => one.differences);
  expect(totals).toEqual([]);
}

describe('settling a person’s approved spends', () => {
  it('keeps the balance to the paisa, settles once, locks the entries, and reverses with a reason', async () => {
    const a = await approved(1000, 2000.3); // +1000.30
    const b = await approved(500, 400, 259.8); // -240.20
    await saved(700, 900); // waiting: not in the balance
    await approved(100, 50, undefined, otherSalesRep); // -50 for someone else
    let mine = await balanceOf();
    expect(mine.balance).toMatchObject({ entries: 2, advancePaise: 150_000, approvedPaise: 226_010 });
    expect(mine.balance.balancePaise).toBe(76_010);
    expect(mine.openEntries.map((entry) => entry.id).sort()).toEqual([a, b].sort());
    const list = await invoke(settleBalances, {}, admin);
    expect(list.people.map((person) => [person.uid, person.balancePaise])).toEqual([
      [salesRep.uid, 76_010],
      [otherSalesRep.uid, -5_000],
    ]);
    await noDifferences();

    // Every rule of the form, checked by the server too.
    const wrong = await failureOf(
      settle([a, b], {
        direction: 'recovered',
        amount: 760.11,
        mode: 'bank',
        reference: ' ',
        date: '2999-01-01',
      }),
    );
    expect(wrong.code).toBe('invalid-argument');
    expect(wrong.details?.fieldErrors?.map((error) => error.field)).toEqual([
      'direction',
      'amount',
      'reference',
      'date',
    ]);
    expect(wrong.details?.fieldErrors?.[1]?.message).toBe(
      'Enter ₹760.10: the balance of the ticked entries.',
    );
    const ownEntry = await failureOf(
      invoke(
        recordSettlement,
        {
          requestId: newRequestId(),
          ownerUid: admin.uid,
          entryIds: [a],
          direction: 'paid',
          amount: 1,
          mode: 'cash',
          reference: '',
          date: today,
        },
        admin,
      ),
    );
    expect(ownEntry.message).toBe('Every ticked entry must be this person’s.');

    const requestId = newRequestId();
    const input = {
      requestId,
      ownerUid: salesRep.uid,
      entryIds: [a, b],
      direction: 'paid',
      amount: 760.1,
      mode: 'upi',
      reference: 'UTR 4402 1130',
      date: today,
    };
    const first = await invoke<{ settlementId: string }>(recordSettlement, input, admin);
    // The same request id answers the first settlement and writes nothing more.
    expect(await invoke(recordSettlement, input, admin)).toEqual(first);
    mine = await balanceOf();
    expect(mine.balance).toMatchObject({ entries: 0, balancePaise: 0 });
    expect(mine.settlements).toHaveLength(1);
    expect(mine.settlements[0]).toMatchObject({
      id: first.settlementId,
      amountPaise: 76_010,
      reference: 'UTR 4402 1130',
    });
    const { entries } = await invoke(mySpends, {}, salesRep);
    const settledA = entries.find((entry) => entry.id === a);
    expect(settledA).toMatchObject({
      state: 'settled',
      settlement: { id: first.settlementId, mode: 'upi', date: today },
    });
    await noDifferences();

    // A second settlement of the same entries (a second tab) is refused whole.
    const again = await failureOf(settle([a, b], { amount: 760.1 }));
    expect(again.code).toBe('failed-precondition');
    expect(again.message).toMatch(
      /^2 of these entries were settled by Admin at \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
    // Settled entries are locked: not withdrawn (nor corrected: only a refused one is).
    const locked = await failureOf(
      invoke(withdrawSpend, { requestId: newRequestId(), entryId: a }, salesRep),
    );
    expect(locked.message).toMatch(
      /^It can no longer be withdrawn: Already approved by Admin .* and settled$/,
    );

    // Reversal: a reason is required; then the balance comes back and both events stay in the history.
    const noReason = await failureOf(
      invoke(
        reverseSettlement,
        { requestId: newRequestId(), settlementId: first.settlementId, reason: ' ' },
        admin,
      ),
    );
    expect(noReason.code).toBe('invalid-argument');
    await invoke(
      reverseSettlement,
      { requestId: newRequestId(), settlementId: first.settlementId, reason: 'Paid to the wrong account' },
      admin,
    );
    mine = await balanceOf();
    expect(mine.balance.balancePaise).toBe(76_010);
    expect(mine.settlements[0]?.reversal).toMatchObject({ reason: 'Paid to the wrong account' });
    const back = mine.openEntries.find((entry) => entry.id === a);
    expect(back?.settlement).toBeNull();
    expect(back?.history.map((event) => event.kind).slice(-2)).toEqual(['settled', 'settlementReversed']);
    const twice = await failureOf(
      invoke(
        reverseSettlement,
        { requestId: newRequestId(), settlementId: first.settlementId, reason: 'again' },
        admin,
      ),
    );
    expect(twice.message).toMatch(/^This settlement was already reversed by Admin/);
    await noDifferences();
    // And they can be settled again.
    await settle([a, b], { amount: 760.1 });
    expect((await balanceOf()).balance.balancePaise).toBe(0);
    await noDifferences();
  });

  it('of parallel settlements of the same entries, exactly one commits; the others change nothing', async () => {
    const ids = await Promise.all([approved(1000, 2240.5), approved(300, 300), approved(200, 200)]);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => settle(ids)));
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as Error] : [],
    );
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(5);
    for (const error of lost) expect(error.message).toMatch(/^3 of these entries were settled by Admin at /);
    const mine = await balanceOf();
    expect(mine.balance.balancePaise).toBe(0);
    expect(mine.settlements).toHaveLength(1);
    await noDifferences();
  });

  it('refuses a settlement of ₹0.00 naming why, and writes nothing', async () => {
    const even = await approved(300, 300);
    const before = await balanceOf();
    for (const change of [{ amount: 0 }, { amount: 0, mode: 'cash', reference: '' }]) {
      const refused = await failureOf(settle([even], change));
      expect(refused.code).toBe('invalid-argument');
      expect(refused.details?.fieldErrors).toEqual([
        {
          field: 'amount',
          message:
            'A settlement of ₹0.00 moves no money: tick entries that leave something to pay or recover.',
        },
      ]);
    }
    expect(await balanceOf()).toEqual(before);
    expect(before.openEntries.map((entry) => entry.id)).toEqual([even]);
    expect(await store.get('settlements')).toBeNull();
    await noDifferences();
  });

  it('the ledger’s rebuild repairs a lost balance', async () => {
    await approved(1000, 2240.5);
    await store.update({ [`spend_balances/${salesRep.uid}/openApproved`]: 1 });
    expect((await checkLedger(store, false)).differences).toMatchObject([
      { path: `spend_balances/${salesRep.uid}/openApproved`, stored: 1, computed: 224_050 },
    ]);
    await checkLedger(store, true);
    expect((await checkLedger(store, false)).differences).toEqual([]);
    await noDifferences();
    expect((await balanceOf()).balance.balancePaise).toBe(124_050);
  });
});
