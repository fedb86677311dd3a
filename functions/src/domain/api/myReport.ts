import { z } from 'zod';

export const reportEntryKinds = ['salesVisit', 'placementVisit', 'salesSpend', 'placementSpend'] as const;

export const reportEntry = z.object({
  kind: z.enum(reportEntryKinds),
  id: z.string(),
  /** The visit code; spends have none. */
  code: z.string().nullable(),
  /** College or company; empty when the visit left it blank. */
  place: z.string(),
  /** When it was submitted (visits) or the spend's date, in epoch milliseconds. */
  date: z.number(),
  /** The spent amount of a spend, in rupees. */
  amount: z.number().nullable(),
});

export const myReportInput = z.strictObject({}).optional();
/** The caller's own visits and spends, newest first (at most `reportLimit` entries). */
export const myReportOutput = z.object({ entries: z.array(reportEntry) });
export const reportLimit = 200;

export type ReportEntry = z.output<typeof reportEntry>;
export type MyReportOutput = z.output<typeof myReportOutput>;
