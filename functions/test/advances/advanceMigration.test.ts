import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMonth } from '../../src/callables/closeMonth.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { exportMonth } from '../../src/callables/exportMonth.js';
import { myAdvances } from '../../src/callables/myAdvances.js';
import { personBalance } from '../../src/callables/personBalance.js';
import { accounts, linesTotal } from '../../src/domain/ledger/lines.js';
import { LEDGER_POSTINGS_PATH, readPosting, type Posting } from '../../src/domain/ledger/posting.js';
import { checkLedger } from '../../src/services/ledger/ledgerCheck.js';
import { admin, invoke, newRequestId, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { saved } from '../settlements/approvedSpends.js';
import { goTo } from '../support/orgClock.js';

const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

const decide = (entryId: string, decision: Record<string, unknown>) =>
  invoke(decideSpend, { requestId: newRequestId(), entryId, version: 1, decision }, admin);

async function postings(): Promise<{ id: string; posting: Posting }[]> {
  const tree = (await store.get<Record<string, unknown>>(LEDGER_POSTINGS_PATH)) ?? {};
  return Object.entries(tree).flatMap(([id, value]) => {
    const posting = readPosting(value);
    return posting ? [{ id, posting }] : [];
  });
}
const advanceLedger = async () =>
  linesTotal(
    (await postings())
      .flatMap(({ posting }) => posting.lines)
      .filter((line) => line.account === accounts.advances(salesRep.uid)),
  );

/**
 * A store as the version before advances left it: spends approved and refused with their Allocated
 * credited to the person's advances, and no payment of any advance booked. Made by booking them now and
 * taking every advance away again (the records, their indexes and their payments' postings).
 */
async function storeBeforeAdvances(): Promise<{ approvedId: string; refusedId: string; waitingId: string }> {
  goTo('2026-10-10');
  const approvedId = await saved(1000, 1200);
  await decide(approvedId, { kind: 'approve' });
  // Refused then, its allocation was booked as owed back by the person.
  const refusedId = await saved(300, 300);
  await store.update({ [`spend_entries/${refusedId}/advanceOwedOnRefusal`]: true });
  await decide(refusedId, { kind: 'refuse', reason: 'claimed twice' });
  const waitingId = await saved(500, 500);
  const paid = (await postings()).filter(({ posting }) => posting.kind === 'advancePaid');
  await store.update({
    advances: null,
    advance_owner: null,
    advance_open: null,
    advance_draws: null,
    [`spend_entries/${refusedId}/advanceOwedOnRefusal`]: null,
    ...Object.fromEntries(paid.map(({ id }) => [`${LEDGER_POSTINGS_PATH}/${id}`, null])),
  });
  return { approvedId, refusedId, waitingId };
}

describe('advances behind allocations booked before advances existed', () => {
  it('are made by the rebuild, paid on each spend’s day (late in a closed month): no advance ledger in credit, a spend still waiting approved on its own', async () => {
    const { approvedId, refusedId, waitingId } = await storeBeforeAdvances();
    // The allocations stand in credit on the advance ledger, with nothing paid: 1,000 used, 300 owed back.
    expect(await advanceLedger()).toBe(-130_000);
    goTo('2026-11-05');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const october = await invoke(exportMonth, { month: '2026-10', format: 'csv' }, admin);
    const balance = (await invoke(personBalance, { uid: salesRep.uid }, admin)).balance.balancePaise;
    expect((await checkLedger(store, false)).differences.length).toBeGreaterThan(0);

    await checkLedger(store, true);
    expect((await checkLedger(store, false)).differences).toEqual([]);
    // The spend still waiting holds its ₹500.00, for its approval to use.
    expect(await advanceLedger()).toBe(50_000);
    const made = (await postings()).filter(({ posting }) => posting.kind === 'advancePaid');
    expect(made.map(({ posting }) => [posting.day, posting.lateFrom, posting.reason])).toEqual([
      ['2026-11-01', '2026-10-10', 'advance recorded with the spend of 10/10/2026'],
      ['2026-11-01', '2026-10-10', 'advance recorded with the spend of 10/10/2026'],
      ['2026-11-01', '2026-10-10', 'advance recorded with the spend of 10/10/2026'],
    ]);
    // The closed month and what the person is owed do not move.
    expect(await invoke(exportMonth, { month: '2026-10', format: 'csv' }, admin)).toEqual(october);
    expect((await invoke(personBalance, { uid: salesRep.uid }, admin)).balance.balancePaise).toBe(balance);
    const mine = await invoke(myAdvances, {}, salesRep);
    expect(mine.heldPaise).toBe(50_000);
    expect(
      mine.advances.map((advance) => [advance.id, advance.usedPaise, advance.payment?.fromEntryDay]),
    ).toEqual(
      expect.arrayContaining([
        [approvedId, 100_000, '2026-10-10'],
        [refusedId, 30_000, '2026-10-10'],
        [waitingId, 0, '2026-10-10'],
      ]),
    );
    // Run again, it makes nothing more.
    await checkLedger(store, true);
    expect((await postings()).filter(({ posting }) => posting.kind === 'advancePaid')).toHaveLength(3);
    // The spend still waiting is approved on its own advance.
    await decide(waitingId, { kind: 'approve' });
    expect(await advanceLedger()).toBe(0);
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });
});
