import type { ReplayedChange } from '../../domain/ledger/replay.js';
import { figureNames } from '../../domain/settlements/balances.js';
import { spendCollections, spendSides, type SpendSide } from '../../domain/spend/sides.js';
import { SETTLEMENTS_PATH } from '../../domain/settlements/settlement.js';
import { readSpendRow, totalsFigures } from '../../domain/spendTotals/aggregate.js';
import { placeKeyOf } from '../../domain/visits/visitPlaces.js';
import type { Store } from '../../ports/store.js';
import type { IndexDifference } from '../indexes/indexDiff.js';
import { readAllEntries } from '../indexes/readRecords.js';
import { readPlaceMerges } from '../places/mergePlaces.js';
import { groupByTotalsNode } from './recordTotals.js';
import {
  addDelta,
  addEntryChange,
  addSettledAmounts,
  noFigureChanges,
  type FigureChanges,
} from './figureChanges.js';
import {
  SPEND_BALANCES_PATH,
  SPEND_PERSON_DAYS_PATH,
  SPEND_PERSON_TOTALS_PATH,
  settlementAmountPath,
  totalsRoot,
} from './figurePaths.js';

/** An entry's history replayed, and the day each of its postings is dated in the book. */
export interface ReplayedEntry {
  entryId: string;
  changes: readonly ReplayedChange[];
}

/** Leaves a figure tree may hold that are not money figures: a balance's name, a node's place. */
const NAME_LEAVES = new Set(['email', 'place']);
/** Figures a repair writes in one update. */
const WRITE_BATCH = 5000;

/**
 * Where a place's name leads now: a merge renames records, entries and totals but never an entry's
 * history nor a posting, so a replayed place is followed through every merge since (oldest first).
 */
export async function placeRenamer(store: Store, side: SpendSide): Promise<(name: string) => string> {
  const into = new Map<string, { key: string; name: string }>();
  for (const merge of await readPlaceMerges(store, side)) into.set(merge.from.key, merge.into);
  return (name) => {
    let key = placeKeyOf(name);
    let renamed = name;
    const seen = new Set<string>();
    for (let next = into.get(key); next && !seen.has(key); next = into.get(key)) {
      seen.add(key);
      ({ key, name: renamed } = next);
    }
    return renamed;
  };
}

/**
 * Adds one replayed change of an entry: its places under the names merges gave them, each posting on
 * the day the book dates it (`postingDays`, else as the replay dates it).
 */
export function addReplayedChange(
  figures: FigureChanges,
  { before, after, postings }: ReplayedChange,
  rename: (name: string) => string,
  postingDays: ReadonlyMap<string, string>,
): void {
  const named = <T extends { places: string[] }>(entry: T): T => ({
    ...entry,
    places: entry.places.map(rename),
  });
  const dated = postings.map(({ id, posting }) => ({
    id,
    posting: { day: postingDays.get(id) ?? posting.day },
  }));
  addEntryChange(figures, { before: before && named(before), after: named(after) }, dated);
  addSettledAmounts(figures, postings);
}

/** Every money figure as the book's lines and the entries' histories make it, leaf by leaf. */
export async function computedFigures(
  store: Store,
  entries: readonly ReplayedEntry[],
  postingDays: ReadonlyMap<string, string>,
): Promise<FigureChanges> {
  const figures = noFigureChanges();
  const renamers = new Map<SpendSide, (name: string) => string>();
  for (const side of spendSides) renamers.set(side, await placeRenamer(store, side));
  for (const { changes } of entries) {
    for (const change of changes) {
      addReplayedChange(figures, change, renamers.get(change.after.side) ?? ((name) => name), postingDays);
    }
  }
  // A record on no entry (saved before entries, naming no owner) counts on its own date, as saved.
  for (const side of spendSides) {
    const rows = (await readAllEntries(store, spendCollections[side]))
      .map(({ key, value }) => readSpendRow(side, key, value))
      .filter((row) => row.entryId === null);
    for (const [path, { place, totals }] of groupByTotalsNode(side, rows)) {
      figures.labels.set(path, place ?? '');
      for (const field of totalsFigures) addDelta(figures, `${path}/${field}`, totals[field]);
    }
  }
  return figures;
}

function flatten(root: string, value: unknown, into: Map<string, number>): void {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) flatten(`${root}/${key}`, child, into);
    return;
  }
  const leaf = root.slice(root.lastIndexOf('/') + 1);
  if (NAME_LEAVES.has(leaf) || value === 0 || value === null || value === undefined) return;
  into.set(root, typeof value === 'number' ? value : Number.NaN);
}

/** The money figures stored, leaf by leaf (a name or a zero left out). */
async function storedFigures(store: Store): Promise<Map<string, number>> {
  const leaves = new Map<string, number>();
  const roots = [
    SPEND_BALANCES_PATH,
    SPEND_PERSON_DAYS_PATH,
    SPEND_PERSON_TOTALS_PATH,
    ...spendSides.flatMap((side) => ['days', 'months', 'undated'].map((p) => `${totalsRoot(side)}/${p}`)),
  ];
  for (const root of roots) flatten(root, await store.get(root), leaves);
  const settlements = (await store.get<Record<string, unknown>>(SETTLEMENTS_PATH)) ?? {};
  for (const [id, record] of Object.entries(settlements)) {
    const amount =
      typeof record === 'object' && record !== null ? (record as Record<string, unknown>).amountPaise : null;
    leaves.set(settlementAmountPath(id), typeof amount === 'number' ? amount : Number.NaN);
  }
  // A balance keeps only the figures; anything else under it is a name.
  for (const path of leaves.keys()) {
    if (path.startsWith(`${SPEND_BALANCES_PATH}/`)) {
      const name = path.split('/').at(-1) ?? '';
      if (!(figureNames as readonly string[]).includes(name)) leaves.delete(path);
    }
  }
  return leaves;
}

/**
 * Each stored money figure against what the lines and the entries make it, per leaf (so per person,
 * place and day): every difference named by its path. With `repair`, each wrong leaf is written.
 */
export async function checkFigures(
  store: Store,
  entries: readonly ReplayedEntry[],
  postingDays: ReadonlyMap<string, string>,
  repair: boolean,
): Promise<IndexDifference[]> {
  const [computed, stored] = await Promise.all([
    computedFigures(store, entries, postingDays),
    storedFigures(store),
  ]);
  const wanted = new Map(computed.deltas);
  for (const [id, net] of computed.settled) wanted.set(settlementAmountPath(id), Math.abs(net));
  const differences: IndexDifference[] = [];
  for (const path of new Set([...stored.keys(), ...wanted.keys()])) {
    const want = wanted.get(path) ?? 0;
    const have = stored.get(path) ?? 0;
    if (want !== have) differences.push({ path, stored: have, computed: want });
  }
  differences.sort((a, b) => a.path.localeCompare(b.path));
  if (repair && differences.length > 0) {
    const writes: Record<string, unknown> = {};
    for (const { path, computed: value } of differences) writes[path] = value === 0 ? null : value;
    for (const [node, place] of computed.labels) {
      if ([...totalsFigures].some((field) => writes[`${node}/${field}`] !== undefined)) {
        writes[`${node}/place`] = place;
      }
    }
    const paths = Object.keys(writes);
    for (let index = 0; index < paths.length; index += WRITE_BATCH) {
      const batch = paths.slice(index, index + WRITE_BATCH);
      await store.update(Object.fromEntries(batch.map((path) => [path, writes[path]])));
    }
  }
  return differences;
}
