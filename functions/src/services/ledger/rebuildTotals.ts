import {
  readSpendRow,
  totalsFigures,
  zeroTotals,
  type SpendRow,
  type SpendTotals,
} from '../../domain/spendTotals/aggregate.js';
import { spendCollections, spendSides, type SpendSide } from '../../domain/spend/sides.js';
import type { Store } from '../../ports/store.js';
import { readPlaceNodes, type TotalsNode } from '../spendTotals/readTotals.js';
import type { FigureChanges } from './figureChanges.js';
import { bookedFigures } from './ledgerCheck.js';
import {
  totalsDaysPath,
  totalsMonthsPath,
  totalsProblemsPath,
  totalsRoot,
  totalsUndatedPath,
} from './figurePaths.js';

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

/** A side's totals nodes as the book's figures make them, by path. */
function totalsNodesOf(figures: FigureChanges, side: SpendSide): Map<string, TotalsNode & { path: string }> {
  const nodes = new Map<string, TotalsNode & { path: string }>();
  const root = `${totalsRoot(side)}/`;
  for (const [path, by] of figures.deltas) {
    if (!path.startsWith(root)) continue;
    const cut = path.lastIndexOf('/');
    const node = path.slice(0, cut);
    const field = path.slice(cut + 1) as keyof SpendTotals;
    const known = nodes.get(node) ?? {
      path: node,
      place: figures.labels.get(node) || null,
      totals: { ...zeroTotals },
    };
    known.totals[field] += by;
    nodes.set(node, known);
  }
  return nodes;
}

/**
 * Recomputes a side's running totals as the book's writer keeps them (each entry's places on the days
 * its postings are dated, a record on no entry on its own date) and reports where the stored ones
 * differ. With `write`, replaces the stored totals and the list of records with problems in one
 * atomic update. A save landing meanwhile may be missed: run it when nobody saves, then `check`.
 */
export async function rebuildSideTotals(
  store: Store,
  side: SpendSide,
  write: boolean,
  figures?: FigureChanges,
): Promise<RebuildReport> {
  const rows = await readAllRows(store, side);
  const computed = totalsNodesOf(figures ?? (await bookedFigures(store)), side);
  const differences = compare(side, await storedNodes(store, side), computed);
  const problemRows = rows.filter((row) => row.problems.length > 0);
  if (write) {
    const periods = { days: {}, months: {} } as Record<
      'days' | 'months',
      Record<string, Record<string, unknown>>
    >;
    const undated: Record<string, unknown> = {};
    for (const { path, place, totals } of computed.values()) {
      const node = { place: place ?? '', ...totals };
      const [kind, period, key] = path.slice(totalsRoot(side).length + 1).split('/');
      if (kind === 'undated' && period !== undefined) undated[period] = node;
      else if ((kind === 'days' || kind === 'months') && period && key)
        (periods[kind][period] ??= {})[key] = node;
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
  const figures = await bookedFigures(store);
  for (const side of spendSides) reports.push(await rebuildSideTotals(store, side, write, figures));
  return reports;
}
