import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeChecklist } from '../../src/callables/closeChecklist.js';
import { closeMonth } from '../../src/callables/closeMonth.js';
import { exportMonth } from '../../src/callables/exportMonth.js';
import { myAdvances } from '../../src/callables/myAdvances.js';
import { personBalance } from '../../src/callables/personBalance.js';
import { spendPeople } from '../../src/callables/spendPeople.js';
import { spendStatement } from '../../src/callables/spendStatement.js';
import { spendSummary } from '../../src/callables/spendSummary.js';
import { accounts, isMemoAccount, linesTotal } from '../../src/domain/ledger/lines.js';
import { LEDGER_POSTINGS_PATH, readPosting, type Posting } from '../../src/domain/ledger/posting.js';
import { checkSpendEntryIndexes } from '../../src/services/indexes/spendEntryCheck.js';
import { checkLedger } from '../../src/services/ledger/ledgerCheck.js';
import { admin, failureOf, invoke } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import {
  bookMonthsOf,
  dayOf,
  emptyModel,
  isClosed,
  monthsOf,
  placesOf,
  reps,
  start,
  type Model,
} from './model/model.js';
import { op } from './model/ops.js';
import { heldOf, outcomes, step } from './model/steps.js';

/**
 * The book against a model written in the test (model/), in plain arithmetic over the events it
 * generates: random sequences of spends over several places on both sides, decisions, reopenings and
 * withdrawals (booked on the spend's own day, late on the first open day when its month is closed),
 * corrections across months (into and out of closed ones too: refused), settlements in every mode dated
 * in the past, reversals and month closes (with spends still waiting, as their checklist says),
 * advances asked for and paid or given, used by approvals (refused beyond what is held), given back in
 * part or in full, for three people. After every step: every posting's lines
 * sum to zero, every balance equals the model's and the sum of the person's lines, each month's
 * statement and each place's approved figure equal the model's to the paisa, and every closed month's
 * statements, Tally file and CSV journal read byte for byte as they did when it closed.
 */
const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

/** A month before the books reads as refused (its message names the books' first month, which may move). */
const orRefused = <T>(read: Promise<T>): Promise<T | string> =>
  read.catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'out-of-range') return 'out-of-range';
    throw error;
  });
const statementText = async (month: string, rep: (typeof reps)[number]): Promise<string> =>
  JSON.stringify(await orRefused(invoke(spendStatement, { month }, rep.caller)));
const exportTexts = async (month: string): Promise<string[]> =>
  Promise.all(
    (['tally', 'csv'] as const).map(async (format) => {
      const file = await orRefused(
        invoke<{ fileName: string; content: string }>(exportMonth, { month, format }, admin),
      );
      return typeof file === 'string' ? file : `${file.fileName}\n${file.content}`;
    }),
  );

async function closeLastMonth(model: Model): Promise<void> {
  const [year, month] = dayOf(Date.now()).split('-').map(Number) as [number, number];
  const last =
    month === 1 ? `${String(year - 1)}-12` : `${String(year)}-${String(month - 1).padStart(2, '0')}`;
  if (last < dayOf(start).slice(0, 7) || model.closed.has(last)) return;
  // The checklist: the spends of the months this close closes still waiting, by the model.
  const waiting = model.entries.filter(
    (entry) => entry.state === 'waiting' && entry.day.slice(0, 7) <= last && !isClosed(model, entry.day),
  );
  const checklist = await invoke(closeChecklist, { month: last }, admin);
  expect(checklist.waiting).toEqual({
    count: waiting.length,
    paise: waiting.reduce((sum, entry) => sum + entry.claimed, 0),
  });
  await invoke(closeMonth, { month: last }, admin);
  const closed = waiting.length > 0 ? 'closed with spends waiting' : 'closed';
  outcomes.set(closed, (outcomes.get(closed) ?? 0) + 1);
  for (const one of monthsOf().filter((m) => m <= last && !model.closed.has(m))) {
    model.closed.set(one, {
      statements: await Promise.all(reps.map((rep) => statementText(one, rep))),
      exports: await exportTexts(one),
    });
  }
}

