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
import { visitTimeOf } from '../../domain/visits/visitTime.js';
import type { Store } from '../../ports/store.js';
import { isClockAhead, nextLastFix, type LastFix } from '../../domain/visits/location/lastFix.js';
import { logCheckOf } from '../../domain/visits/location/logCheck.js';
import { parsePlacePin, placePinPaths, type PlacePin } from '../../domain/visits/location/placePin.js';
import { visitCheckOf } from '../../domain/visits/location/visitCheck.js';
import {
  checkCountsPath,
  countCategoryOf,
  type CountCategory,
} from '../../domain/visits/location/checkCounts.js';
import { visitDayEntryOf, visitDayOf, visitDaysPath } from '../../domain/visits/location/visitDays.js';
import {
  checkDaysPath,
  checkFiltersOf,
  type DayCheckCounts,
} from '../../domain/visits/location/checkDays.js';
import { FOLLOW_UPS_PATH } from '../../domain/followUps/followUp.js';
import { computedFollowUps } from './followUpCheck.js';
import { visitKinds } from '../visits/visitKinds.js';
import { diffEntries, repair, storedChildren, type IndexDifference } from './indexDiff.js';
import { readAllEntries } from './readRecords.js';

export interface VisitIndexReport {
  /** The kind of visits, or the people's last fixes (`visitLastFix/`), derived from both kinds. */
  kind: VisitKind | 'last fixes';
  records: number;
  /** Records that are not visits a reader accepts: no index holds them. */
  unreadable: string[];
  differences: IndexDifference[];
}

type StoredVisit = { id: string; record: VisitRecord };

/**
 * The 'Too fast' flags and each person's last fix, from every visit of both kinds in the order they
 * were stored, each fix compared with the person's last as its submission compared it.
 */
export function computedSpeedFlags(visits: readonly (StoredVisit & { kind: VisitKind })[]) {
  const tooFast = new Map<string, number>();
  const lastFixes = new Map<string, LastFix>();
  const inOrder = [...visits].sort((a, b) =>
    isLater(a.record.createdAt, a.id, b.record.createdAt, b.id) ? 1 : -1,
  );
  for (const { kind, id, record } of inOrder) {
    const { reading } = record;
    if (reading?.kind !== 'fix') continue;
    const uid = record.createdBy.uid;
    const next = nextLastFix(lastFixes.get(uid) ?? null, reading, id, record.createdAt);
    if (next.speed !== undefined) tooFast.set(`${kind}/${id}`, next.speed);
    if (next.last) lastFixes.set(uid, next.last);
  }
  return { tooFast, lastFixes };
}

/** Every entry the visit indexes of a kind should hold, by path, from its visit records and pins. */
export function computedVisitIndex(
  kind: VisitKind,
  visits: readonly StoredVisit[],
  pins: ReadonlyMap<string, PlacePin> = new Map(),
  tooFast: ReadonlyMap<string, number> = new Map(),
) {
  const entries = new Map<string, unknown>();
  const places = new Map<string, VisitPlaceEntry>();
  const timelines = new Map<string, Record<string, number>>();
  const staff: Record<string, string> = {};
  const counts = new Map<string, Partial<Record<CountCategory, number>>>();
  const days = new Map<string, DayCheckCounts>();
  const inOrder = [...visits].sort((a, b) =>
    isLater(a.record.createdAt, a.id, b.record.createdAt, b.id) ? 1 : -1,
  );
  for (const { id, record } of inOrder) {
    const key = placeKeyOf(placeNameOf(kind, record));
    const check = logCheckOf(visitCheckOf(record.reading, pins.get(key) ?? null, record), {
      speed: tooFast.get(`${kind}/${id}`),
      clockAhead: record.reading?.kind === 'fix' && isClockAhead(record.reading, record.createdAt),
      reading: record.reading,
    });
    entries.set(visitIndexPaths.log(kind, id), visitLogEntryOf(kind, record, check));
    const uid = record.createdBy.uid;
    const day = visitDayOf(visitTimeOf(record));
    entries.set(visitDaysPath(uid, day, id), visitDayEntryOf(kind, check));
    const personCounts = counts.get(uid) ?? {};
    const category = countCategoryOf(check);
    personCounts[category] = (personCounts[category] ?? 0) + 1;
    counts.set(uid, personCounts);
    const dayCounts = days.get(day) ?? {};
    const personDay = (dayCounts[uid] ??= {});
    for (const filter of checkFiltersOf(check)) personDay[filter] = (personDay[filter] ?? 0) + 1;
    days.set(day, dayCounts);
    places.set(key, placeEntryWith(places.get(key) ?? null, kind, id, record));
    timelines.set(key, { ...timelines.get(key), [id]: visitTimeOf(record) });
    staff[record.createdBy.uid] = staffLabelOf(record);
  }
  for (const [key, place] of places) entries.set(visitIndexPaths.places(kind, key), place);
  for (const [key, timeline] of timelines) entries.set(visitIndexPaths.placeVisits(kind, key), timeline);
  for (const [uid, label] of Object.entries(staff))
    entries.set(`${visitIndexPaths.staff(kind)}/${uid}`, label);
  for (const [uid, personCounts] of counts) entries.set(checkCountsPath(kind, uid), personCounts);
  for (const [day, dayCounts] of days) entries.set(checkDaysPath(kind, day), dayCounts);
  return entries;
}

