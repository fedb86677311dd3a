import { approvedShares, entryMoney } from '../../domain/ledger/entryMoney.js';
import { monthOfDay } from '../../domain/ledger/monthClose.js';
import type { Posting } from '../../domain/ledger/posting.js';
import { isMovedOutPostingId } from '../../domain/ledger/postingId.js';
import { entryFigures, figureNames, type Figures } from '../../domain/settlements/balances.js';
import { splitOver } from '../../domain/spend/split.js';
import { toPaise } from '../../domain/spend/money.js';
import type { SpendSide } from '../../domain/spend/sides.js';
import {
  placeName,
  recordFieldOf,
  totalFields,
  totalsFigures,
  zeroTotals,
  addTotals,
  type SpendTotals,
} from '../../domain/spendTotals/aggregate.js';
import { placeKey } from '../../domain/spendTotals/placeKey.js';
import { isApprovedState } from '../../domain/spendEntries/entryStates.js';
import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import { increment } from '../../ports/store.js';
import {
  balancePath,
  personDaysPath,
  personTotalsPath,
  settlementAmountPath,
  totalsDaysPath,
  totalsMonthsPath,
} from './figurePaths.js';

/**
 * Every stored money figure beside the book's lines, as the one writer moves it: each person's
 * balance and all-days figures (`spend_balances`, `spend_person_totals`), their figures per day
 * (`spend_person_days`, what the dashboards' day ranges read) and each place's totals per day and
 * month (College Data, Company Data). A change's figures move on the days its postings are dated: what
 * the entry counted for before leaves on the day its first posting reverses it, what it counts for
 * after arrives on the day of its own posting. So a late decision moves the first open day's figures,
 * never a closed month's, and every dated figure is the sum of what the lines of that day booked.
 */
export interface FigureChanges {
  /** By leaf path: the signed change in paise (or a count). */
  deltas: Map<string, number>;
  /** A place's name as shown, by its totals node's path. */
  labels: Map<string, string>;
  /** By settlement id: what its postings moved, paid less recovered, in paise. */
  settled: Map<string, number>;
}

export const noFigureChanges = (): FigureChanges => ({
  deltas: new Map(),
  labels: new Map(),
  settled: new Map(),
});

/**
 * Adds what settlement postings move to their settlements' amounts: a settlement's amount is what its
 * `settled` postings' lines paid less what they recovered (a reversal books its own postings and
 * leaves the settlement's amount as it was).
 */
export function addSettledAmounts(
  changes: FigureChanges,
  postings: readonly { posting: Pick<Posting, 'kind' | 'settlementId' | 'amounts'> }[],
): void {
  for (const { posting } of postings) {
    if (posting.kind !== 'settled' || posting.settlementId === undefined) continue;
    const net = posting.amounts.paid - posting.amounts.recovered;
    changes.settled.set(posting.settlementId, (changes.settled.get(posting.settlementId) ?? 0) + net);
  }
}

type Entry = Pick<SpendEntryRecord, 'side' | 'owner' | 'state' | 'amounts' | 'places' | 'day'> &
  Partial<
    Pick<SpendEntryRecord, 'approvedAmount' | 'settlement' | 'advanceReversed' | 'advanceOwedOnRefusal'>
  >;

/** One place's totals node of an entry: its figures and the name it is shown by. */
interface PlaceTotals {
  place: string | null;
  totals: SpendTotals;
}

/**
 * What an entry adds to its places' totals: each place's share of its amounts (the split its records
 * hold), counted once per place it names, its approved share once approved; nothing once withdrawn.
 */
export function entryPlaceTotals(side: SpendSide, entry: Entry): Map<string, PlaceTotals> {
  const nodes = new Map<string, PlaceTotals>();
  if (entry.state === 'withdrawn') return nodes;
  const amounts = Object.fromEntries(
    totalFields.map((field) => [field, entry.amounts[recordFieldOf[field]]]),
  ) as Record<(typeof totalFields)[number], number>;
  const approved = isApprovedState(entry.state);
  const approvedParts = approvedShares(entryMoney(entry), Math.max(1, entry.places.length));
  splitOver(entry.places, amounts).forEach(({ place, share }, index) => {
    const name = placeName(side, place);
    const key = placeKey(name);
    const figures: SpendTotals = {
      ...zeroTotals,
      ...Object.fromEntries(totalFields.map((field) => [field, toPaise(share[field])])),
      count: 1,
      approved: approved ? (approvedParts[index] ?? 0) : 0,
      approvedCount: approved ? 1 : 0,
    };
    const node = nodes.get(key);
    nodes.set(key, { place: node?.place ?? name, totals: addTotals(node?.totals ?? zeroTotals, figures) });
  });
  return nodes;
}

