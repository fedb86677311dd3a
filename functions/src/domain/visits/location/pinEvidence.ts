import { distanceInMetres, type Point } from './distance.js';
import { locationRules } from './locationRules.js';
import { isGoodFix } from './visitCheck.js';
import { fixTimeOf, type VisitReading } from './visitReading.js';
import { isClockAhead } from './lastFix.js';
import { visitDayOf } from './visitDays.js';
import { visitTimeOf } from '../visitTime.js';

/** One visit's good reading of a place, as evidence of where the place is. */
export interface EvidenceReading extends Point {
  visitId: string;
  accuracy: number;
  uid: string;
  /** Who took it, for their name on the place page. */
  email?: string;
  /** The organisation's day of the visit (`visitTimeOf`, never when it arrived). */
  day: string;
  /** When the visit was made (`visitTimeOf`): one person's readings must be 12 hours apart by it. */
  visitedAt: number;
  /** When the fix was taken. */
  at: number;
}

/** What a visit offers as evidence: its reading, who made it and when, and its log entry's flags. */
export interface EvidenceSource {
  visitId: string;
  reading: VisitReading | undefined;
  uid: string;
  email?: string;
  createdAt: number;
  /** When the visit was made, as stored (`visitTimeOf`). */
  visitedAt?: number;
  tooFast?: boolean;
  clockAhead?: boolean;
}

/**
 * A visit's reading as evidence, or null when it proves nothing: not a fresh fix within 100 m, dated
 * before the visit's day or ahead of the server, 'Too fast' from the person's last visit, or taken
 * before an admin cleared the place's pin (`clearedAt`: the evidence that set the cleared pin counts
 * no more).
 */
export function evidenceReadingOf(source: EvidenceSource, clearedAt: number | null): EvidenceReading | null {
  const { reading } = source;
  if (!isGoodFix(reading, source) || source.tooFast === true || source.clockAhead === true) return null;
  if (isClockAhead(reading, source.createdAt)) return null;
  if (clearedAt !== null && source.createdAt <= clearedAt) return null;
  const visitedAt = visitTimeOf(source);
  return {
    visitId: source.visitId,
    latitude: reading.latitude,
    longitude: reading.longitude,
    accuracy: reading.accuracy,
    uid: source.uid,
    ...(source.email === undefined ? {} : { email: source.email }),
    day: visitDayOf(visitedAt),
    visitedAt,
    at: fixTimeOf(reading),
  };
}

const byTime = (a: EvidenceReading, b: EvidenceReading) => a.at - b.at || a.visitId.localeCompare(b.visitId);

/**
 * Whether readings come from two people, or from one person's visits at least 12 hours apart (by when
 * the visits were made): one person within a few hours, even across midnight, is one sighting.
 */
export function isIndependent(readings: readonly EvidenceReading[]): boolean {
  if (new Set(readings.map((reading) => reading.uid)).size > 1) return true;
  const times = readings.map((reading) => reading.visitedAt);
  return Math.max(...times) - Math.min(...times) >= locationRules.samePersonApartMs;
}

/**
 * The readings that agree on where the place is, or null when none do yet: the largest group of
 * readings within 100 m of one of them that comes from two people or one person 12 hours apart (the
 * earliest such group on a tie). One reading alone never agrees with anything, so no visit proposes
 * its own pin; and a proposed pin verifies nothing until an admin accepts it.
 */
export function agreeingReadings(readings: readonly EvidenceReading[]): EvidenceReading[] | null {
  let best: EvidenceReading[] | null = null;
  for (const centre of [...readings].sort(byTime)) {
    const group = readings
      .filter((other) => distanceInMetres(centre, other) <= locationRules.agreeWithin)
      .sort(byTime);
    if (group.length < 2 || !isIndependent(group)) continue;
    if (best === null || group.length > best.length) best = group;
  }
  return best;
}

/** Where a group of readings puts the place: their mean (within 100 m, a flat average is exact enough). */
export function centreOf(readings: readonly Point[]): Point {
  const sum = readings.reduce(
    (total, point) => ({
      latitude: total.latitude + point.latitude,
      longitude: total.longitude + point.longitude,
    }),
    { latitude: 0, longitude: 0 },
  );
  return { latitude: sum.latitude / readings.length, longitude: sum.longitude / readings.length };
}

/** How far the readings lie apart: the largest distance of one from their centre, in whole metres. */
export function spreadOf(readings: readonly Point[]): number {
  if (readings.length === 0) return 0;
  const centre = centreOf(readings);
  return Math.round(Math.max(...readings.map((reading) => distanceInMetres(centre, reading))));
}
