import type { VisitKind } from '../../domain/visitCodes.js';
import type { VisitRecord } from '../../domain/records/visitRecord.js';
import {
  placeEntryHolding,
  placeEntryWith,
  staffLabelOf,
  visitIndexPaths,
  visitLogEntryOf,
  visitPlaceEntrySchema,
  type VisitPlaceEntry,
} from '../../domain/visits/visitIndex.js';
import { placeKeyOf, placeNameOf } from '../../domain/visits/visitPlaces.js';
import { visitTimeOf } from '../../domain/visits/visitTime.js';
import { increment, type Store, type StorePath } from '../../ports/store.js';
import { visitLocationWrites } from './visitLocationWrites.js';
import { addCheckMove, countWrites, type CountDeltas } from './checkCountMoves.js';
import type { PlacePin } from '../../domain/visits/location/placePin.js';
import { visitDayEntryOf, visitDayOf, visitDaysPath } from '../../domain/visits/location/visitDays.js';

export async function readPlaceEntry(
  store: Store,
  kind: VisitKind,
  key: string,
): Promise<VisitPlaceEntry | null> {
  const parsed = visitPlaceEntrySchema.safeParse(await store.get(visitIndexPaths.places(kind, key)));
  return parsed.success ? parsed.data : null;
}

/**
 * What a new visit adds beside its record, for the same multi-path update: its log entry with its
 * check against the place's pin, the same check in the person's day (`visitDays/`), the person's and
 * the day's counts by check (and the pin it proposes, the person's last fix: `visitLocationWrites`),
 * its place in the place's timeline, one more visit for the place (an increment, so concurrent visits
 * all count) and, when it is the place's latest, the place's latest fields; its phase, when it names
 * one later than the place's last known phase. Only the fields that change are written, so a
 * concurrent visit to the same place loses nothing but, at worst, which of two visits in
 * the same instant counts as the latest (`npm run indexes -- check` reports it).
 */
export async function visitIndexWrites(
  store: Store,
  kind: VisitKind,
  id: string,
  record: VisitRecord,
): Promise<Record<StorePath, unknown>> {
  return (await visitIndexUpdate(store, kind, id, record)).writes;
}

/** `visitIndexWrites` with the pin the visit was judged against, for `settleVisitPin` after the write. */
export async function visitIndexUpdate(
  store: Store,
  kind: VisitKind,
  id: string,
  record: VisitRecord,
): Promise<{ writes: Record<StorePath, unknown>; pinSeen: PlacePin | null }> {
  const key = placeKeyOf(placeNameOf(kind, record));
  const placePath = visitIndexPaths.places(kind, key);
  const [current, location] = await Promise.all([
    readPlaceEntry(store, kind, key),
    visitLocationWrites(store, kind, key, id, record),
  ]);
  const next = placeEntryWith(current, kind, id, record);
  const deltas: CountDeltas = new Map();
  const day = visitDayOf(visitTimeOf(record));
  addCheckMove(deltas, { kind, uid: record.createdBy.uid, day }, null, location.check);
  const writes: Record<StorePath, unknown> = {
    ...location.writes,
    ...countWrites(deltas),
    [visitIndexPaths.log(kind, id)]: visitLogEntryOf(kind, record, location.check),
    [visitDaysPath(record.createdBy.uid, day, id)]: visitDayEntryOf(kind, location.check),
    [`${visitIndexPaths.placeVisits(kind, key)}/${id}`]: visitTimeOf(record),
    [`${visitIndexPaths.staff(kind)}/${record.createdBy.uid}`]: staffLabelOf(record),
    [`${placePath}/count`]: increment(1),
  };
  if (current === null || next.firstAt !== current.firstAt) writes[`${placePath}/firstAt`] = next.firstAt;
  if (next.phase?.id === id) writes[`${placePath}/phase`] = next.phase;
  if (next.lastId === id) {
    Object.assign(writes, {
      [`${placePath}/name`]: next.name,
      [`${placePath}/lastAt`]: next.lastAt,
      [`${placePath}/lastId`]: next.lastId,
      [`${placePath}/lastBy`]: next.lastBy,
      [`${placePath}/latest`]: next.latest,
    });
  }
  return { writes, pinSeen: location.pinSeen };
}

/**
 * After a visit's update landed: its place's first and latest visit and last known phase put right when
 * another visit sent at the same moment wrote over them (a transaction, so it holds against a third).
 */
export async function settlePlaceEntry(
  store: Store,
  kind: VisitKind,
  id: string,
  record: VisitRecord,
): Promise<void> {
  const path = visitIndexPaths.places(kind, placeKeyOf(placeNameOf(kind, record)));
  await store.transaction<VisitPlaceEntry>(path, (stored) => {
    const current = visitPlaceEntrySchema.safeParse(stored);
    return current.success ? (placeEntryHolding(current.data, kind, id, record) ?? undefined) : undefined;
  });
}