async function allPostings(): Promise<Posting[]> {
  const tree = (await store.get<Record<string, unknown>>(LEDGER_POSTINGS_PATH)) ?? {};
  return Object.values(tree).flatMap((value) => readPosting(value) ?? []);
}

async function expectBook(model: Model): Promise<void> {
  const postings = await allPostings();
  for (const posting of postings) {
    expect(linesTotal(posting.lines)).toBe(0);
    expect(linesTotal(posting.lines.filter((line) => isMemoAccount(line.account)))).toBe(0);
  }
  for (const [index, rep] of reps.entries()) {
    const total = model.changes.filter((c) => c.owner === index).reduce((sum, c) => sum + c.paise, 0);
    const owed =
      0 -
      linesTotal(
        postings.flatMap((p) => p.lines).filter((line) => line.account === accounts.person(rep.caller.uid)),
      );
    const { balance } = await invoke<{ balance: { balancePaise: number } }>(personBalance, {}, rep.caller);
    expect([rep.caller.uid, balance.balancePaise, owed]).toEqual([rep.caller.uid, total, total]);
  }
}

async function expectStatements(model: Model): Promise<void> {
  for (const [index, rep] of reps.entries()) {
    const mine = model.changes.filter((change) => change.owner === index);
    const months = bookMonthsOf(model);
    for (const month of months.before.slice(-1)) {
      const refused = await failureOf(invoke(spendStatement, { month }, rep.caller));
      expect([month, refused.code]).toEqual([month, 'out-of-range']);
    }
    for (const month of months.within) {
      const statement = await invoke(spendStatement, { month }, rep.caller);
      const sum = (keep: (day: string) => boolean) =>
        mine.filter((change) => keep(change.day)).reduce((total, change) => total + change.paise, 0);
      const opening = sum((day) => day < `${month}-01`);
      const within = sum((day) => day.startsWith(month));
      expect([month, statement.opening, statement.closing]).toEqual([month, opening, opening + within]);
      expect(statement.rows.reduce((total, row) => total + row.change, 0)).toBe(within);
      const claimed = model.claims
        .filter((claim) => claim.owner === index && claim.day.startsWith(month))
        .reduce((total, claim) => total + claim.paise, 0);
      expect([month, statement.totals.claimed]).toEqual([month, claimed]);
    }
  }
}

/** Each side's approved total exactly; each place's within a paisa per spend of an even split. */
async function expectPlaces(model: Model): Promise<void> {
  for (const side of ['sales', 'placement'] as const) {
    const summary = await invoke(spendSummary, { side }, admin);
    const approved = model.entries.filter((e) => reps[e.owner]?.side === side && e.state === 'approved');
    const shown = summary.places.reduce((total, row) => total + (row.totals.approved ?? 0), 0);
    expect([side, shown]).toEqual([side, approved.reduce((total, e) => total + e.approved, 0)]);
    for (const place of placesOf[side]) {
      const mine = approved.filter((entry) => entry.places.includes(place));
      const even = mine.reduce((total, entry) => total + entry.approved / entry.places.length, 0);
      const figure = summary.places.find((row) => row.place === place)?.totals.approved ?? 0;
      expect(Math.abs(figure - even)).toBeLessThanOrEqual(mine.length);
    }
  }
}

/**
 * The dashboards' per-day figures (a range of one day of 'Who and how much'): each person's claimed,
 * approved and settled sums on every day the model booked one of them, as the model dates it.
 */
