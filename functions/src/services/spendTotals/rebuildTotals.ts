import {
  readSpendRow,
  totalsFigures,
  type SpendRow,
  type SpendTotals,
} from '../../domain/spendTotals/aggregate.js';
import { spendCollections, spendSides, type SpendSide } from '../../domain/spend/sides.js';
import type { Store } from '../../ports/store.js';
import { readPlaceNodes, type TotalsNode } from './readTotals.js';
import { groupByTotalsNode } from './spendTotals.js';
import {
  totalsDaysPath,
  totalsMonthsPath,
  totalsProblemsPath,
  totalsUndatedPath,
} from '../../domain/spendTotals/totalsPaths.js';

const READ_BATCH = 2000;

export interface TotalsDifference {
  side: SpendSide;
  /** The totals node, e.g. spend_totals/sales/days/2026-11-03/VJTI%20Mumbai. */
  path: string;
  field: keyof SpendTotals;
  stored: number;
  computed: number;
}

export interface RebuildReport {
  side: SpendSide;
  records: number;
  problems: number;
  differences: TotalsDifference[];
}

/** Every record of a side, read in key order a batch at a time. */
async function readAllRows(store: Store, side: SpendSide): Promise<SpendRow[]> {
  const rows: SpendRow[] = [];
  let startAt: string | undefined;
  for (;;) {
    const entries = await store.query(spendCollections[side], {
      orderBy: '$key',
      ...(startAt === undefined ? {} : { startAt }),
      limitToFirst: READ_BATCH,
    });
    for (const { key, value } of entries) if (key !== startAt) rows.push(readSpendRow(side, key, value));
    const last = entries.at(-1)?.key;
    if (entries.length < READ_BATCH || last === undefined) return rows;
    startAt = last;
  }
}

/** The stored totals nodes of a side, by path. */
async function storedNodes(store: Store, side: SpendSide): Promise<Map<string, TotalsNode>> {
  const nodes = new Map<string, TotalsNode>();
  for (const root of [totalsDaysPath(side), totalsMonthsPath(side)]) {
    const periods = (await store.get<Record<string, unknown>>(root)) ?? {};
    for (const [period, places] of Object.entries(periods)) {
      for (const [key, node] of readPlaceNodes(places)) nodes.set(`${root}/${period}/${key}`, node);
    }
  }
  for (const [key, node] of readPlaceNodes(await store.get(totalsUndatedPath(side)))) {
    nodes.set(`${totalsUndatedPath(side)}/${key}`, node);
  }
  return nodes;
}

function compare(
  side: SpendSide,
  stored: Map<string, TotalsNode>,
  computed: Map<string, TotalsNode>,
): TotalsDifference[] {
  const differences: TotalsDifference[] = [];
  for (const path of new Set([...stored.keys(), ...computed.keys()])) {
    for (const field of totalsFigures) {
      const before = stored.get(path)?.totals[field] ?? 0;
      const after = computed.get(path)?.totals[field] ?? 0;
      if (before !== after) differences.push({ side, path, field, stored: before, computed: after });
    }
  }
  return differences.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Recomputes a side's running totals from its records and reports where the stored ones differ. With
 * `write`, replaces the stored totals and the list of records with problems in one atomic update. A
 * save landing while the records are read may be missed or counted twice: run it when nobody saves,
 * then run `check` to confirm.
 */
export async function rebuildSideTotals(
  store: Store,
  side: SpendSide,
  write: boolean,
): Promise<RebuildReport> {
  const rows = await readAllRows(store, side);
  const computed = groupByTotalsNode(side, rows);
  const differences = compare(side, await storedNodes(store, side), computed);
  const problemRows = rows.filter((row) => row.problems.length > 0);
  if (write) {
    const periods = { days: {}, months: {} } as Record<
      'days' | 'months',
      Record<string, Record<string, unknown>>
    >;
    const undated: Record<string, unknown> = {};
    for (const { period, key, place, totals } of computed.values()) {
      const node = { place: place ?? '', ...totals };
      if (period === null) undated[key] = node;
      else (periods[period.kind][period.key] ??= {})[key] = node;
    }
    const problems = Object.fromEntries(
      problemRows.map((row) => [row.id, { place: row.place ?? '', date: row.date, fields: row.problems }]),
    );
    await store.update({
      [totalsDaysPath(side)]: periods.days,
      [totalsMonthsPath(side)]: periods.months,
      [totalsUndatedPath(side)]: undated,
      [totalsProblemsPath(side)]: problems,
    });
  }
  return { side, records: rows.length, problems: problemRows.length, differences };
}

export async function rebuildAllTotals(store: Store, write: boolean): Promise<RebuildReport[]> {
  const reports: RebuildReport[] = [];
  for (const side of spendSides) reports.push(await rebuildSideTotals(store, side, write));
  return reports;
}
