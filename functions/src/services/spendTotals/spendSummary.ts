import type { SpendSummaryInput, SpendSummaryOutput } from '../../domain/api/spendSummary.js';
import { addTotals, totalFields, zeroTotals, type SpendTotals } from '../../domain/spendTotals/aggregate.js';
import type { SpendSide } from '../../domain/spend/sides.js';
import type { Store } from '../../ports/store.js';
import { readPlaceNodes } from './readTotals.js';
import { placeKey } from '../../domain/spendTotals/placeKey.js';
import { totalsReadPlan, type KeyRange } from '../../domain/spendTotals/totalsRange.js';
import { z } from 'zod';
import { orgDayOf } from '../../domain/time/orgTime.js';
import {
  totalsDaysPath,
  totalsMonthsPath,
  totalsProblemsPath,
  totalsUndatedPath,
} from '../ledger/figurePaths.js';

/** How many records with problems the summary names; it counts them all. */
export const PROBLEMS_LISTED = 20;

const storedProblem = z.object({
  place: z.string().catch('').default(''),
  date: z.union([z.number(), z.enum(['missing', 'invalid'])]).catch('invalid'),
  fields: z.array(z.enum(totalFields)).catch([]),
});

interface Range {
  from?: string | undefined;
  to?: string | undefined;
}

async function nodesIn(store: Store, path: string, { startAt, endAt }: KeyRange): Promise<unknown[]> {
  if (startAt === undefined && endAt === undefined) {
    return Object.values((await store.get<Record<string, unknown>>(path)) ?? {});
  }
  const entries = await store.query(path, {
    orderBy: '$key',
    ...(startAt === undefined ? {} : { startAt }),
    ...(endAt === undefined ? {} : { endAt }),
  });
  return entries.map((entry) => entry.value);
}

/** The period nodes covering the range: whole months, and the days at either end (key range queries). */
async function periodNodes(store: Store, side: SpendSide, { from, to }: Range): Promise<unknown[]> {
  const plan = totalsReadPlan(from, to);
  const lists = await Promise.all([
    plan.months ? nodesIn(store, totalsMonthsPath(side), plan.months) : Promise.resolve([]),
    ...plan.days.map((days) => nodesIn(store, totalsDaysPath(side), days)),
  ]);
  return lists.flat();
}

async function problemsIn(
  store: Store,
  side: SpendSide,
  range: Range,
): Promise<SpendSummaryOutput['problems']> {
  const stored = (await store.get<Record<string, unknown>>(totalsProblemsPath(side))) ?? {};
  const inRange = Object.entries(stored)
    .map(([id, value]) => {
      const problem = storedProblem.parse(value ?? {});
      return { id, ...problem, place: problem.place === '' ? null : problem.place };
    })
    .filter(({ date }) => {
      if (range.from === undefined && range.to === undefined) return true;
      if (typeof date !== 'number') return false;
      const day = orgDayOf(date);
      return (range.from === undefined || day >= range.from) && (range.to === undefined || day <= range.to);
    });
  return { count: inRange.length, records: inRange.slice(0, PROBLEMS_LISTED) };
}

/**
 * A side's summary for a range of days from the running totals: reads O((months + days at the ends) x
 * places) nodes, never
 * the records. Without a range it also counts the records that have no readable date.
 */
export async function spendSummary(
  store: Store,
  { side, ...range }: SpendSummaryInput,
): Promise<SpendSummaryOutput> {
  const unbounded = range.from === undefined && range.to === undefined;
  const [days, undated, problems] = await Promise.all([
    periodNodes(store, side, range),
    unbounded ? store.get(totalsUndatedPath(side)) : Promise.resolve(null),
    problemsIn(store, side, range),
  ]);
  const byPlace = new Map<string, { place: string | null; totals: SpendTotals }>();
  for (const day of [...days, undated]) {
    for (const node of readPlaceNodes(day).values()) {
      const key = placeKey(node.place);
      const sum = addTotals(byPlace.get(key)?.totals ?? zeroTotals, node.totals);
      byPlace.set(key, { place: node.place, totals: sum });
    }
  }
  const places = [...byPlace.values()].sort(
    (a, b) => b.totals.spent - a.totals.spent || (a.place ?? '').localeCompare(b.place ?? ''),
  );
  const totals = places.reduce((sum, row) => addTotals(sum, row.totals), zeroTotals);
  return { totals, places, problems };
}
