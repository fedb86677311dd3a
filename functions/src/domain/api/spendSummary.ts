import { z } from 'zod';
import { totalFields } from '../spendTotals/aggregate.js';
import { dashboardScope, fromNotAfterTo } from './dashboardRange.js';

const paise = z.number().int();
/** Figures of a group of spend records: amounts in whole paise, and how many records. */
export const spendTotalsSchema = z.object({
  ...(Object.fromEntries(totalFields.map((field) => [field, paise])) as Record<
    (typeof totalFields)[number],
    typeof paise
  >),
  count: z.number().int().nonnegative(),
  /** The approved spent amount (paise) of the records whose entry is approved, and how many. */
  approved: paise.default(0),
  approvedCount: z.number().int().nonnegative().default(0),
});

export const spendSummaryInput = z.strictObject(dashboardScope).superRefine(fromNotAfterTo);

const spendProblemSchema = z.object({
  id: z.string(),
  place: z.string().nullable(),
  date: z.union([z.number(), z.enum(['missing', 'invalid'])]),
  fields: z.array(z.enum(totalFields)),
});

/**
 * A side's figures for the range (all days when none): the charts' totals and one row per place,
 * largest spend first, read from the running totals. `problems` lists records a bad value of which
 * counted as 0 (the first few; `count` says how many).
 */
export const spendSummaryOutput = z.object({
  totals: spendTotalsSchema,
  places: z.array(z.object({ place: z.string().nullable(), totals: spendTotalsSchema })),
  problems: z.object({ count: z.number().int(), records: z.array(spendProblemSchema) }),
});

export type SpendSummaryInput = z.input<typeof spendSummaryInput>;
export type SpendSummaryOutput = z.output<typeof spendSummaryOutput>;
export type SpendTotalsOutput = z.output<typeof spendTotalsSchema>;
