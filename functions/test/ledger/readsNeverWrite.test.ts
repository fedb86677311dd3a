import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMonth } from '../../src/callables/closeMonth.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { exportMonth } from '../../src/callables/exportMonth.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { spendStatement } from '../../src/callables/spendStatement.js';
import type { ExportMonthOutput } from '../../src/domain/api/exportMonth.js';
import { setPersonName } from '../../src/services/people/names.js';
import { admin, failureOf, invoke, newRequestId, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { goTo } from '../support/orgClock.js';

/** A month's reads (its statement, its files) write nothing, and only months of the books are read. */
const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

async function approvedSpend(spent: number): Promise<void> {
  const input = {
    requestId: newRequestId(),
    visitType: 'Single Visit',
    colleges: ['VJTI Mumbai'],
    allocatedAmount: 0,
    spentAmount: spent,
  };
  const { entryId } = await invoke(saveSalesSpend, input, salesRep);
  const decision = { kind: 'approve' };
  await invoke(decideSpend, { requestId: newRequestId(), entryId, version: 1, decision }, admin);
}
const exported = (month: string) => invoke<ExportMonthOutput>(exportMonth, { month, format: 'tally' }, admin);
const statement = (month: string) => invoke(spendStatement, { month }, salesRep);
const namesKept = async () => ({
  frozen: await store.get('ledger_frozen'),
  ledgers: await store.get('ledger_names'),
});

async function octoberClosed(): Promise<void> {
  await setPersonName(store, { uid: salesRep.uid, email: salesRep.email, name: 'Asha Rao' }, 'test');
  goTo('2026-10-10');
  await approvedSpend(1500);
  goTo('2026-11-02');
  await invoke(closeMonth, { month: '2026-10' }, admin);
}

describe('the months a read can ask for', () => {
  it('refuse a month before the first posting or after this month, saying why, and write nothing', async () => {
    await octoberClosed();
    const kept = await namesKept();
    // The close froze the months it closed that the books hold: October alone.
    expect(Object.keys(kept.frozen ?? {})).toEqual(['2026-10']);
    const before = (month: string) =>
      `There is nothing in the books for ${month}: they begin in October 2026.`;
    const after = (month: string) => `There is nothing in the books for ${month}: that month has not begun.`;
    const refusals: [() => Promise<unknown>, string][] = [
      [() => exported('1970-01'), before('January 1970')],
      [() => exported('2026-09'), before('September 2026')],
      [() => statement('0001-01'), before('January 0001')],
      [() => statement('9999-12'), after('December 9999')],
      [() => statement('2026-12'), after('December 2026')],
    ];
    for (const [call, message] of refusals) {
      const refused = await failureOf(call());
      expect(refused.code).toBe('out-of-range');
      expect(refused.message).toBe(message);
    }
    // This month and the months of the books answer.
    expect((await statement('2026-11')).rows).toEqual([]);
    expect((await statement('2026-10')).rows).not.toEqual([]);
    expect((await exported('2026-10')).vouchers).toBeGreaterThan(0);
    expect(await namesKept()).toEqual(kept);
  });

  it('reads a closed month that has no frozen names with the names of now, keeping none', async () => {
    await octoberClosed();
    await store.remove('ledger_frozen');
    await store.remove('ledger_names');
    const file = (await exported('2026-10')).content;
    expect(file).toContain('Asha Rao');
    expect((await statement('2026-10')).person.name).toBe('Asha Rao');
    expect(await namesKept()).toEqual({ frozen: null, ledgers: null });
  });
});
