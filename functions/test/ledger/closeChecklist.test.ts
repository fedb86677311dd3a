import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseLedgerCommand, runLedgerCommand } from '../../../scripts/ledger/command.js';
import { closeChecklist } from '../../src/callables/closeChecklist.js';
import { closeMonth } from '../../src/callables/closeMonth.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { spendStatement } from '../../src/callables/spendStatement.js';
import { admin, failureOf, invoke, newRequestId, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { goTo } from '../support/orgClock.js';

/** The close as a checklist: what still waits in the month, and a month with nothing booked in it. */
const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

async function saveOn(day: string, spent: number): Promise<string> {
  const input = {
    requestId: newRequestId(),
    visitType: 'Single Visit',
    colleges: ['VJTI Mumbai'],
    allocatedAmount: 0,
    spentAmount: spent,
    day,
  };
  return (await invoke(saveSalesSpend, input, salesRep)).entryId ?? '';
}
const approve = (entryId: string) =>
  invoke(
    decideSpend,
    { requestId: newRequestId(), entryId, version: 1, decision: { kind: 'approve' } },
    admin,
  );
const checklistOf = (month: string) => invoke(closeChecklist, { month }, admin);

describe('closing a month', () => {
  it('lists the spends of the month still waiting for review, their count and sum', async () => {
    goTo('2026-10-20');
    await saveOn('2026-10-20', 100);
    goTo('2026-11-03');
    await saveOn('2026-10-25', 200.5);
    await approve(await saveOn('2026-10-26', 50));
    // Not October’s: a spend of November.
    await saveOn('2026-11-02', 70);
    expect(await checklistOf('2026-10')).toEqual({
      month: '2026-10',
      waiting: { count: 2, paise: 30_050 },
      booked: true,
    });
    expect((await failureOf(invoke(closeChecklist, { month: '2026-10' }, salesRep))).code).toBe(
      'permission-denied',
    );
    await invoke(closeMonth, { month: '2026-10' }, admin);
    // Closed, nothing of October waits to be closed any more: a decision now is booked late.
    expect((await checklistOf('2026-10')).waiting).toEqual({ count: 0, paise: 0 });
  });

  it('says when the month has nothing booked in it', async () => {
    goTo('2026-11-03');
    await saveOn('2026-11-02', 70);
    expect(await checklistOf('2026-10')).toEqual({
      month: '2026-10',
      waiting: { count: 0, paise: 0 },
      booked: false,
    });
  });

  it('warns on npm run ledger -- close of what still waits and of a month with nothing in it', async () => {
    goTo('2026-10-20');
    const waiting = await saveOn('2026-10-20', 100);
    goTo('2026-12-03');
    const lines: string[] = [];
    const close = (month: string) =>
      runLedgerCommand(parseLedgerCommand(['close', month]), store, (line) => lines.push(line));
    await close('2026-10');
    expect(lines).toEqual([
      'Closed every month up to 2026-10.',
      'Warning: 1 spend of October 2026 still waits for review (₹100.00 claimed). Closed now, it will be booked late in November 2026, when decided.',
    ]);
    lines.length = 0;
    await close('2026-11');
    expect(lines).toEqual([
      'Closed every month up to 2026-11.',
      'Warning: Nothing is booked in November 2026: no spend, decision or settlement is dated in it.',
    ]);
    await approve(waiting);
    const december = await invoke(spendStatement, { month: '2026-12' }, salesRep);
    expect(december.rows.find((row) => row.event === 'approved')).toMatchObject({
      date: '2026-12-01',
      lateFrom: '2026-10-20',
    });
  });
});
