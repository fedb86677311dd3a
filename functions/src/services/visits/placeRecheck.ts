import { parseVisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { recheckedFields } from '../../domain/visits/location/logCheck.js';
import type { PinForCheck } from '../../domain/visits/location/visitCheck.js';
import { visitCheckOf } from '../../domain/visits/location/visitCheck.js';
import { visitIndexPaths } from '../../domain/visits/visitIndex.js';
import type { Store, StorePath } from '../../ports/store.js';
import { visitKinds } from './visitKinds.js';

export interface PlaceRecheck {
  writes: Record<StorePath, unknown>;
  /** The visits judged again. */
  count: number;
}

/**
 * Judges every visit of a place again against its pin (or its lack of one): the place's timeline gives
 * the ids, their records the readings, and each log entry's check, distance and reason are rewritten,
 * for the caller's one atomic update. Its 'Too fast' flag is kept: no pin changes it.
 */
export async function placeRecheck(
  store: Store,
  kind: VisitKind,
  key: string,
  pin: PinForCheck | null,
): Promise<PlaceRecheck> {
  const timeline = (await store.get<Record<string, unknown>>(visitIndexPaths.placeVisits(kind, key))) ?? {};
  const { collection } = visitKinds[kind];
  const records = await Promise.all(
    Object.keys(timeline).map(async (id) => ({
      id,
      record: parseVisitRecord(await store.get(`${collection}/${id}`)),
    })),
  );
  const writes: Record<StorePath, unknown> = {};
  let count = 0;
  for (const { id, record } of records) {
    if (record === null) continue;
    const log = visitIndexPaths.log(kind, id);
    for (const [field, value] of Object.entries(recheckedFields(visitCheckOf(record.reading, pin))))
      writes[`${log}/${field}`] = value;
    count += 1;
  }
  return { writes, count };
}
