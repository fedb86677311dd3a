import type { VisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { isClockAhead, lastFixSchema, nextLastFix } from '../../domain/visits/location/lastFix.js';
import { locationRules } from '../../domain/visits/location/locationRules.js';
import { logCheckOf, type LogCheck } from '../../domain/visits/location/logCheck.js';
import { parsePlacePin, placePinPaths, type PlacePin } from '../../domain/visits/location/placePin.js';
import { isGoodFix, visitCheckOf } from '../../domain/visits/location/visitCheck.js';
import type { Fix } from '../../domain/visits/location/visitReading.js';
import { staffLabelOf } from '../../domain/visits/visitIndex.js';
import { NO_PLACE_KEY } from '../../domain/visits/visitPlaces.js';
import type { Store, StorePath } from '../../ports/store.js';
import { placeRecheck, type CountDeltas } from './placeRecheck.js';

/** The pin a place with none takes from a visit's good reading: proposed, at the default radius. */
export function proposedPin(fix: Fix, visitId: string, record: VisitRecord): PlacePin {
  return {
    latitude: fix.latitude,
    longitude: fix.longitude,
    radius: locationRules.defaultRadius,
    state: 'proposed',
    fromVisitId: visitId,
    setAt: record.createdAt,
    setBy: { uid: record.createdBy.uid, label: staffLabelOf(record) },
  };
}

export interface VisitLocation {
  check: LogCheck;
  writes: Record<StorePath, unknown>;
  /** The check counts' changes of the earlier visits judged again (after a clear). */
  deltas: CountDeltas;
}

/**
 * What a new visit's reading does, for the visit's own atomic update: a place with no pin (and a name)
 * takes a proposed pin from a good reading; the visit is judged against the pin; a fix is compared with
 * the person's last fix for the 'Too fast' flag and replaces it when taken later. After an admin
 * cleared the place's pin, a new proposal judges the place's earlier visits again too.
 */
export async function visitLocationWrites(
  store: Store,
  kind: VisitKind,
  key: string,
  id: string,
  record: VisitRecord,
): Promise<VisitLocation> {
  const { reading } = record;
  const fix = reading?.kind === 'fix' ? reading : null;
  const lastFixPath = placePinPaths.lastFix(record.createdBy.uid);
  const [storedPin, storedLast] = await Promise.all([
    store.get(placePinPaths.pin(kind, key)),
    fix ? store.get(lastFixPath) : null,
  ]);
  const writes: Record<StorePath, unknown> = {};
  let pin = parsePlacePin(storedPin);
  let deltas: CountDeltas = new Map();
  if (pin === null && key !== NO_PLACE_KEY && isGoodFix(reading)) {
    pin = proposedPin(reading, id, record);
    writes[placePinPaths.pin(kind, key)] = pin;
    const clearedPath = placePinPaths.cleared(kind, key);
    if ((await store.get(clearedPath)) !== null) {
      const recheck = await placeRecheck(store, kind, key, pin);
      Object.assign(writes, recheck.writes, { [clearedPath]: null });
      deltas = recheck.deltas;
    }
  }
  let tooFast = false;
  if (fix) {
    const parsed = lastFixSchema.safeParse(storedLast);
    const next = nextLastFix(parsed.success ? parsed.data : null, fix, id, record.createdAt);
    tooFast = next.tooFast;
    if (next.last) writes[lastFixPath] = next.last;
  }
  const clockAhead = fix !== null && isClockAhead(fix, record.createdAt);
  return { check: logCheckOf(visitCheckOf(reading, pin), tooFast, clockAhead), writes, deltas };
}
