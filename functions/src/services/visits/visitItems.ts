import type { VisitItem } from '../../domain/api/visitItem.js';
import { parseVisitRecord, type VisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { placeKeyOf, placeNameOf } from '../../domain/visits/visitPlaces.js';
import type { Store } from '../../ports/store.js';
import { readPeopleNames, type PeopleNames } from '../people/names.js';
import { visitKinds } from './visitKinds.js';

export function visitItemOf(kind: VisitKind, id: string, record: VisitRecord, names: PeopleNames): VisitItem {
  const fields: Record<string, string | number> = {};
  for (const field of visitKinds[kind].fieldOrder) {
    const value: unknown = record[field];
    if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
  }
  const place = placeNameOf(kind, record);
  const { state, lastError } = record.sheet;
  return {
    id,
    code: record.code,
    createdAt: record.createdAt,
    place,
    placeKey: placeKeyOf(place),
    by: names.named(record.createdBy),
    fields,
    sheet: lastError === undefined ? { state } : { state, lastError },
  };
}

/** The visits of these ids, in the same order; an id whose record is gone or unreadable is left out. */
export async function readVisitItems(
  store: Store,
  kind: VisitKind,
  ids: readonly string[],
): Promise<VisitItem[]> {
  const { collection } = visitKinds[kind];
  const [records, names] = await Promise.all([
    Promise.all(ids.map(async (id) => ({ id, value: await store.get(`${collection}/${id}`) }))),
    readPeopleNames(store),
  ]);
  return records.flatMap(({ id, value }) => {
    const record = parseVisitRecord(value);
    return record ? [visitItemOf(kind, id, record, names)] : [];
  });
}
