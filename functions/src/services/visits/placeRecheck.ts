import { parseVisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { logCheckOf, recheckedFields } from '../../domain/visits/location/logCheck.js';
import { visitDayEntryOf, visitDayOf, visitDaysPath } from '../../domain/visits/location/visitDays.js';
import {
  checkStatuses,
  visitCheckOf,
  type CheckStatus,
  type PinForCheck,
} from '../../domain/visits/location/visitCheck.js';
import { visitIndexPaths, visitLogEntrySchema } from '../../domain/visits/visitIndex.js';
import { visitTimeOf } from '../../domain/visits/visitTime.js';
import type { Store, StorePath } from '../../ports/store.js';
import { visitKinds } from './visitKinds.js';
import { addCheckMove, type CountDeltas } from './checkCountMoves.js';

const isStatus = (value: unknown): value is CheckStatus =>
  typeof value === 'string' && (checkStatuses as readonly string[]).includes(value);

export interface PlaceRecheck {
  writes: Record<StorePath, unknown>;
  /** What the people's check counts change by (the caller adds them to its update: `countWrites`). */
  deltas: CountDeltas;
  /** The visits judged again. */
  count: number;
  /** The ids the place's timeline held when read (judged, or gone). */
  ids: ReadonlySet<string>;
}

/** The ids in a place's timeline, oldest key first. */
export async function timelineIds(store: Store, kind: VisitKind, key: string): Promise<string[]> {
  const timeline = (await store.get<Record<string, unknown>>(visitIndexPaths.placeVisits(kind, key))) ?? {};
  return Object.keys(timeline);
}

/**
 * Judges every visit of a place again against its pin (or its lack of one): the place's timeline gives
 * the ids, their records the readings, and each log entry's check, distance and reason (and the visit's
 * entry in its person's day, `visitDays/`) are rewritten, for the caller's one atomic update, with the
 * people's check counts and the days' filter counts moved from the old status to the new. Its 'Too
 * fast' flag is kept: no pin changes it. `only`: just these visits of the place.
 */
export async function placeRecheck(
  store: Store,
  kind: VisitKind,
  key: string,
  pin: PinForCheck | null,
  only?: readonly string[],
): Promise<PlaceRecheck> {
  const ids = only ?? (await timelineIds(store, kind, key));
  const { collection } = visitKinds[kind];
  const records = await Promise.all(
    ids.map(async (id) => {
      const [record, before] = await Promise.all([
        store.get(`${collection}/${id}`).then(parseVisitRecord),
        store.get(visitIndexPaths.log(kind, id)).then((log) => visitLogEntrySchema.partial().safeParse(log)),
      ]);
      return { id, record, before: before.success ? before.data : {} };
    }),
  );
  const writes: Record<StorePath, unknown> = {};
  const deltas: CountDeltas = new Map();
  let count = 0;
  for (const { id, record, before } of records) {
    if (record === null) continue;
    const log = visitIndexPaths.log(kind, id);
    const check = visitCheckOf(record.reading, pin, record);
    for (const [field, value] of Object.entries(recheckedFields(check))) writes[`${log}/${field}`] = value;
    const uid = record.createdBy.uid;
    const { speed, tooFast } = before;
    writes[visitDaysPath(uid, visitDayOf(visitTimeOf(record)), id)] = visitDayEntryOf(
      kind,
      // A pin judges where the visit was, not how fast the person got there: the flag stays.
      logCheckOf(check, { speed: tooFast === true ? (speed ?? 0) : undefined }),
    );
    const after = { check: check.status, why: 'why' in check ? check.why : undefined, tooFast };
    const was = isStatus(before.check) ? { ...before, check: before.check } : null;
    // The day counted is the log entry's, which no pin changes.
    addCheckMove(deltas, { kind, uid, day: visitDayOf(visitTimeOf(record)) }, was, after);
    count += 1;
  }
  return { writes, deltas, count, ids: new Set(ids) };
}
