import { z } from 'zod';
import { mileageAllowanceSchema, mileageLegSchema } from '../day/mileage.js';
import { spendDaySchema } from '../spend/spendFields.js';

/** The caller's own day (YYYY-MM-DD, the organisation's): the Spent dialog's chosen Date. */
export const dayMileageInput = z.strictObject({ day: spendDaySchema });

/**
 * The day's legs as the server counts them (its own start point and visits' readings), with what each
 * vehicle that has a rate allows; or that the day has no legs, and why.
 */
export const dayMileageOutput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('legs'),
    legs: z.array(mileageLegSchema),
    centiKm: z.number().int().nonnegative(),
    roadFactor: z.number(),
    allowances: z.array(mileageAllowanceSchema),
  }),
  z.object({ kind: z.literal('none'), reason: z.string() }),
]);

export type DayMileageInput = z.input<typeof dayMileageInput>;
export type DayMileageOutput = z.output<typeof dayMileageOutput>;
