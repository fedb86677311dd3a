import {
  aggregate,
  readSpendRow,
  totalsFigures,
  type SpendRow,
  type SpendTotals,
} from '../../domain/spendTotals/aggregate.js';
import type { SpendSide } from '../../domain/spend/sides.js';
import { increment } from '../../ports/store.js';
import { placeKey } from '../../domain/spendTotals/placeKey.js';
import { orgDayOf } from '../../domain/time/orgTime.js';
import { totalsDaysPath, totalsMonthsPath, totalsUndatedPath } from './figurePaths.js';

/** One totals node: a day or a month (null: the records without a readable date) and a place. */
export interface TotalsGroup {
  period: { kind: 'days' | 'months'; key: string } | null;
  key: string;
  place: string | null;
  totals: SpendTotals;
}

const periodRoots = { days: totalsDaysPath, months: totalsMonthsPath } as const;

export function totalsNodePath(
  side: SpendSide,
  { period, key }: Pick<TotalsGroup, 'period' | 'key'>,
): string {
  return period === null
    ? `${totalsUndatedPath(side)}/${key}`
    : `${periodRoots[period.kind](side)}/${period.key}/${key}`;
}

/** The nodes a record counts towards: its day and its month, or the undated ones. */
function periodsOf(row: SpendRow): TotalsGroup['period'][] {
  if (typeof row.date !== 'number') return [null];
  const day = orgDayOf(row.date);
  return [
    { kind: 'days', key: day },
    { kind: 'months', key: day.slice(0, 7) },
  ];
}

/** Groups rows by the totals node they count towards, with their summed figures, keyed by its path. */
export function groupByTotalsNode(side: SpendSide, rows: Iterable<SpendRow>): Map<string, TotalsGroup> {
  const groups = new Map<string, { period: TotalsGroup['period']; key: string; rows: SpendRow[] }>();
  for (const row of rows) {
    const key = placeKey(row.place);
    for (const period of periodsOf(row)) {
      const path = totalsNodePath(side, { period, key });
      const group = groups.get(path) ?? { period, key, rows: [] };
      group.rows.push(row);
      groups.set(path, group);
    }
  }
  return new Map(
    [...groups].map(([path, { period, key, rows: members }]) => [
      path,
      { period, key, place: members[0]?.place ?? null, totals: aggregate(members).totals },
    ]),
  );
}

/**
 * The increments that take the totals from counting `before` to counting `after` (records keyed by
 * path; a record absent from one side counts as nothing there): for a decision, a withdrawal or a
 * correction, in the same atomic write as the records' new values.
 */
export function spendTotalsDelta(
  side: SpendSide,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const sums = new Map<string, { place: string | null; totals: Record<string, number> }>();
  const add = (records: Record<string, unknown>, sign: 1 | -1) => {
    const rows = Object.entries(records).map(([path, value]) => readSpendRow(side, path, value));
    for (const [path, { place, totals }] of groupByTotalsNode(side, rows)) {
      const sum = sums.get(path) ?? { place, totals: {} };
      for (const field of totalsFigures) sum.totals[field] = (sum.totals[field] ?? 0) + sign * totals[field];
      sums.set(path, sum);
    }
  };
  add(before, -1);
  add(after, 1);
  const writes: Record<string, unknown> = {};
  for (const [path, { place, totals }] of sums) {
    const changed = totalsFigures.filter((field) => (totals[field] ?? 0) !== 0);
    if (changed.length === 0) continue;
    writes[`${path}/place`] = place ?? '';
    for (const field of changed) writes[`${path}/${field}`] = increment(totals[field] ?? 0);
  }
  return writes;
}
