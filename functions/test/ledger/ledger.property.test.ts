import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMonth } from '../../src/callables/closeMonth.js';
import { correctSpend } from '../../src/callables/correctSpend.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { personBalance } from '../../src/callables/personBalance.js';
import { recordSettlement } from '../../src/callables/recordSettlement.js';
import { reopenSpend } from '../../src/callables/reopenSpend.js';
import { reverseSettlement } from '../../src/callables/reverseSettlement.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { spendStatement } from '../../src/callables/spendStatement.js';
import { spendSummary } from '../../src/callables/spendSummary.js';
import { withdrawSpend } from '../../src/callables/withdrawSpend.js';
import { checkSpendEntryIndexes } from '../../src/services/indexes/spendEntryCheck.js';
import { checkLedger } from '../../src/services/ledger/ledgerCheck.js';
import { admin, failureOf, invoke, newRequestId, otherSalesRep, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';

/**
 * The ledger against a model written here, in plain arithmetic over the events the test generates
 * (it never calls the project's balance, ledger or aggregation code): random sequences of spends,
 * decisions, reopenings, corrections, withdrawals, settlements, reversals and month closes over several months for
 * two people and three places. After every step each balance, each place's approved figure and each
 * month's statement equal the model's to the paisa, and each closed month's statements read byte for
 * byte as they did when it closed.
 */
const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

const reps = [salesRep, otherSalesRep];
const places = ['VJTI Mumbai', 'COEP Pune', 'IIT Bombay'];
const start = Date.UTC(2026, 7, 3, 6, 0); // 3 Aug 2026, 11:30 in Asia/Kolkata
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface ModelEntry {
  id: string;
  owner: number;
  place: string;
  day: string;
  allocated: number;
  claimed: number;
  state: 'waiting' | 'approved' | 'refused' | 'withdrawn';
  approved: number;
  settlement: string | null;
  version: number;
  /** Refused with the allocation recorded in error: no advance owed. */
  advanceReversed: boolean;
}
interface ModelSettlement {
  id: string;
  owner: number;
  entries: { id: string; change: number }[];
  reversed: boolean;
}
interface Model {
  /** Each closed month's statements as they read when it closed, per person. */
  closed: Map<string, string[]>;
  entries: ModelEntry[];
  settlements: ModelSettlement[];
  /** Every change of a claimed amount, dated. */
  claims: { owner: number; day: string; paise: number }[];
  /** Every change of a balance, dated: the model's ledger. */
  changes: { owner: number; day: string; paise: number }[];
}

type Op =
  | { kind: 'wait'; hours: number }
  | { kind: 'save'; rep: number; place: number; allocated: number; spent: number; back: number }
  | { kind: 'decide'; pick: number; how: 'approve' | 'less' | 'refuse'; fraction: number; inError: boolean }
  | { kind: 'correct'; pick: number; allocated: number; spent: number }
  | { kind: 'withdraw'; pick: number }
  | { kind: 'settle'; rep: number; mask: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'close' }
  | { kind: 'reopen'; pick: number };

const paise = fc.integer({ min: 0, max: 300_000 });
const spent = fc.integer({ min: 1, max: 300_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 24 * 20 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      rep: fc.nat(1),
      place: fc.nat(2),
      allocated: paise,
      spent,
      back: fc.nat(34),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      how: fc.constantFrom('approve' as const, 'less' as const, 'refuse' as const),
      fraction: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      inError: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('correct' as const),
      pick: fc.nat(),
      allocated: paise,
      spent,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('settle' as const), rep: fc.nat(1), mask: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), pick: fc.nat() }) },
);

/** The day in Asia/Kolkata (UTC+05:30, no daylight saving), written out here rather than imported. */
const dayOf = (ms: number): string => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
const rupees = (amount: number): number => amount / 100;
const pickOf = <T>(list: readonly T[], index: number): T | undefined =>
  list[index % Math.max(1, list.length)];

function book(model: Model, owner: number, day: string, paise: number): void {
  if (paise !== 0) model.changes.push({ owner, day, paise });
}

