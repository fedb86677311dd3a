import type { VisitItem } from '../../domain/api/visitItem.js';
import { parseVisitRecord, type VisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { placeKeyOf, placeNameOf } from '../../domain/visits/visitPlaces.js';
import type { Store } from '../../ports/store.js';
import { checkViewOf } from '../../domain/visits/location/logCheck.js';
import { visitIndexPaths, visitLogEntrySchema, type VisitLogEntry } from '../../domain/visits/visitIndex.js';
import { readPeopleNames, type PeopleNames } from '../people/names.js';
import { visitKinds } from './visitKinds.js';
import { visitTimeOf } from '../../domain/visits/visitTime.js';

export function visitItemOf(
  kind: VisitKind,
  id: string,
  record: VisitRecord,
  names: PeopleNames,
  log: Partial<VisitLogEntry> | null = null,
): VisitItem {
  const fields: Record<string, string | number> = {};
  for (const field of visitKinds[kind].fieldOrder) {
    const value: unknown = record[field];
    if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
  }
  const place = placeNameOf(kind, record);
  const { state, lastError } = record.sheet;
  const check = log === null ? undefined : checkViewOf(log);
  const { reading } = record;
  return {
    id,
    code: record.code,
    visitedAt: visitTimeOf(record),
    createdAt: record.createdAt,
    place,
    placeKey: placeKeyOf(place),
    by: names.named(record.createdBy),
    fields,
    sheet: lastError === undefined ? { state } : { state, lastError },
    ...(check ? { check } : {}),
    ...(reading?.kind === 'fix'
      ? { reading: { latitude: reading.latitude, longitude: reading.longitude, accuracy: reading.accuracy } }
      : {}),
  };
}

async function readLogEntry(store: Store, kind: VisitKind, id: string): Promise<VisitLogEntry | null> {
  const parsed = visitLogEntrySchema.safeParse(await store.get(visitIndexPaths.log(kind, id)));
  return parsed.success ? parsed.data : null;
}

/**
 * The visits of these ids, in the same order, each with its check from its log entry (given, as the
 * log's page has them, or read); an id whose record is gone or unreadable is left out.
 */
export async function readVisitItems(
  store: Store,
  kind: VisitKind,
  ids: readonly string[],
  logEntries?: ReadonlyMap<string, Partial<VisitLogEntry>>,
): Promise<VisitItem[]> {
  const { collection } = visitKinds[kind];
  const [records, names] = await Promise.all([
    Promise.all(
      ids.map(async (id) => {
        const [value, log] = await Promise.all([
          store.get(`${collection}/${id}`),
          logEntries ? (logEntries.get(id) ?? null) : readLogEntry(store, kind, id),
        ]);
        return { id, value, log };
      }),
    ),
    readPeopleNames(store),
  ]);
  return records.flatMap(({ id, value, log }) => {
    const record = parseVisitRecord(value);
    return record ? [visitItemOf(kind, id, record, names, log)] : [];
  });
}