async function expectDays(model: Model): Promise<void> {
  for (const [index, rep] of reps.entries()) {
    const days = new Map<string, { claimed: number; approved: number; settled: number }>();
    const add = (list: Model['claims'], figure: 'claimed' | 'approved' | 'settled') => {
      for (const change of list) {
        if (change.owner !== index) continue;
        const day = days.get(change.day) ?? { claimed: 0, approved: 0, settled: 0 };
        day[figure] += change.paise;
        days.set(change.day, day);
      }
    };
    add(model.claims, 'claimed');
    add(model.approvals, 'approved');
    add(model.settled, 'settled');
    for (const [day, want] of days) {
      const { people } = await invoke(spendPeople, { side: rep.side, from: day, to: day }, admin);
      const shown = people.find((person) => person.uid === rep.caller.uid);
      expect([
        rep.caller.uid,
        day,
        shown?.claimedPaise ?? 0,
        shown?.approvedPaise ?? 0,
        shown?.settledPaise ?? 0,
      ]).toEqual([rep.caller.uid, day, want.claimed, want.approved, want.settled]);
    }
  }
}

/** Each settlement's stored amount, as the model sums its ticked entries (a reversal keeps it). */
async function expectSettlements(model: Model): Promise<void> {
  const stored = await Promise.all(
    model.settlements.map(({ id }) => store.get<number>(`settlements/${id}/amountPaise`)),
  );
  expect(stored).toEqual(model.settlements.map(({ amount }) => amount));
}

/**
 * Each person's advance ledger (the sum of their `advances:` lines) and what they hold by My spends
 * equal the model's paid less used less returned, never below zero; all of them together equal the
 * advances paid less used less returned.
 */
async function expectAdvances(model: Model): Promise<void> {
  const lines = (await allPostings()).flatMap((posting) => posting.lines);
  let all = 0;
  for (const [index, rep] of reps.entries()) {
    const held = heldOf(model, index);
    const ledger = linesTotal(lines.filter((line) => line.account === accounts.advances(rep.caller.uid)));
    const { heldPaise } = await invoke(myAdvances, {}, rep.caller);
    const month = await invoke(spendStatement, { month: dayOf(Date.now()).slice(0, 7) }, rep.caller);
    expect([rep.caller.uid, ledger, heldPaise, month.advances?.closing]).toEqual([
      rep.caller.uid,
      held,
      held,
      held,
    ]);
    expect(held).toBeGreaterThanOrEqual(0);
    all += ledger;
  }
  const sum = (pick: (advance: Model['advances'][number]) => number) =>
    model.advances.reduce((total, advance) => total + pick(advance), 0);
  expect(all).toBe(sum((a) => a.paid) - sum((a) => a.used) - sum((a) => a.returned));
}

async function expectModel(model: Model): Promise<void> {
  for (const [month, closed] of model.closed) {
    expect(await Promise.all(reps.map((rep) => statementText(month, rep)))).toEqual(closed.statements);
    expect(await exportTexts(month)).toEqual(closed.exports);
  }
  await expectBook(model);
  await expectStatements(model);
  await expectPlaces(model);
  await expectDays(model);
  await expectSettlements(model);
  await expectAdvances(model);
}

describe('the book against a model of the events', () => {
  it('gives every balance, place, statement and closed month the model gives, to the paisa, after each step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 24 }), async (actions) => {
        await clear();
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(start);
        const model = emptyModel();
        for (const action of actions) {
          await step(model, action, () => closeLastMonth(model));
          await expectModel(model);
        }
        expect((await checkSpendEntryIndexes(store, false)).differences).toEqual([]);
        expect((await checkLedger(store, false)).differences).toEqual([]);
        vi.useRealTimers();
      }),
      {
        numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 200),
        // A failure's seed and path (as fast-check prints them) replay it exactly.
        ...(process.env.LEDGER_PROPERTY_SEED === undefined
          ? {}
          : { seed: Number(process.env.LEDGER_PROPERTY_SEED), path: process.env.LEDGER_PROPERTY_PATH }),
      },
    );
    console.info(
      `the book's model: ${[...outcomes].map(([what, count]) => `${what} ${String(count)}`).join(', ')}`,
    );
  }, 600_000);
});
