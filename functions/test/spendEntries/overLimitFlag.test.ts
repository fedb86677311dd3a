import { beforeEach, describe, expect, it } from 'vitest';
import { correctSpend } from '../../src/callables/correctSpend.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { reviewQueue } from '../../src/callables/reviewQueue.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { flagLines } from '../../src/domain/spendEntries/spendFlags.js';
import { admin, invoke, newRequestId, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

const values = (food: number) => ({
  visitType: 'Single Visit',
  colleges: ['VJTI Mumbai'],
  allocatedAmount: 1000,
  spentAmount: food + 20,
  food,
});

const save = (food: number) =>
  invoke(saveSalesSpend, { requestId: newRequestId(), ...values(food) }, salesRep);
const refuse = (entryId: string, version: number) =>
  invoke(
    decideSpend,
    { requestId: newRequestId(), entryId, version, decision: { kind: 'refuse', reason: 'Food again' } },
    admin,
  );
const correct = (entryId: string, food: number) =>
  invoke(correctSpend, { side: 'sales', requestId: newRequestId(), entryId, ...values(food) }, salesRep);

/** The over-limit line of an entry as the Review list shows it now. */
async function overLimitLine(entryId: string): Promise<string | undefined> {
  const { rows } = await invoke(reviewQueue, {}, admin);
  const row = rows.find((candidate) => candidate.id === entryId);
  if (!row) throw new Error(`${entryId} is not in the queue`);
  return flagLines(row.flags, row.day).find((line) => line.kind === 'overLimit')?.text;
}

describe('the over-limit flag', () => {
  it("names the day's total, its spends and the limit, and follows a correction of another spend of the day", async () => {
    await store.set('spend_policy', { sales: { food: { limit: { amount: 500 } } } });
    const first = await save(300);
    const second = await save(500);
    expect(first.flags ?? []).toEqual([]);
    expect(second.flags).toEqual([
      { kind: 'overLimit', category: 'food', limit: 500, dayTotal: 800, spends: 2 },
    ]);
    const stored = (await store.get<string>(`spend_entries/${second.entryId ?? ''}/day`)) ?? '';
    const day = `${stored.slice(8, 10)}/${stored.slice(5, 7)}`;
    expect(await overLimitLine(second.entryId ?? '')).toBe(
      `Food ₹800.00 on ${day} across 2 spends, limit ₹500.00`,
    );

    // The first corrected down: the second's flag names the day as it now stands.
    await refuse(first.entryId ?? '', 1);
    await correct(first.entryId ?? '', 100.5);
    expect(await overLimitLine(second.entryId ?? '')).toBe(
      `Food ₹600.50 on ${day} across 2 spends, limit ₹500.00`,
    );

    // Corrected to no food: the day is within the limit, so the flag goes.
    await refuse(first.entryId ?? '', 2);
    await correct(first.entryId ?? '', 0);
    expect(await overLimitLine(second.entryId ?? '')).toBeUndefined();
    // ...and the Over limit filter no longer lists it, though the unfiltered list still does.
    const overLimit = await invoke(reviewQueue, { flag: 'overLimit' }, admin);
    expect(overLimit.rows.map((row) => row.id)).not.toContain(second.entryId);
    const all = await invoke(reviewQueue, {}, admin);
    expect(all.rows.map((row) => row.id)).toContain(second.entryId);
  });
});
