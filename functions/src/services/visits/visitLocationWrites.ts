import type { VisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { isClockAhead, lastFixSchema, nextLastFix } from '../../domain/visits/location/lastFix.js';
import { logCheckOf, type LogCheck } from '../../domain/visits/location/logCheck.js';
import { parsePlacePin, placePinPaths, type PlacePin } from '../../domain/visits/location/placePin.js';
import { visitCheckOf } from '../../domain/visits/location/visitCheck.js';
import type { Store, StorePath } from '../../ports/store.js';

export interface VisitLocation {
  check: LogCheck;
  writes: Record<StorePath, unknown>;
  /** The pin the visit was judged against, as read: `settleVisitPin` looks again after the write. */
  pinSeen: PlacePin | null;
}

/**
 * What a new visit's reading does, for the visit's own atomic update: the visit is judged against the
 * place's pin as it stands (no pin: 'no pin yet'; its own reading never proposes one alone), and a fix
 * is compared with the person's last fix for the 'Too fast' flag and replaces it when taken later.
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
  const pinSeen = parsePlacePin(storedPin);
  let speed: number | undefined;
  if (fix) {
    const parsed = lastFixSchema.safeParse(storedLast);
    const next = nextLastFix(parsed.success ? parsed.data : null, fix, id, record.createdAt);
    speed = next.speed;
    if (next.last) writes[lastFixPath] = next.last;
  }
  const clockAhead = fix !== null && isClockAhead(fix, record.createdAt);
  const check = logCheckOf(visitCheckOf(reading, pinSeen, record), { speed, clockAhead, reading });
  return { check, writes, pinSeen };
}
