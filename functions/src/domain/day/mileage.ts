import { z } from 'zod';
import { distanceInMetres, type Point } from '../visits/location/distance.js';
import type { VisitReading } from '../visits/location/visitReading.js';
import type { StartPoint } from './startPoint.js';
import { rateOf, vehicleSchema, type MileagePolicy, type Vehicle } from './mileagePolicy.js';
import { fromPaise } from '../spend/money.js';
import { rupeeText } from '../spendEntries/rupees.js';

export const mileageMessages = {
  noVisits: 'No visit on this day, so there are no legs to count.',
  noReadings: 'No visit on this day has a location reading, so there are no legs to count.',
  oneReading:
    'Only one visit on this day has a location reading and no start point is saved, so there are no legs to count.',
  offline: 'Mileage needs a connection.',
} as const;

/** One visit of the day as the legs need it: its place, when it was made and its reading, if any. */
export interface MileageVisit {
  id: string;
  /** The place visited ('' when the visit names none). */
  place: string;
  /** When the visit was made (`visitTimeOf`). */
  at: number;
  reading?: VisitReading | undefined;
}

interface Stop extends Point {
  label: string;
}

/** One leg: from where to where, and its straight-line length in hundredths of a km (10 m), rounded. */
export const mileageLegSchema = z.object({
  from: z.string(),
  to: z.string(),
  centiKm: z.number().int().nonnegative(),
});
export type MileageLeg = z.output<typeof mileageLegSchema>;

export type DayLegs =
  | { kind: 'legs'; legs: MileageLeg[]; /** The legs' sum, in hundredths of a km. */ centiKm: number }
  | { kind: 'none'; reason: string };

const NO_PLACE = 'A visit';

/** A distance in metres as hundredths of a km, half up: 1,234.5 m is 1.23 km, 1,235 m 1.24 km. */
export const centiKmOf = (metres: number): number => Math.floor(metres / 10 + 0.5);

/**
 * The day's legs: from the start point (when one is saved) through each visit with a fix, in the
 * order the visits were made (ties by id), each leg's straight-line length rounded to 0.01 km. A day
 * with no visit, no reading, or one reading and no start point has no legs, and says why.
 */
export function dayLegs(start: StartPoint | null, visits: readonly MileageVisit[]): DayLegs {
  if (visits.length === 0) return { kind: 'none', reason: mileageMessages.noVisits };
  const located = [...visits]
    .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .flatMap(({ place, reading }): Stop[] =>
      reading?.kind === 'fix'
        ? [{ label: place || NO_PLACE, latitude: reading.latitude, longitude: reading.longitude }]
        : [],
    );
  if (located.length === 0) return { kind: 'none', reason: mileageMessages.noReadings };
  const stops: Stop[] = start
    ? [{ label: start.label, latitude: start.latitude, longitude: start.longitude }, ...located]
    : located;
  if (stops.length < 2) return { kind: 'none', reason: mileageMessages.oneReading };
  const legs: MileageLeg[] = [];
  for (let index = 1; index < stops.length; index += 1) {
    const from = stops[index - 1];
    const to = stops[index];
    if (from && to)
      legs.push({ from: from.label, to: to.label, centiKm: centiKmOf(distanceInMetres(from, to)) });
  }
  return { kind: 'legs', legs, centiKm: legs.reduce((sum, leg) => sum + leg.centiKm, 0) };
}

/** What a day's legs allow for one vehicle, with the figures that make it. */
export const mileageAllowanceSchema = z.object({
  vehicle: vehicleSchema,
  /** The legs' straight-line sum, in hundredths of a km. */
  centiKm: z.number().int().nonnegative(),
  roadFactor: z.number(),
  /** The road km counted (straight-line x factor, or the cap when it caps), in hundredths of a km. */
  roadCentiKm: z.number().int().nonnegative(),
  ratePaise: z.number().int().positive(),
  /** The daily cap in km when it cut the road km. */
  cappedAtKm: z.number().int().positive().optional(),
  allowedPaise: z.number().int().nonnegative(),
});
export type MileageAllowance = z.output<typeof mileageAllowanceSchema>;

/** Integer division rounding half up (both positive). */
const halfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * km x factor x rate in whole paise, in integers with one rounding at the end (half up); over the
 * daily cap, cap km x rate. Null when the vehicle has no rate.
 */
export function mileageAllowance(
  centiKm: number,
  policy: MileagePolicy,
  vehicle: Vehicle,
): MileageAllowance | null {
  const ratePaise = rateOf(policy, vehicle);
  if (ratePaise === undefined) return null;
  const factorHundredths = Math.round(policy.roadFactor * 100);
  // Road km x 10,000: hundredths of a km times hundredths of the factor.
  const roadScaled = centiKm * factorHundredths;
  const cap = policy.dailyCapKm;
  const base = { vehicle, centiKm, roadFactor: policy.roadFactor, ratePaise };
  if (cap !== undefined && roadScaled > cap * 10_000) {
    return { ...base, roadCentiKm: cap * 100, cappedAtKm: cap, allowedPaise: cap * ratePaise };
  }
  return {
    ...base,
    roadCentiKm: halfUp(roadScaled, 100),
    allowedPaise: halfUp(roadScaled * ratePaise, 10_000),
  };
}

const legKm = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const shortKm = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A leg's length as the dialog lists it: '3.20 km'. */
export const legKmText = (centiKm: number): string => `${legKm.format(centiKm / 100)} km`;

/** Road km as a flag says it: '42 km', '41.87 km'. */
export const roadKmText = (centiKm: number): string => `${shortKm.format(centiKm / 100)} km`;

const rupees = (paise: number) => rupeeText(fromPaise(paise));

/**
 * An allowance as the Spent dialog and Review write it: '30.00 km x 1.4 x ₹3.50 = ₹147.00', with the cap
 * when it cut the road km ('30.00 km x 1.4, capped at 40 km, x ₹3.50 = ₹140.00').
 */
export function mileageSumText({
  centiKm,
  roadFactor,
  ratePaise,
  allowedPaise,
  cappedAtKm,
}: MileageAllowance): string {
  const km = `${legKmText(centiKm)} x ${String(roadFactor)}`;
  const capped = cappedAtKm === undefined ? '' : `, capped at ${String(cappedAtKm)} km,`;
  return `${km}${capped} x ${rupees(ratePaise)} = ${rupees(allowedPaise)}`;
}
