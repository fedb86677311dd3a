import { z } from 'zod';
import { paging } from '../constants.js';
import { totalFields } from '../spendTotals/aggregate.js';
import { spendStateSchema } from '../spendEntries/entryStates.js';
import { dashboardScope, fromNotAfterTo, placeFilter } from './dashboardRange.js';

/** Where a page ends: the sort date and id of its last (oldest) record. */
export const spendRecordsCursor = z.strictObject({ date: z.number(), id: z.string().min(1) });

export const maxSpendRecordsPage = 500;

export const spendRecordsInput = z
  .strictObject({
    ...dashboardScope,
    /** Only this place's records (College Data / Company Data's transactions). */
    place: placeFilter.optional(),
    after: spendRecordsCursor.optional(),
    limit: z.number().int().min(1).max(maxSpendRecordsPage).default(paging.dashboardRowsPerPage),
  })
  .superRefine(fromNotAfterTo);

const shownAmount = z.union([z.number(), z.string()]).nullable();

/**
 * One stored record as the table shows it: amounts in rupees as stored (a text that is no number as it
 * is, null when missing), the date or why there is none.
 */
export const spendRecordRow = z.object({
  id: z.string(),
  place: z.string().nullable(),
  date: z.union([z.number(), z.enum(['missing', 'invalid'])]),
  amounts: z.object(
    Object.fromEntries(totalFields.map((field) => [field, shownAmount])) as Record<
      (typeof totalFields)[number],
      typeof shownAmount
    >,
  ),
  /** Who saved it: their email, else their uid; null when the record names nobody. */
  staff: z.string().nullable().default(null),
  /** The state of its entry; null for a record on no entry (before `npm run indexes -- rebuild`). */
  state: spendStateSchema.nullable().default(null),
  /** Its share of the approved spent amount, in rupees, once its entry is approved. */
  approved: z.number().nullable().default(null),
  entryId: z.string().nullable().default(null),
});

/** A page of a side's records, newest first; `next` is null on the last page. */
export const spendRecordsOutput = z.object({
  rows: z.array(spendRecordRow),
  next: spendRecordsCursor.nullable(),
});

export type SpendRecordsInput = z.input<typeof spendRecordsInput>;
export type SpendRecordsOutput = z.output<typeof spendRecordsOutput>;
export type SpendRecordRow = z.output<typeof spendRecordRow>;
export type SpendRecordsCursor = z.output<typeof spendRecordsCursor>;