async function step(model: Model, action: Op): Promise<void> {
  const today = dayOf(Date.now());
  const waiting = model.entries.filter((entry) => entry.state === 'waiting');
  switch (action.kind) {
    case 'wait':
      vi.setSystemTime(Date.now() + action.hours * HOUR);
      return;
    case 'save': {
      // Up to 34 days back: past 30 (the default window) or in a closed month, the server refuses it.
      const day = dayOf(Date.now() - action.back * DAY);
      const input = {
        requestId: newRequestId(),
        visitType: 'Single Visit',
        colleges: [places[action.place]],
        allocatedAmount: rupees(action.allocated),
        spentAmount: rupees(action.spent),
        day,
      };
      const refused = action.back > 30 || [...model.closed.keys()].some((month) => day.slice(0, 7) <= month);
      if (refused) {
        const failure = await failureOf(invoke(saveSalesSpend, input, reps[action.rep]));
        expect(failure.details?.fieldErrors?.[0]?.field).toBe('day');
        return;
      }
      const saved = await invoke(saveSalesSpend, input, reps[action.rep]);
      model.claims.push({ owner: action.rep, day, paise: action.spent });
      model.entries.push({
        id: saved.entryId ?? '',
        owner: action.rep,
        place: places[action.place] ?? '',
        day,
        allocated: action.allocated,
        claimed: action.spent,
        state: 'waiting',
        approved: 0,
        settlement: null,
        version: 1,
        advanceReversed: false,
      });
      return;
    }
    case 'decide': {
      const entry = pickOf(waiting, action.pick);
      if (!entry) return;
      const less = Math.floor(entry.claimed * action.fraction);
      const how = action.how === 'less' && (less < 1 || less >= entry.claimed) ? 'approve' : action.how;
      const decision =
        how === 'approve'
          ? { kind: 'approve' }
          : how === 'less'
            ? { kind: 'approveLess', amount: rupees(less), reason: 'less' }
            : { kind: 'refuse', reason: 'no bill', ...(action.inError ? { advanceInError: true } : {}) };
      await invoke(
        decideSpend,
        { requestId: newRequestId(), entryId: entry.id, version: entry.version, decision },
        admin,
      );
      if (how === 'refuse') {
        entry.state = 'refused';
        entry.advanceReversed = action.inError && entry.allocated > 0;
        if (!entry.advanceReversed) book(model, entry.owner, today, -entry.allocated);
      } else {
        entry.state = 'approved';
        entry.approved = how === 'less' ? less : entry.claimed;
        book(model, entry.owner, today, entry.approved - entry.allocated);
      }
      return;
    }
    case 'correct': {
      const entry = pickOf(
        model.entries.filter((one) => one.state === 'refused' && one.settlement === null),
        action.pick,
      );
      if (!entry) return;
      await invoke(
        correctSpend,
        {
          requestId: newRequestId(),
          entryId: entry.id,
          side: 'sales',
          visitType: 'Single Visit',
          colleges: [entry.place],
          billIds: [],
          allocatedAmount: rupees(action.allocated),
          spentAmount: rupees(action.spent),
        },
        reps[entry.owner],
      );
      // Waiting again: the refused spend's advance is no longer held until it is decided again.
      if (!entry.advanceReversed) book(model, entry.owner, today, entry.allocated);
      model.claims.push({ owner: entry.owner, day: today, paise: action.spent - entry.claimed });
      Object.assign(entry, {
        state: 'waiting',
        allocated: action.allocated,
        claimed: action.spent,
        version: entry.version + 1,
        advanceReversed: false,
      });
      return;
    }
    case 'withdraw': {
      const entry = pickOf(waiting, action.pick);
      if (!entry) return;
      await invoke(withdrawSpend, { requestId: newRequestId(), entryId: entry.id }, reps[entry.owner]);
      entry.state = 'withdrawn';
      book(model, entry.owner, today, -entry.allocated);
      model.claims.push({ owner: entry.owner, day: today, paise: -entry.claimed });
      return;
    }
    case 'settle': {
      const open = model.entries.filter(
        (entry) =>
          entry.owner === action.rep &&
          entry.settlement === null &&
          (entry.state === 'approved' ||
            (entry.state !== 'waiting' && entry.allocated > 0 && !entry.advanceReversed)),
      );
      const ticked = open.filter((_, index) => (action.mask >> index) % 2 === 1 || index === 0);
      if (ticked.length === 0) return;
      const owed = ticked.reduce((sum, entry) => sum + entry.approved - entry.allocated, 0);
      const { settlementId } = await invoke<{ settlementId: string }>(
        recordSettlement,
        {
          requestId: newRequestId(),
          ownerUid: reps[action.rep]?.uid,
          entryIds: ticked.map((entry) => entry.id),
          direction: owed >= 0 ? 'paid' : 'recovered',
          amount: rupees(Math.abs(owed)),
          mode: 'cash',
          reference: '',
          date: today,
        },
        admin,
      );
      for (const entry of ticked) entry.settlement = settlementId;
      model.settlements.push({
        id: settlementId,
        owner: action.rep,
        entries: ticked.map((entry) => ({ id: entry.id, change: -(entry.approved - entry.allocated) })),
        reversed: false,
      });
      book(model, action.rep, today, -owed);
      return;
    }
    case 'reopen': {
      const entry = pickOf(
        model.entries.filter((one) => one.state === 'approved' && one.settlement === null),
        action.pick,
      );
      if (!entry) return;
      await invoke(
        reopenSpend,
        {
          requestId: newRequestId(),
          entryId: entry.id,
          version: entry.version,
          reason: 'approved by mistake',
        },
        admin,
      );
      book(model, entry.owner, today, -(entry.approved - entry.allocated));
      Object.assign(entry, { state: 'waiting', approved: 0 });
      return;
    }
    case 'close': {
      const [year, month] = today.split('-').map(Number) as [number, number];
      const last =
        month === 1 ? `${String(year - 1)}-12` : `${String(year)}-${String(month - 1).padStart(2, '0')}`;
      if (last < dayOf(start).slice(0, 7) || model.closed.has(last)) return;
      await invoke(closeMonth, { month: last }, admin);
      for (const one of monthsOf().filter((m) => m <= last && !model.closed.has(m))) {
        model.closed.set(one, await Promise.all(reps.map((rep) => statementText(one, rep))));
      }
      return;
    }
    case 'reverse': {
      const settlement = pickOf(
        model.settlements.filter((one) => !one.reversed),
        action.pick,
      );
      if (!settlement) return;
      await invoke(
        reverseSettlement,
        { requestId: newRequestId(), settlementId: settlement.id, reason: 'wrong account' },
        admin,
      );
      settlement.reversed = true;
      for (const { id, change } of settlement.entries) {
        const entry = model.entries.find((one) => one.id === id);
        if (entry) entry.settlement = null;
        book(model, settlement.owner, today, -change);
      }
    }
  }
}

