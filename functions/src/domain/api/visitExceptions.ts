import { z } from 'zod';
import { dashboardScope, fromNotAfterTo } from './dashboardRange.js';
import { visitKindSchema } from './visitItem.js';

/** Days the exceptions view covers when none are asked for: the last 30, today included. */
export const exceptionDays = 30;

/** A kind's visits over some days (both inclusive, the organisation's zone; the last 30 by default). */
export const visitExceptionsInput = z
  .strictObject({ kind: visitKindSchema, from: dashboardScope.from, to: dashboardScope.to })
  .superRefine(fromNotAfterTo);

const count = z.number().int().nonnegative();

/** One person's visits of the range, and how many of them are each exception. */
export const visitExceptionRow = z.object({
  uid: z.string(),
  label: z.string(),
  visits: count,
  far: count,
  tooFast: count,
  /** Unverified with no reading at all (location off, no signal...). */
  noLocation: count,
  notAccepted: count,
});

export const visitExceptionsOutput = z.object({
  /** The days counted, as read (the default range filled in). */
  from: z.string(),
  to: z.string(),
  /** Everyone with a visit in the range, most exceptions first. */
  rows: z.array(visitExceptionRow),
});

export type VisitExceptionsInput = z.input<typeof visitExceptionsInput>;
export type VisitExceptionsOutput = z.output<typeof visitExceptionsOutput>;
export type VisitExceptionRow = z.output<typeof visitExceptionRow>;
