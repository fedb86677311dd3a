import { z } from 'zod';
import { distanceInMetres, type Point } from './distance.js';
import { locationRules } from './locationRules.js';
import { fixTimeOf, noReadingReasons, type Fix, type VisitReading } from './visitReading.js';

export const checkStatuses = ['verified', 'far', 'unverified'] as const;
export type CheckStatus = (typeof checkStatuses)[number];

/**
 * Why a visit is Unverified: no reading; a reading older than a minute or less sure than 100 m; the
 * place has no pin yet; or it is outside the radius by less than its own accuracy (it may be inside).
 */
export const unverifiedReasons = ['noReading', 'poorReading', 'staleReading', 'noPin', 'nearEdge'] as const;
export type UnverifiedReason = (typeof unverifiedReasons)[number];

export type VisitCheck =
  | { status: 'verified'; distance: number }
  | { status: 'far'; distance: number }
  | { status: 'unverified'; why: UnverifiedReason };

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

/** What the pin needs to judge a visit: where it is and its radius. */
export interface PinForCheck extends Point {
  radius: number;
}

/**
 * Judges one visit's reading against its place's pin (proposed or accepted). A reading that is absent,
 * older than a minute or less sure than 100 m never verifies anything; otherwise the visit is Verified
 * inside the radius, Far when even its accuracy cannot bring it inside, and Unverified near the edge.
 */
export function visitCheckOf(reading: VisitReading | undefined, pin: PinForCheck | null): VisitCheck {
  if (reading === undefined || reading.kind === 'none') return { status: 'unverified', why: 'noReading' };
  if (reading.age > locationRules.maxReadingAge) return { status: 'unverified', why: 'staleReading' };
  if (reading.accuracy > locationRules.goodAccuracy) return { status: 'unverified', why: 'poorReading' };
  if (pin === null) return { status: 'unverified', why: 'noPin' };
  const distance = Math.round(distanceInMetres(reading, pin));
  if (distance <= pin.radius) return { status: 'verified', distance };
  if (distance - reading.accuracy > pin.radius) return { status: 'far', distance };
  return { status: 'unverified', why: 'nearEdge' };
}

/** A reading good enough to verify a visit or propose a pin: fresh and within 100 m. */
export function isGoodFix(reading: VisitReading | undefined): reading is Fix {
  return (
    reading?.kind === 'fix' &&
    reading.age <= locationRules.maxReadingAge &&
    reading.accuracy <= locationRules.goodAccuracy
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