export function addDelta(changes: FigureChanges, path: string, by: number): void {
  if (by === 0) return;
  const now = (changes.deltas.get(path) ?? 0) + by;
  if (now === 0) changes.deltas.delete(path);
  else changes.deltas.set(path, now);
}

function addPersonFigures(changes: FigureChanges, entry: Entry, day: string, sign: 1 | -1): void {
  const figures: Figures = entryFigures(entry);
  const { uid } = entry.owner;
  for (const name of figureNames) {
    const by = sign * figures[name];
    addDelta(changes, `${balancePath(uid)}/${name}`, by);
    addDelta(changes, `${personTotalsPath(entry.side)}/${uid}/${name}`, by);
    addDelta(changes, `${personDaysPath(entry.side, uid)}/${day}/${name}`, by);
  }
}

function addPlaceTotals(changes: FigureChanges, entry: Entry, day: string, sign: 1 | -1): void {
  for (const [key, { place, totals }] of entryPlaceTotals(entry.side, entry)) {
    for (const node of [
      `${totalsDaysPath(entry.side)}/${day}/${key}`,
      `${totalsMonthsPath(entry.side)}/${monthOfDay(day)}/${key}`,
    ]) {
      changes.labels.set(node, place ?? '');
      for (const field of totalsFigures) addDelta(changes, `${node}/${field}`, sign * totals[field]);
    }
  }
}

/**
 * The days a change's figures move on: out, where its first posting is dated (the moved-out posting
 * of a correction to another day, else its only one); in, where its own posting is dated. A change
 * that books nothing moves its figures on the spend's day.
 */
export function figureDays(
  after: Pick<SpendEntryRecord, 'day'>,
  postings: readonly { id: string; posting: Pick<Posting, 'day'> }[],
): { out: string; in: string } {
  const movedOut = postings.find(({ id }) => isMovedOutPostingId(id));
  const own = postings.find(({ id }) => !isMovedOutPostingId(id));
  const inDay = own?.posting.day ?? after.day;
  return { out: movedOut?.posting.day ?? inDay, in: inDay };
}

/** Adds what one entry's change moves, dated by its postings (see figureDays), to `changes`. */
export function addEntryChange(
  changes: FigureChanges,
  change: { before: Entry | null; after: Entry },
  postings: readonly { id: string; posting: Pick<Posting, 'day'> }[],
): FigureChanges {
  const days = figureDays(change.after, postings);
  if (change.before) {
    addPersonFigures(changes, change.before, days.out, -1);
    addPlaceTotals(changes, change.before, days.out, -1);
  }
  addPersonFigures(changes, change.after, days.in, 1);
  addPlaceTotals(changes, change.after, days.in, 1);
  return changes;
}

/**
 * The writes of figure changes: an increment per leaf, each place node's name, and each settlement's
 * amount (all of a settlement's postings are booked by its one event, so its amount is set).
 */
export function figureChangeWrites(changes: FigureChanges): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  for (const [node, place] of changes.labels) writes[`${node}/place`] = place;
  for (const [path, by] of changes.deltas) writes[path] = increment(by);
  for (const [id, net] of changes.settled) writes[settlementAmountPath(id)] = Math.abs(net);
  return writes;
}

/** The figure writes of one event's booked changes: each entry's figures and each settlement's amount. */
export function bookedFigureWrites(
  booked: readonly {
    change: { before: Entry | null; after: Entry };
    postings: readonly { id: string; posting: Posting }[];
  }[],
): Record<string, unknown> {
  const figures = noFigureChanges();
  for (const { change, postings } of booked) {
    addEntryChange(figures, change, postings);
    addSettledAmounts(figures, postings);
  }
  return figureChangeWrites(figures);
}
