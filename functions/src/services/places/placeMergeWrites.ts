/**
 * The parts of one place merge's atomic write (visits, the pipeline, the pin, the spends), each built
 * from what is stored; mergePlaces.ts checks the request and joins them in one update.
 */
import { spendCollections, spendPlaceField } from '../../domain/spend/sides.js';
import { samePlaceKey } from '../../domain/spend/spendFields.js';
import { spendEntryPath } from '../../domain/spendEntries/spendEntry.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import {
  isLater,
  laterPhase,
  visitIndexPaths,
  type VisitPlaceEntry,
} from '../../domain/visits/visitIndex.js';
import { foldPlaceName, visitPlaceField } from '../../domain/visits/visitPlaces.js';
import { parsePlacePin, placePinPaths } from '../../domain/visits/location/placePin.js';
import { increment, type Store } from '../../ports/store.js';
import { spendTotalsDelta } from '../ledger/recordTotals.js';
import { placeFigureMoves } from '../ledger/placeFigureMoves.js';
import { mergeWrites } from '../spendEntries/entryIndexWrites.js';
import { readEntry } from '../spendEntries/entryView.js';
import { visitKinds } from '../visits/visitKinds.js';
import { placeRecheck } from '../visits/placeRecheck.js';
import { countWrites } from '../visits/checkCountMoves.js';
import type { PlaceSpendRecord } from './placeSpends.js';

type Writes = Record<string, unknown>;

/** The two places of a merge: `from` goes away, `into` is kept under `intoName`. */
export interface MergedPlaces {
  kind: VisitKind;
  fromKey: string;
  intoKey: string;
  intoName: string;
}

/** Visits: renamed, moved to the kept place's timeline, their log entries searchable under its name. */
export async function visitMoveWrites(
  store: Store,
  { kind, fromKey, intoKey, intoName }: MergedPlaces,
): Promise<{ writes: Writes; visitIds: string[] }> {
  const writes: Writes = {};
  const timeline =
    (await store.get<Record<string, number>>(visitIndexPaths.placeVisits(kind, fromKey))) ?? {};
  const visitIds = Object.keys(timeline);
  const { collection } = visitKinds[kind];
  for (const visitId of visitIds) {
    writes[`${collection}/${visitId}/${visitPlaceField[kind]}`] = intoName;
    writes[`${visitIndexPaths.log(kind, visitId)}/place`] = foldPlaceName(intoName);
    writes[`${visitIndexPaths.placeVisits(kind, intoKey)}/${visitId}`] = timeline[visitId];
  }
  if (visitIds.length > 0) writes[visitIndexPaths.placeVisits(kind, fromKey)] = null;
  return { writes, visitIds };
}

/** The pipeline: one entry, counting both, showing the later latest visit and the later known phase. */
export function pipelineMergeWrites(
  { kind, fromKey, intoKey, intoName }: MergedPlaces,
  fromEntry: VisitPlaceEntry | null,
  intoEntry: VisitPlaceEntry | null,
): Writes {
  const writes: Writes = {};
  if (fromEntry === null) return writes;
  const intoPath = visitIndexPaths.places(kind, intoKey);
  writes[visitIndexPaths.places(kind, fromKey)] = null;
  if (intoEntry === null) {
    writes[intoPath] = { ...fromEntry, name: intoName };
    return writes;
  }
  writes[`${intoPath}/count`] = increment(fromEntry.count);
  if (fromEntry.firstAt < intoEntry.firstAt) writes[`${intoPath}/firstAt`] = fromEntry.firstAt;
  const phase = laterPhase(intoEntry.phase, fromEntry.phase ?? null);
  if (phase !== intoEntry.phase) writes[`${intoPath}/phase`] = phase;
  if (isLater(fromEntry.lastAt, fromEntry.lastId, intoEntry.lastAt, intoEntry.lastId)) {
    Object.assign(writes, {
      [`${intoPath}/name`]: intoName,
      [`${intoPath}/lastAt`]: fromEntry.lastAt,
      [`${intoPath}/lastId`]: fromEntry.lastId,
      [`${intoPath}/lastBy`]: fromEntry.lastBy ?? null,
      [`${intoPath}/latest`]: fromEntry.latest,
    });
  }
  return writes;
}

/**
 * The pin: the kept place keeps its own, else takes the merged one's; every visit now there is judged
 * against it again.
 */
export async function pinMergeWrites(
  store: Store,
  { kind, fromKey, intoKey }: MergedPlaces,
): Promise<Writes> {
  const writes: Writes = {};
  const [fromPin, intoPin] = await Promise.all([
    store.get(placePinPaths.pin(kind, fromKey)).then(parsePlacePin),
    store.get(placePinPaths.pin(kind, intoKey)).then(parsePlacePin),
  ]);
  const keptPin = intoPin ?? fromPin;
  if (fromPin !== null) writes[placePinPaths.pin(kind, fromKey)] = null;
  if (intoPin === null && fromPin !== null) writes[placePinPaths.pin(kind, intoKey)] = fromPin;
  writes[placePinPaths.cleared(kind, fromKey)] = null;
  const [fromRecheck, intoRecheck] = await Promise.all([
    placeRecheck(store, kind, fromKey, keptPin),
    placeRecheck(store, kind, intoKey, keptPin),
  ]);
  return Object.assign(
    writes,
    fromRecheck.writes,
    intoRecheck.writes,
    countWrites(fromRecheck.deltas, intoRecheck.deltas),
  );
}

/**
 * Spends: renamed, with the running totals moved from the old name to the kept one, and their entries
 * naming the kept place where they named `fromTyped`.
 */
export async function spendRenameWrites(
  store: Store,
  { kind, intoName }: MergedPlaces,
  fromSpends: ReadonlyMap<string, PlaceSpendRecord>,
  fromTyped: string,
): Promise<{ writes: Writes; entryIds: Set<string> }> {
  const writes: Writes = {};
  const collectionOfSpends = spendCollections[kind];
  const before: Writes = {};
  const after: Writes = {};
  const entryIds = new Set<string>();
  for (const [spendId, { value, row }] of fromSpends) {
    const path = `${collectionOfSpends}/${spendId}`;
    before[path] = value;
    after[path] = { ...value, [spendPlaceField[kind]]: intoName };
    writes[`${path}/${spendPlaceField[kind]}`] = intoName;
    if (row.entryId !== null) entryIds.add(row.entryId);
  }
  // A record on no entry counts on its own date; an entry's figures move on the days it was booked.
  const legacy = (records: Writes) =>
    Object.fromEntries(
      Object.entries(records).filter(
        ([path]) => fromSpends.get(path.split('/').at(-1) ?? '')?.row.entryId === null,
      ),
    );
  Object.assign(
    writes,
    mergeWrites(
      spendTotalsDelta(kind, legacy(before), legacy(after)),
      await placeFigureMoves(store, kind, entryIds, { from: fromTyped, into: intoName }),
    ),
  );
  const fromFolded = samePlaceKey(fromTyped);
  for (const entryId of entryIds) {
    const entry = await readEntry(store, entryId);
    if (entry === null) continue;
    writes[`${spendEntryPath(entryId)}/places`] = entry.places.map((place) =>
      samePlaceKey(place) === fromFolded ? intoName : place,
    );
  }
  return { writes, entryIds };
}
