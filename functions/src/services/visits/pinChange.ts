import type { VisitKind } from '../../domain/visitCodes.js';
import { parsePlacePin, placePinPaths, type PlacePin } from '../../domain/visits/location/placePin.js';
import type { Store, StorePath } from '../../ports/store.js';
import { placeRecheck, timelineIds } from './placeRecheck.js';
import { countWrites } from './checkCountMoves.js';

export interface PinChangeWrites {
  /** The place's visits judged against the new pin, with the people's counts moved. */
  writes: Record<StorePath, unknown>;
  count: number;
  /** The visits the timeline held when read: any other reached it while the change was made. */
  judged: ReadonlySet<string>;
}

/** Every visit of the place judged against `pin` (null: none), for the change's one update. */
export async function pinChangeWrites(
  store: Store,
  kind: VisitKind,
  key: string,
  pin: PlacePin | null,
): Promise<PinChangeWrites> {
  const recheck = await placeRecheck(store, kind, key, pin);
  return {
    writes: { ...recheck.writes, ...countWrites(recheck.deltas) },
    count: recheck.count,
    judged: recheck.ids,
  };
}

/**
 * After a pin change has landed (holding the place's lock): the visits that reached the place's
 * timeline after the change read it were judged against the pin they read, so they are judged again
 * against the pin stored now. A visit writes before it looks at the pin again and a change writes
 * before it reads the timeline again, so of the two at least one sees the other.
 */
export async function judgeLateVisits(
  store: Store,
  kind: VisitKind,
  key: string,
  judged: ReadonlySet<string>,
): Promise<number> {
  const late = (await timelineIds(store, kind, key)).filter((id) => !judged.has(id));
  if (late.length === 0) return 0;
  return judgeVisitsAgain(store, kind, key, late);
}

/** These visits of the place judged against its pin as stored now, in one update. */
export async function judgeVisitsAgain(
  store: Store,
  kind: VisitKind,
  key: string,
  ids: readonly string[],
): Promise<number> {
  const pin = parsePlacePin(await store.get(placePinPaths.pin(kind, key)));
  const recheck = await placeRecheck(store, kind, key, pin, ids);
  await store.update({ ...recheck.writes, ...countWrites(recheck.deltas) });
  return recheck.count;
}

/** Whether two reads of a place's pin found the same pin (the same change of it). */
export function samePin(a: PlacePin | null, b: PlacePin | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.latitude === b.latitude &&
    a.longitude === b.longitude &&
    a.radius === b.radius &&
    a.state === b.state &&
    a.setAt === b.setAt &&
    a.setBy.uid === b.setBy.uid
  );
}
