import {
  aggregate,
  readSpendRow,
  totalFields,
  type SpendRow,
  type SpendTotals,
} from '../../domain/spend/aggregate.js';
import { orgDayOf } from '../../domain/spend/orgDay.js';
import type { SpendSide } from '../../domain/spend/sides.js';
import { increment } from '../../ports/store.js';
import { placeKey, totalsDaysPath, totalsUndatedPath } from './totalsPaths.js';

/** One totals node: a day (null: the records without a readable date) and a place. */
export interface TotalsGroup {
  day: string | null;
  key: string;
  place: string | null;
  totals: SpendTotals;
}

export function totalsNodePath(side: SpendSide, { day, key }: Pick<TotalsGroup, 'day' | 'key'>): string {
  return day === null ? `${totalsUndatedPath(side)}/${key}` : `${totalsDaysPath(side)}/${day}/${key}`;
}

/** Groups rows by the totals node they count towards, with their summed figures, keyed by its path. */
export function groupByTotalsNode(side: SpendSide, rows: Iterable<SpendRow>): Map<string, TotalsGroup> {
  const groups = new Map<string, { day: string | null; key: string; rows: SpendRow[] }>();
  for (const row of rows) {
    const day = typeof row.date === 'number' ? orgDayOf(row.date) : null;
    const key = placeKey(row.place);
    const path = totalsNodePath(side, { day, key });
    const group = groups.get(path) ?? { day, key, rows: [] };
    group.rows.push(row);
    groups.set(path, group);
  }
  return new Map(
    [...groups].map(([path, { day, key, rows: members }]) => [
      path,
      { day, key, place: members[0]?.place ?? null, totals: aggregate(members).totals },
    ]),
  );
}

/**
 * The increments that add newly stored spend records to the running totals, for the same atomic
 * write as the records: per side, day and place, every figure in paise and the count.
 */
export function spendTotalsWrites(
  side: SpendSide,
  records: Record<string, unknown>,
): Record<string, unknown> {
  const rows = Object.entries(records).map(([path, value]) => readSpendRow(side, path, value));
  const writes: Record<string, unknown> = {};
  for (const [path, { place, totals }] of groupByTotalsNode(side, rows)) {
    writes[`${path}/place`] = place ?? '';
    for (const field of [...totalFields, 'count'] as const)
      writes[`${path}/${field}`] = increment(totals[field]);
  }
  return writes;
}
