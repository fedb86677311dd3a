import type { Posting } from '../../domain/ledger/posting.js';
import { spendCollections, spendSides, type SpendSide } from '../../domain/spend/sides.js';
import { aggregate, readSpendRow } from '../../domain/spendTotals/aggregate.js';
import { totalsDaysPath, totalsUndatedPath } from '../../domain/spendTotals/totalsPaths.js';
import { placeKeyOf } from '../../domain/visits/visitPlaces.js';
import type { Store } from '../../ports/store.js';
import type { IndexDifference } from '../indexes/indexDiff.js';
import { readAllEntries } from '../indexes/readRecords.js';
import { readPlaceMerges } from '../places/mergePlaces.js';
import { readPlaceNodes } from '../spendTotals/readTotals.js';

/** A place's claimed and approved spent amounts over all days, in paise. */
interface PlaceFigures {
  claimed: number;
  approved: number;
}

/**
 * Where a place's name leads now: a merge renames records and their totals but never a posting, so a
 * posting's place is followed through every merge made since (oldest first, so chains resolve).
 */
async function placeResolver(store: Store, side: SpendSide): Promise<(name: string) => string> {
  const into = new Map<string, string>();
  for (const merge of await readPlaceMerges(store, side)) into.set(merge.from.key, merge.into.key);
  return (name) => {
    let key = placeKeyOf(name);
    const seen = new Set<string>();
    while (into.has(key) && !seen.has(key)) {
      seen.add(key);
      key = into.get(key) ?? key;
    }
    return key;
  };
}

function add(sums: Map<string, PlaceFigures>, key: string, claimed: number, approved: number): void {
  const sum = sums.get(key) ?? { claimed: 0, approved: 0 };
  sum.claimed += claimed;
  sum.approved += approved;
  sums.set(key, sum);
}

/** The running totals' claimed and approved figures per place, summed over every day and the undated. */
async function totalsByPlace(
  store: Store,
  side: SpendSide,
  resolve: (name: string) => string,
): Promise<Map<string, PlaceFigures>> {
  const sums = new Map<string, PlaceFigures>();
  const [days, undated] = await Promise.all([
    store.get<Record<string, unknown>>(totalsDaysPath(side)),
    store.get(totalsUndatedPath(side)),
  ]);
  for (const perDay of [...Object.values(days ?? {}), undated]) {
    for (const { place, totals } of readPlaceNodes(perDay).values()) {
      add(sums, resolve(place ?? ''), totals.spent, totals.approved);
    }
  }
  return sums;
}

/**
 * The dashboards' place figures (College Data, Company Data) are a cache of the postings: over all days,
 * each place's claimed and approved spent amounts in the running totals equal the sums of the postings'
 * shares for that place. Per day they differ by design (a total is dated by the spend, a posting by its
 * event), so the check compares all days at once; a record on no entry counts as the totals count it.
 */
export async function checkPlaceFigures(
  store: Store,
  postings: readonly Posting[],
): Promise<IndexDifference[]> {
  const differences: IndexDifference[] = [];
  for (const side of spendSides) {
    const resolve = await placeResolver(store, side);
    const booked = new Map<string, PlaceFigures>();
    for (const posting of postings) {
      if (posting.side !== side) continue;
      for (const share of posting.places) add(booked, resolve(share.place), share.claimed, share.approved);
    }
    // A record on no entry (one that names no owner, so `indexes rebuild` could not give it one) has
    // no postings, yet the totals count it: it is counted here as the totals count it.
    for (const { key, value } of await readAllEntries(store, spendCollections[side])) {
      const row = readSpendRow(side, key, value);
      if (row.entryId !== null) continue;
      const { totals } = aggregate([row]);
      add(booked, resolve(row.place ?? ''), totals.spent, totals.approved);
    }
    const cached = await totalsByPlace(store, side, resolve);
    for (const key of new Set([...booked.keys(), ...cached.keys()])) {
      const stored = cached.get(key) ?? { claimed: 0, approved: 0 };
      const computed = booked.get(key) ?? { claimed: 0, approved: 0 };
      if (stored.claimed !== computed.claimed || stored.approved !== computed.approved) {
        differences.push({ path: `${totalsDaysPath(side)}#place/${key}`, stored, computed });
      }
    }
  }
  return differences;
}