const monthsOf = (): string[] => {
  const first = dayOf(start).slice(0, 7);
  const last = dayOf(Date.now()).slice(0, 7);
  const months: string[] = [];
  for (let [year, month] = first.split('-').map(Number) as [number, number]; ;) {
    const one = `${String(year)}-${String(month).padStart(2, '0')}`;
    months.push(one);
    if (one >= last) break;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
};

const statementText = async (month: string, rep: (typeof reps)[number]): Promise<string> =>
  JSON.stringify(await invoke(spendStatement, { month }, rep));

async function expectModel(model: Model): Promise<void> {
  for (const [month, texts] of model.closed) {
    expect(await Promise.all(reps.map((rep) => statementText(month, rep)))).toEqual(texts);
  }
  for (const [index, rep] of reps.entries()) {
    const mine = model.changes.filter((change) => change.owner === index);
    const total = mine.reduce((sum, change) => sum + change.paise, 0);
    const { balance } = await invoke<{ balance: { balancePaise: number } }>(personBalance, {}, rep);
    expect(balance.balancePaise).toBe(total);
    for (const month of monthsOf()) {
      const statement = await invoke(spendStatement, { month }, rep);
      const opening = mine
        .filter((change) => change.day < `${month}-01`)
        .reduce((sum, c) => sum + c.paise, 0);
      const within = mine
        .filter((change) => change.day.startsWith(month))
        .reduce((sum, c) => sum + c.paise, 0);
      expect([month, statement.opening, statement.closing]).toEqual([month, opening, opening + within]);
      expect(statement.rows.reduce((sum, row) => sum + row.change, 0)).toBe(within);
      const claimed = model.claims
        .filter((claim) => claim.owner === index && claim.day.startsWith(month))
        .reduce((sum, claim) => sum + claim.paise, 0);
      expect([month, statement.totals.claimed]).toEqual([month, claimed]);
    }
  }
  const summary = await invoke(spendSummary, { side: 'sales' }, admin);
  for (const place of places) {
    const approved = model.entries
      .filter((entry) => entry.place === place && entry.state === 'approved')
      .reduce((sum, entry) => sum + entry.approved, 0);
    const shown = summary.places.find((row) => row.place === place)?.totals.approved ?? 0;
    expect([place, shown]).toEqual([place, approved]);
  }
}

describe('the ledger against a model of the events', () => {
  it('gives every balance, place and statement the model gives, to the paisa, after each step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (actions) => {
        await clear();
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(start);
        const model: Model = { closed: new Map(), claims: [], entries: [], settlements: [], changes: [] };
        for (const action of actions) {
          await step(model, action);
          await expectModel(model);
        }
        expect((await checkSpendEntryIndexes(store, false)).differences).toEqual([]);
        expect((await checkLedger(store, false)).differences).toEqual([]);
        vi.useRealTimers();
      }),
      { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 200) },
    );
  }, 600_000);
});
