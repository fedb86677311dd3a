import { z } from 'zod';
import { distanceInMetres, type Point } from './distance.js';
import { locationRules } from './locationRules.js';
import { fixTimeOf, noReadingReasons, type Fix, type VisitReading } from './visitReading.js';
import { orgDayOf, orgDayStart } from '../../time/orgTime.js';
import { visitTimeOf } from '../visitTime.js';

export const checkStatuses = ['verified', 'far', 'unverified'] as const;
export type CheckStatus = (typeof checkStatuses)[number];

/**
 * Why a visit is Unverified: no reading; a reading older than a minute (or dated before the visit's
 * day) or less sure than 100 m; the place has no pin yet; its pin is only proposed, which no admin has
 * accepted (the distance from it is kept); or it is outside the radius by less than its own accuracy.
 */
export const unverifiedReasons = [
  'noReading',
  'poorReading',
  'staleReading',
  'noPin',
  'notAccepted',
  'nearEdge',
] as const;
export type UnverifiedReason = (typeof unverifiedReasons)[number];

export type VisitCheck =
  | { status: 'verified'; distance: number }
  | { status: 'far'; distance: number }
  | { status: 'unverified'; why: 'notAccepted'; distance: number }
  | { status: 'unverified'; why: Exclude<UnverifiedReason, 'notAccepted'> };

/** A visit's check as the screens get it; `tooFast` when the person's previous visit implies > 80 km/h. */
export const visitCheckView = z.object({
  status: z.enum(checkStatuses),
  /** Whole metres from the pin (Verified and Far). */
  distance: z.number().int().nonnegative().optional(),
  why: z.enum(unverifiedReasons).optional(),
  tooFast: z.literal(true).optional(),
  /** Whole km/h from the person's last visit, with `tooFast`. */
  speed: z.number().nonnegative().optional(),
  /** Why there is no reading (`why` noReading): location off, no signal... */
  reason: z.enum(noReadingReasons).optional(),
  /** The reading's accuracy in metres (`why` poorReading). */
  accuracy: z.number().nonnegative().optional(),
  /** The reading was dated after the server's clock: 'phone clock ahead'. */
  clockAhead: z.literal(true).optional(),
});
export type VisitCheckView = z.output<typeof visitCheckView>;

/** What the pin needs to judge a visit: where it is, its radius, and whether an admin accepted it. */
export interface PinForCheck extends Point {
  radius: number;
  state: 'proposed' | 'accepted';
}

/** When a visit was made and when the server received it (`visitTimeOf`). */
export interface VisitTimes {
  visitedAt?: number | undefined;
  createdAt: number;
}

/**
 * Whether a fix's time cannot be true of the visit: taken before the visit's own day (a clock reset to
 * 1970). A time after the server received it is the phone's clock ahead, flagged apart (`isClockAhead`).
 */
export const isBeforeVisitDay = (fix: Pick<Fix, 'at' | 'age'>, visit: VisitTimes): boolean =>
  fixTimeOf(fix) < orgDayStart(orgDayOf(visitTimeOf(visit)));

/**
 * Judges one visit's reading against its place's pin. A reading that is absent, older than a minute
 * (or dated before the visit's day) or less sure than 100 m never verifies anything, and neither does a
 * pin no admin has accepted; otherwise the visit is Verified inside the radius, Far when even its
 * accuracy cannot bring it inside, and Unverified near the edge.
 */
export function visitCheckOf(
  reading: VisitReading | undefined,
  pin: PinForCheck | null,
  visit: VisitTimes,
): VisitCheck {
  if (reading === undefined || reading.kind === 'none') return { status: 'unverified', why: 'noReading' };
  if (reading.age > locationRules.maxReadingAge || isBeforeVisitDay(reading, visit))
    return { status: 'unverified', why: 'staleReading' };
  if (reading.accuracy > locationRules.goodAccuracy) return { status: 'unverified', why: 'poorReading' };
  if (pin === null) return { status: 'unverified', why: 'noPin' };
  const distance = Math.round(distanceInMetres(reading, pin));
  if (pin.state !== 'accepted') return { status: 'unverified', why: 'notAccepted', distance };
  if (distance <= pin.radius) return { status: 'verified', distance };
  if (distance - reading.accuracy > pin.radius) return { status: 'far', distance };
  return { status: 'unverified', why: 'nearEdge' };
}

/** A reading good enough to verify a visit or propose a pin: fresh, within 100 m, dated on the visit's day or later. */
export function isGoodFix(reading: VisitReading | undefined, visit: VisitTimes): reading is Fix {
  return (
    reading?.kind === 'fix' &&
    reading.age <= locationRules.maxReadingAge &&
    reading.accuracy <= locationRules.goodAccuracy &&
    !isBeforeVisitDay(reading, visit)
  );
}

/** What the speed flag needs of a fix: where, how sure, and when (taken at `at - age`). */
export type SpeedFix = Pick<Fix, 'latitude' | 'longitude' | 'accuracy' | 'at' | 'age'>;

const MS_PER_HOUR = 3_600_000;

/**
 * The speed two fixes of one person imply, in km/h: the distance less both accuracies (the benefit of
 * the doubt) over the time between the fixes; 0 within the accuracies, Infinity for a jump in no time.
 */
export function speedKmhBetween(previous: SpeedFix, next: SpeedFix): number {
  const effective = Math.max(0, distanceInMetres(previous, next) - previous.accuracy - next.accuracy);
  if (effective === 0) return 0;
  const hours = Math.abs(fixTimeOf(next) - fixTimeOf(previous)) / MS_PER_HOUR;
  if (hours === 0) return Number.POSITIVE_INFINITY;
  return effective / 1000 / hours;
}

/** Two fixes further apart than anyone drives between them: more than 80 km/h (`speedKmhBetween`). */
export function isTooFast(previous: SpeedFix, next: SpeedFix): boolean {
  return speedKmhBetween(previous, next) > locationRules.maxSpeedKmh;
}
