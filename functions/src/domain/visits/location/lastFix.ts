import { z } from 'zod';
import { fixTimeOf, type Fix } from './visitReading.js';
import { locationRules } from './locationRules.js';
import { isTooFast, speedKmhBetween, type SpeedFix } from './visitCheck.js';

/**
 * `visitLastFix/{uid}`: the person's latest fix by when it was taken (`at`, its capture time less its
 * age), which the next visit's fix is compared with for the 'Too fast' flag.
 */
export const lastFixSchema = z.object({
  at: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number(),
  visitId: z.string(),
});
export type LastFix = z.output<typeof lastFixSchema>;

export function lastFixOf(fix: Fix, visitId: string): LastFix {
  const { latitude, longitude, accuracy } = fix;
  return { at: fixTimeOf(fix), latitude, longitude, accuracy, visitId };
}

/** A kept last fix as the speed flag reads a fix (taken at `at`, so of age 0). */
export const speedFixOf = ({ at, latitude, longitude, accuracy }: LastFix): SpeedFix => ({
  at,
  age: 0,
  latitude,
  longitude,
  accuracy,
});

/** Whether the fix's time is past the server's receipt by more than a clock's drift: the phone's clock is ahead. */
export const isClockAhead = (fix: Pick<Fix, 'at' | 'age'>, receivedAt: number): boolean =>
  fixTimeOf(fix) > receivedAt + locationRules.clockAheadMs;

/**
 * What a person's next fix does to their kept last fix: flags the visit when the two imply more than
 * 80 km/h, and replaces it when taken later (`last` null: kept as it is). A fix dated ahead of the
 * server's clock (`receivedAt`) is neither compared nor kept: it would turn Too fast off for good.
 * The live write and `indexes rebuild` both go through it.
 */
export function nextLastFix(
  last: LastFix | null,
  fix: Fix,
  visitId: string,
  receivedAt: number,
): { tooFast: boolean; speed?: number; last: LastFix | null } {
  if (isClockAhead(fix, receivedAt)) return { tooFast: false, last: null };
  const flagged = last !== null && isTooFast(speedFixOf(last), fix);
  const later = last === null || fixTimeOf(fix) > last.at;
  const next = later ? lastFixOf(fix, visitId) : null;
  if (!flagged) return { tooFast: false, last: next };
  return { tooFast: true, speed: shownSpeed(speedKmhBetween(speedFixOf(last), fix)), last: next };
}

/** The largest speed kept (a jump in no time is stored as this, never as Infinity). */
export const MAX_SHOWN_KMH = 99_999;

/** Whole km/h as kept on the log entry and shown ('Too fast (92 km/h from the last visit)'). */
export const shownSpeed = (kmh: number): number => Math.min(MAX_SHOWN_KMH, Math.round(kmh));
