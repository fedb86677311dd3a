import { z } from 'zod';
import type { VisitKind } from '../visitCodes.js';
import type { VisitRecord } from '../records/visitRecord.js';
import { foldPlaceName, pipelineFields, placeNameOf } from './visitPlaces.js';
import { checkStatuses, unverifiedReasons } from './location/visitCheck.js';
import type { LogCheck } from './location/logCheck.js';
import { visitTimeOf } from './visitTime.js';
import { noReadingReasons } from './location/visitReading.js';

/**
 * The compact entry at `visitLog/{kind}/{id}`, written in the same multi-path update as the visit: the
 * log pages by `createdAt` through it and filters on it without reading the visits themselves.
 */
export const visitLogEntrySchema = z.object({
  /**
   * When the visit was made (`visitTimeOf`). Named as before it was kept, when it was the receive time:
   * the database's index is on this child, and entries of visits stored then read the same.
   */
  createdAt: z.number(),
  /** The place's folded name ('' when none): a search is a substring match on it. */
  place: z.string(),
  by: z.string(),
  phase: z.string().optional(),
  /**
   * Where the visit was made against its place's pin (decision 029), with the distance of a Verified or
   * Far one, why an Unverified one is, and the 'Too fast' flag; absent on entries from before it was kept.
   */
  check: z.enum(checkStatuses).optional(),
  distance: z.number().optional(),
  why: z.enum(unverifiedReasons).optional(),
  tooFast: z.literal(true).optional(),
  speed: z.number().optional(),
  clockAhead: z.literal(true).optional(),
  reason: z.enum(noReadingReasons).optional(),
  accuracy: z.number().optional(),
});
export type VisitLogEntry = z.output<typeof visitLogEntrySchema>;

const shownValue = z.union([z.string(), z.number()]);

/** A place's last known phase: that of its latest visit (by when it was made) that named one. */
export const placePhaseSchema = z.object({ value: z.string(), at: z.number(), id: z.string() });
export type PlacePhase = z.output<typeof placePhaseSchema>;

/** The per-place entry at `visitPlaces/{kind}/{place key}`: its latest visit and how many it had. */
export const visitPlaceEntrySchema = z.object({
  /** The place's name as its latest visit spelled it. */
  name: z.string(),
  count: z.number().int().nonnegative(),
  firstAt: z.number(),
  lastAt: z.number(),
  lastId: z.string(),
  /** The account that submitted the latest visit (absent on entries indexed before it was kept). */
  lastBy: z.object({ uid: z.string(), label: z.string() }).optional(),
  latest: z.record(z.string(), shownValue).default({}),
  /** Kept apart from `latest`: a later visit that names no phase leaves it as it was. */
  phase: placePhaseSchema.optional(),
});
export type VisitPlaceEntry = z.output<typeof visitPlaceEntrySchema>;

export const visitIndexPaths = {
  log: (kind: VisitKind, id?: string) => (id === undefined ? `visitLog/${kind}` : `visitLog/${kind}/${id}`),
  places: (kind: VisitKind, key?: string) =>
    key === undefined ? `visitPlaces/${kind}` : `visitPlaces/${kind}/${key}`,
  /** `visitPlaceVisits/{kind}/{place key}/{visit id}`: when the visit was made, for a place's timeline. */
  placeVisits: (kind: VisitKind, key?: string) =>
    key === undefined ? `visitPlaceVisits/${kind}` : `visitPlaceVisits/${kind}/${key}`,
  /** `visitStaff/{kind}/{uid}`: who has submitted this kind, as the log's staff filter lists them. */
  staff: (kind: VisitKind) => `visitStaff/${kind}`,
};

export function staffLabelOf(record: VisitRecord): string {
  return record.createdBy.email ?? record.createdBy.uid;
}

export function visitLogEntryOf(kind: VisitKind, record: VisitRecord, check: LogCheck): VisitLogEntry {
  const phase = record.visitPhase;
  return {
    createdAt: visitTimeOf(record),
    place: foldPlaceName(placeNameOf(kind, record)),
    by: record.createdBy.uid,
    ...(kind === 'sales' && typeof phase === 'string' ? { phase } : {}),
    ...check,
  };
}

/** The pipeline's fields of a visit: those it filled. */
export function latestFieldsOf(kind: VisitKind, record: VisitRecord): Record<string, string | number> {
  const latest: Record<string, string | number> = {};
  for (const field of pipelineFields[kind]) {
    const value: unknown = record[field];
    if (typeof value === 'string' || typeof value === 'number') latest[field] = value;
  }
  return latest;
}

/** Later in time, ties broken by id (push ids grow with time), so one visit is always the latest. */
export function isLater(at: number, id: string, thanAt: number, thanId: string): boolean {
  return at > thanAt || (at === thanAt && id > thanId);
}

/** The phase a visit names, dated by when it was made; none for a placement visit or an empty phase. */
export function visitPhaseOf(kind: VisitKind, id: string, record: VisitRecord): PlacePhase | null {
  const value = record.visitPhase;
  if (kind !== 'sales' || typeof value !== 'string' || value === '') return null;
  return { value, at: visitTimeOf(record), id };
}

/** The later of two phases by when their visits were made; a visit with no phase never clears one. */
export function laterPhase(
  current: PlacePhase | undefined,
  candidate: PlacePhase | null,
): PlacePhase | undefined {
  if (candidate === null) return current;
  if (current === undefined) return candidate;
  return isLater(candidate.at, candidate.id, current.at, current.id) ? candidate : current;
}

/** The fields of a place's entry that follow its newest visit. */
function newestFields(kind: VisitKind, id: string, record: VisitRecord) {
  return {
    name: placeNameOf(kind, record),
    lastAt: visitTimeOf(record),
    lastId: id,
    lastBy: { uid: record.createdBy.uid, label: staffLabelOf(record) },
    latest: latestFieldsOf(kind, record),
  };
}

/** A place's entry once one more visit is counted in. */
export function placeEntryWith(
  current: VisitPlaceEntry | null,
  kind: VisitKind,
  id: string,
  record: VisitRecord,
): VisitPlaceEntry {
  const at = visitTimeOf(record);
  const base = current ?? { name: '', count: 0, firstAt: at, lastAt: at, lastId: '', latest: {} };
  const newest = current === null || isLater(at, id, current.lastAt, current.lastId);
  const phase = laterPhase(current?.phase, visitPhaseOf(kind, id, record));
  return {
    ...base,
    count: base.count + 1,
    firstAt: Math.min(base.firstAt, at),
    ...(newest ? newestFields(kind, id, record) : {}),
    ...(phase ? { phase } : {}),
  };
}

/**
 * The stored entry put right for a visit already counted in it, or null when it holds: two visits of a
 * place sent at once each read the entry before the other wrote, so the one written last may have set
 * a later first visit, or an older one as the latest or as the one whose phase stands.
 */
export function placeEntryHolding(
  current: VisitPlaceEntry,
  kind: VisitKind,
  id: string,
  record: VisitRecord,
): VisitPlaceEntry | null {
  const at = visitTimeOf(record);
  const newest = isLater(at, id, current.lastAt, current.lastId);
  const phase = laterPhase(current.phase, visitPhaseOf(kind, id, record));
  if (current.firstAt <= at && !newest && phase === current.phase) return null;
  return {
    ...current,
    firstAt: Math.min(current.firstAt, at),
    ...(newest ? newestFields(kind, id, record) : {}),
    ...(phase ? { phase } : {}),
  };
}
