import { z } from 'zod';
import { vehicleSchema } from '../day/mileagePolicy.js';
import { roadKmText, type MileageAllowance } from '../day/mileage.js';
import { fromPaise } from '../spend/money.js';
import { rupeeText } from './rupees.js';

/**
 * The day's Fuel (this spend's with the same person's other spends of the day) is above what the day's
 * legs allow: the road km counted, the rate a km they were paid at, and the allowance they make.
 */
export const overMileageFlagSchema = z.object({
  kind: z.literal('overMileage'),
  fuelPaise: z.number().int(),
  roadCentiKm: z.number().int(),
  ratePaise: z.number().int(),
  allowedPaise: z.number().int(),
  vehicle: vehicleSchema,
});
export type OverMileage = z.output<typeof overMileageFlagSchema>;

/** 'Fuel ₹900.00 over 42 km x ₹3.50': the Fuel claimed, the road km the legs allow and the rate a km. */
export function overMileageText(flag: OverMileage): string {
  return `Fuel ${rupeeText(fromPaise(flag.fuelPaise))} over ${roadKmText(flag.roadCentiKm)} x ${rupeeText(fromPaise(flag.ratePaise))}`;
}

/**
 * The flag when the day's Fuel exceeds what its legs allow, judged against the allowance given: the
 * spend's own vehicle when the rep used Mileage, else the most generous vehicle (a Fuel no vehicle's
 * mileage covers). No allowance (no legs, no rate): nothing to judge against, no flag.
 */
export function overMileageFlag(fuelPaise: number, allowance: MileageAllowance | null): OverMileage | null {
  if (allowance === null || fuelPaise <= allowance.allowedPaise) return null;
  const { roadCentiKm, ratePaise, allowedPaise, vehicle } = allowance;
  return { kind: 'overMileage', fuelPaise, roadCentiKm, ratePaise, allowedPaise, vehicle };
}
