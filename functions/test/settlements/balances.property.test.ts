import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { correctSpend } from '../../src/callables/correctSpend.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { personBalance } from '../../src/callables/personBalance.js';
import { recordSettlement } from '../../src/callables/recordSettlement.js';
import { reverseSettlement } from '../../src/callables/reverseSettlement.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { spendStatement } from '../../src/callables/spendStatement.js';
import { withdrawSpend } from '../../src/callables/withdrawSpend.js';
import { entryBalancePaise } from '../../src/domain/settlements/balances.js';
import { nextMonth } from '../../src/domain/settlements/statement.js';
import { fromPaise } from '../../src/domain/spend/money.js';
import { orgDayOf } from '../../src/domain/spend/orgDay.js';
import { checkSpendEntryIndexes } from '../../src/services/indexes/spendEntryCheck.js';
import { readAllEntries } from '../../src/services/indexes/readRecords.js';
import { parseEntry } from '../../src/services/spendEntries/entryView.js';
import { admin, invoke, newRequestId, otherSalesRep, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

const reps = [salesRep, otherSalesRep];
const today = orgDayOf(Date.now());
const month = today.slice(0, 7);
const months = [
  `${String(Number(month.slice(0, 4)) - 1)}-12`,
  `${month.slice(0, 4)}-01`,
  `${month.slice(0, 4)}-02`,
].filter((one) => one < month);
const paise = fc.integer({ min: 1, max: 500_000 });

type Op =
  | { kind: 'save'; rep: number; allocated: number; spent: number }
  | { kind: 'decide'; pick: number; how: 'approve' | 'less' | 'refuse'; fraction: number }
  | { kind: 'correct'; pick: number; allocated: number; spent: number }
  | { kind: 'withdraw'; pick: number }
  | { kind: 'settle'; rep: number; mask: number; back: number }
  | { kind: 'reverse'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      rep: fc.nat(1),
      allocated: paise,
      spent: paise,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      how: fc.constantFrom('approve' as const, 'less' as const, 'refuse' as const),
      fraction: fc.double({ min: 0, max: 0.99, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('correct' as const),
      pick: fc.nat(),
      allocated: paise,
      spent: paise,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      rep: fc.nat(1),
      mask: fc.nat(),
      back: fc.nat(3),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }) },
);

async function entries() {
  return (await readAllEntries(store, 'spend_entries')).flatMap(({ key, value }) => {
    const entry = parseEntry(value);
    return entry ? [{ id: key, entry }] : [];
  });
}

const pickOf = <T>(list: readonly T[], index: number): T | undefined =>
  list[index % Math.max(1, list.length)];

async function run(step: Op, settlements: string[]): Promise<void> {
  const all = await entries();
  const inState = (state: string) => all.filter(({ entry }) => entry.state === state);
  switch (step.kind) {
    case 'save': {
      await invoke(
        saveSalesSpend,
        {
          requestId: newRequestId(),
          visitType: 'Single Visit',
          colleges: ['VJTI Mumbai'],
          allocatedAmount: fromPaise(step.allocated),
          spentAmount: fromPaise(step.spent),
        },
        reps[step.rep],
      );
      return;
    }
    case 'decide': {
      const chosen = pickOf(inState('waiting'), step.pick);
      if (!chosen) return;
      const claimed = Math.round(chosen.entry.amounts.spentAmount * 100);
      const decision =
        step.how === 'approve' || (step.how === 'less' && claimed < 2)
          ? { kind: 'approve' }
          : step.how === 'less'
            ? {
                kind: 'approveLess',
                amount: fromPaise(Math.max(1, Math.floor(claimed * step.fraction))),
                reason: 'less',
              }
            : { kind: 'refuse', reason: 'no bill' };
      await invoke(
        decideSpend,
        { requestId: newRequestId(), entryId: chosen.id, version: chosen.entry.version, decision },
        admin,
      );
      return;
    }
    case 'correct': {
      const chosen = pickOf(inState('refused'), step.pick);
      if (!chosen) return;
      const owner = reps.find((rep) => rep.uid === chosen.entry.owner.uid);
      await invoke(
        correctSpend,
        {
          requestId: newRequestId(),
          entryId: chosen.id,
          side: 'sales',
          visitType: 'Single Visit',
          colleges: ['COEP Pune'],
          billIds: [],
          allocatedAmount: fromPaise(step.allocated),
          spentAmount: fromPaise(step.spent),
        },
        owner,
      );
      return;
    }
    case 'withdraw': {
      const chosen = pickOf(inState('waiting'), step.pick);
      if (!chosen) return;
      const owner = reps.find((rep) => rep.uid === chosen.entry.owner.uid);
      await invoke(withdrawSpend, { requestId: newRequestId(), entryId: chosen.id }, owner);
      return;
    }
    case 'settle': {
      const rep = reps[step.rep];
      const open = inState('approved').filter(({ entry }) => entry.owner.uid === rep?.uid);
      const ticked = open.filter((_, index) => (step.mask >> index) % 2 === 1 || index === 0);
      if (!rep || ticked.length === 0) return;
      const balance = ticked.reduce((sum, { entry }) => sum + entryBalancePaise(entry), 0);
      const date = [today, ...months.map((one) => `${one}-15`)][step.back] ?? today;
      const { settlementId } = await invoke(
        recordSettlement,
        {
          requestId: newRequestId(),
          ownerUid: rep.uid,
          entryIds: ticked.map(({ id }) => id),
          direction: balance >= 0 ? 'paid' : 'recovered',
          amount: fromPaise(Math.abs(balance)),
          mode: 'cash',
          reference: '',
          date,
        },
        admin,
      );
      settlements.push(settlementId);
      return;
    }
    case 'reverse': {
      const id = settlements.splice(step.pick % Math.max(1, settlements.length), 1)[0];
      if (id === undefined) return;
      await invoke(
        reverseSettlement,
        { requestId: newRequestId(), settlementId: id, reason: 'wrong account' },
        admin,
      );
      return;
    }
  }
}

describe('running balances', () => {
  it('equal the balance recomputed from the entries, to the paisa, after any sequence; statements chain', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 16 }), async (steps) => {
        await clear();
        const settlements: string[] = [];
        for (const step of steps) await run(step, settlements);
        expect((await checkSpendEntryIndexes(store, false)).differences).toEqual([]);
        const all = await entries();
        for (const rep of reps) {
          const expected = all
            .filter(({ entry }) => entry.owner.uid === rep.uid && entry.state === 'approved')
            .reduce((sum, { entry }) => sum + entryBalancePaise(entry), 0);
          const { balance } = await invoke(personBalance, {}, rep);
          expect(balance.balancePaise).toBe(expected);
          // Each month's closing balance opens the next; this month's closes at the running balance.
          let previous: number | null = null;
          for (let one = months[0] ?? month; one <= month; one = nextMonth(one)) {
            const statement = await invoke(spendStatement, { month: one }, rep);
            if (previous !== null) expect(statement.opening).toBe(previous);
            expect(statement.closing).toBe(
              statement.opening + statement.rows.reduce((sum, row) => sum + row.change, 0),
            );
            previous = statement.closing;
          }
          expect(previous).toBe(expected);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
