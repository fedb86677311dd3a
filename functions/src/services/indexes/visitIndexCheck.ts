import { parseVisitRecord, type VisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import {
  isLater,
  placeEntryWith,
  staffLabelOf,
  visitIndexPaths,
  visitLogEntryOf,
  type VisitPlaceEntry,
} from '../../domain/visits/visitIndex.js';
import { placeKeyOf, placeNameOf } from '../../domain/visits/visitPlaces.js';
import type { Store } from '../../ports/store.js';
import { FOLLOW_UPS_PATH } from '../../domain/followUps/followUp.js';
import { computedFollowUps } from './followUpCheck.js';
import { visitKinds } from '../visits/visitKinds.js';
import { diffEntries, repair, storedChildren, type IndexDifference } from './indexDiff.js';
import { readAllEntries } from './readRecords.js';

export interface VisitIndexReport {
  kind: VisitKind;
  records: number;
  /** Records that are not visits a reader accepts: no index holds them. */
  unreadable: string[];
  differences: IndexDifference[];
}

/** Every entry the visit indexes of a kind should hold, by path, from its visit records. */
export function computedVisitIndex(kind: VisitKind, visits: readonly { id: string; record: VisitRecord }[]) {
  const entries = new Map<string, unknown>();
  const places = new Map<string, VisitPlaceEntry>();
  const timelines = new Map<string, Record<string, number>>();
  const staff: Record<string, string> = {};
  const inOrder = [...visits].sort((a, b) =>
    isLater(a.record.createdAt, a.id, b.record.createdAt, b.id) ? 1 : -1,
  );
  for (const { id, record } of inOrder) {
    const key = placeKeyOf(placeNameOf(kind, record));
    entries.set(visitIndexPaths.log(kind, id), visitLogEntryOf(kind, record));
    places.set(key, placeEntryWith(places.get(key) ?? null, kind, id, record));
    timelines.set(key, { ...timelines.get(key), [id]: record.createdAt });
    staff[record.createdBy.uid] = staffLabelOf(record);
  }
  for (const [key, place] of places) entries.set(visitIndexPaths.places(kind, key), place);
  for (const [key, timeline] of timelines) entries.set(visitIndexPaths.placeVisits(kind, key), timeline);
  for (const [uid, label] of Object.entries(staff))
    entries.set(`${visitIndexPaths.staff(kind)}/${uid}`, label);
  return entries;
}

/**
 * Checks the log, place, timeline and staff indexes and the follow-ups of a kind against its visits;
 * `write` repairs them.
 */
export async function checkVisitIndex(
  store: Store,
  kind: VisitKind,
  write: boolean,
): Promise<VisitIndexReport> {
  const records = await readAllEntries(store, visitKinds[kind].collection);
  const visits: { id: string; record: VisitRecord }[] = [];
  const unreadable: string[] = [];
  for (const { key, value } of records) {
    const record = parseVisitRecord(value);
    if (record) visits.push({ id: key, record });
    else unreadable.push(key);
  }
  const computed = computedVisitIndex(kind, visits);
  const followUps = await storedChildren(store, `${FOLLOW_UPS_PATH}/${kind}`);
  for (const [path, value] of computedFollowUps(kind, visits)) computed.set(path, value);
  const stored = new Map<string, unknown>(followUps);
  for (const root of [
    visitIndexPaths.log(kind),
    visitIndexPaths.places(kind),
    visitIndexPaths.placeVisits(kind),
    visitIndexPaths.staff(kind),
  ]) {
    for (const [path, value] of await storedChildren(store, root)) stored.set(path, value);
  }
  const differences = diffEntries(stored, computed);
  if (write) await repair(store, differences);
  return { kind, records: records.length, unreadable, differences };
}

export async function checkVisitIndexes(store: Store, write: boolean): Promise<VisitIndexReport[]> {
  const reports: VisitIndexReport[] = [];
  for (const kind of Object.keys(visitKinds) as VisitKind[]) {
    reports.push(await checkVisitIndex(store, kind, write));
  }
  return reports;
}
