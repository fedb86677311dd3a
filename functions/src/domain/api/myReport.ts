import { z } from 'zod';
import { spendStateSchema } from '../spendEntries/entryStates.js';
import { visitCheckView } from '../visits/location/visitCheck.js';

export const reportEntryKinds = ['salesVisit', 'placementVisit', 'salesSpend', 'placementSpend'] as const;

export const reportEntry = z.object({
  kind: z.enum(reportEntryKinds),
  id: z.string(),
  /** The visit code; spends have none. */
  code: z.string().nullable(),
  /** College or company (a spend's places, joined); empty when the visit left it blank. */
  place: z.string(),
  /**
   * When it was made, in epoch milliseconds: a visit's capture time (`visitTimeOf`), a spend's own day
   * (its receive time when it arrived that day, else noon of it).
   */
  date: z.number(),
  /** When the server received it, only where that was another day than `date` ('sent 18/11'). */
  receivedAt: z.number().optional(),
  /** The spent amount of a spend, in rupees. */
  amount: z.number().nullable(),
  /** A spend's review state, as My spends shows it; null for visits and spends saved before reviews. */
  state: spendStateSchema.nullable().default(null),
  /** An approved spend's approved amount (rupees), and the reviewer's reason, as My spends shows them. */
  approved: z.number().nullable().default(null),
  reason: z.string().nullable().default(null),
  /** A visit's check against its place's pin, as the admins see it (decision 029); absent on spends. */
  check: visitCheckView.optional(),
});

/** Where a page ends: the date and id of its last (oldest) entry. The next page starts after it. */
export const reportCursor = z.strictObject({ date: z.number(), id: z.string().min(1) });

export const myReportInput = z.strictObject({ after: reportCursor.optional() }).optional();
/** One page of the caller's own visits and spends, newest first; `next` is null on the last page. */
export const myReportOutput = z.object({ entries: z.array(reportEntry), next: reportCursor.nullable() });

export type ReportEntry = z.output<typeof reportEntry>;
export type ReportCursor = z.output<typeof reportCursor>;
export type MyReportInput = z.input<typeof myReportInput>;
export type MyReportOutput = z.output<typeof myReportOutput>;

/** The Report's order: newest first, ties by id (descending), so every entry has one place in it. */
export function newestFirst(a: ReportCursor, b: ReportCursor): number {
  if (a.date !== b.date) return b.date - a.date;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}

/** True when `entry` comes after `cursor` in the Report's order (it belongs to a later page). */
export function isAfter(entry: ReportCursor, cursor: ReportCursor | undefined): boolean {
  return cursor === undefined || newestFirst(cursor, entry) < 0;
}