function withoutZeros(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, count]) => count !== 0));
}

/** A day's counts with each person's zeros left out (a person left with none is then absent). */
function peopleWithoutZeros(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([uid, counts]) => [uid, withoutZeros(counts)]));
}

interface KindVisits {
  kind: VisitKind;
  records: number;
  visits: StoredVisit[];
  unreadable: string[];
}

async function readKindVisits(store: Store, kind: VisitKind): Promise<KindVisits> {
  const records = await readAllEntries(store, visitKinds[kind].collection);
  const visits: StoredVisit[] = [];
  const unreadable: string[] = [];
  for (const { key, value } of records) {
    const record = parseVisitRecord(value);
    if (record) visits.push({ id: key, record });
    else unreadable.push(key);
  }
  return { kind, records: records.length, visits, unreadable };
}

async function readPins(store: Store, kind: VisitKind): Promise<Map<string, PlacePin>> {
  const stored = (await store.get<Record<string, unknown>>(placePinPaths.pin(kind))) ?? {};
  const pins = new Map<string, PlacePin>();
  for (const [key, value] of Object.entries(stored)) {
    const pin = parsePlacePin(value);
    if (pin) pins.set(key, pin);
  }
  return pins;
}

type StoredVisitDays = Map<VisitKind, Map<string, unknown>>;

/**
 * Every entry of `visitDays/{uid}/{day}/{id}` by path, grouped by the kind it names (an entry naming no
 * kind is checked with the sales visits, which do not explain it, so a repair removes it).
 */
async function readVisitDays(store: Store): Promise<StoredVisitDays> {
  const byKind: StoredVisitDays = new Map<VisitKind, Map<string, unknown>>([
    ['sales', new Map<string, unknown>()],
    ['placement', new Map<string, unknown>()],
  ]);
  const people =
    (await store.get<Record<string, Record<string, Record<string, unknown>>>>(visitDaysPath())) ?? {};
  for (const [uid, days] of Object.entries(people))
    for (const [day, visits] of Object.entries(days))
      for (const [id, entry] of Object.entries(visits)) {
        const named = (entry as { kind?: unknown } | null)?.kind;
        byKind.get(named === 'placement' ? 'placement' : 'sales')?.set(visitDaysPath(uid, day, id), entry);
      }
  return byKind;
}

/**
 * Checks the log (with each visit's check against its place's pin), the people's days, the counts by
 * check (per person, and per day and person), place, timeline and staff indexes and the follow-ups of a
 * kind against its visits; `write` repairs them.
 */
async function checkVisitIndex(
  store: Store,
  { kind, records, visits, unreadable }: KindVisits,
  tooFast: ReadonlyMap<string, number>,
  visitDays: StoredVisitDays,
  write: boolean,
): Promise<VisitIndexReport> {
  const computed = computedVisitIndex(kind, visits, await readPins(store, kind), tooFast);
  const followUps = await storedChildren(store, `${FOLLOW_UPS_PATH}/${kind}`);
  for (const [path, value] of computedFollowUps(kind, visits)) computed.set(path, value);
  const stored = new Map<string, unknown>([...followUps, ...(visitDays.get(kind) ?? [])]);
  // A count decremented to 0 is the same as none.
  for (const [path, value] of await storedChildren(store, checkCountsPath(kind)))
    stored.set(path, withoutZeros(value));
  for (const [path, value] of await storedChildren(store, checkDaysPath(kind)))
    stored.set(path, peopleWithoutZeros(value));
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
  return { kind, records, unreadable, differences };
}

/** Both kinds' visit indexes, then the people's last fixes (the 'Too fast' flags need both kinds). */
export async function checkVisitIndexes(store: Store, write: boolean): Promise<VisitIndexReport[]> {
  const kinds: KindVisits[] = [];
  for (const kind of Object.keys(visitKinds) as VisitKind[]) kinds.push(await readKindVisits(store, kind));
  const { tooFast, lastFixes } = computedSpeedFlags(
    kinds.flatMap(({ kind, visits }) => visits.map((visit) => ({ kind, ...visit }))),
  );
  const visitDays = await readVisitDays(store);
  const reports: VisitIndexReport[] = [];
  for (const kindVisits of kinds)
    reports.push(await checkVisitIndex(store, kindVisits, tooFast, visitDays, write));
  const computed = new Map<string, unknown>(
    [...lastFixes].map(([uid, fix]) => [placePinPaths.lastFix(uid), fix]),
  );
  const differences = diffEntries(await storedChildren(store, placePinPaths.lastFix()), computed);
  if (write) await repair(store, differences);
  reports.push({ kind: 'last fixes', records: lastFixes.size, unreadable: [], differences });
  return reports;
}
