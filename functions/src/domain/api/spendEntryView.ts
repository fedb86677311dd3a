import { z } from 'zod';
import { billReadSchema } from '../bills/billRead.js';
import { serverBillReadSchema } from '../bills/serverRead.js';
import { createdBySchema } from '../records/createdBy.js';
import { spendSides } from '../spend/sides.js';
import { spendStateSchema } from '../spendEntries/entryStates.js';
import { spendFlagSchema } from '../spendEntries/spendFlags.js';
import { mileageAllowanceSchema } from '../day/mileage.js';
import { entryAmountsSchema, entryEventSchema, entrySettlementSchema } from '../spendEntries/spendEntry.js';

/** A bill on an entry as a row shows it: a thumbnail that opens full size. */
export const entryBillSchema = z.object({
  id: z.string(),
  url: z.string(),
  previewUrl: z.string(),
  thumbnailUrl: z.string(),
  fileName: z.string(),
  /** False when the bill's record is gone (deleted from the file library). */
  exists: z.boolean(),
  /** What the phone read from the photo, and whether the person used it (issue 48). */
  read: billReadSchema.optional(),
  /** What the server read from the stored image, once it has. */
  serverRead: serverBillReadSchema.optional(),
});
export type EntryBill = z.output<typeof entryBillSchema>;

/** One spend entry as the Review screen and My spends show it. */
export const spendEntryView = z.object({
  id: z.string(),
  side: z.enum(spendSides),
  owner: createdBySchema,
  day: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  visitType: z.string(),
  places: z.array(z.string()),
  amounts: entryAmountsSchema,
  /** The server's mileage figures when Fuel was filled from Mileage (km, factor, rate a km). */
  mileage: mileageAllowanceSchema.optional(),
  bills: z.array(entryBillSchema),
  recordIds: z.array(z.string()),
  state: spendStateSchema,
  version: z.number().int(),
  flags: z.array(spendFlagSchema),
  approvedAmount: z.number().nullable(),
  reason: z.string().nullable(),
  decidedBy: createdBySchema.nullable(),
  decidedAt: z.number().nullable(),
  history: z.array(entryEventSchema),
  /** The settlement that holds the entry (date, mode, reference), else null. */
  settlement: entrySettlementSchema.nullable().default(null),
  /** True when an admin reversed its allocation as recorded in error: no advance is owed. */
  advanceReversed: z.boolean(),
  /** Decided before advances existed: a refusal of it keeps its allocation owed back (entryMoney). */
  advanceOwedOnRefusal: z.boolean().default(false),
});
export type SpendEntryView = z.output<typeof spendEntryView>;

/**
 * `details` of the `failed-precondition` error a decision, a withdrawal or a correction gets when the
 * entry is no longer in a state that allows it (another admin decided first): the message to show and
 * the entry as it now is, so the row updates.
 */
export const SPEND_CONFLICT_REASON = 'spend-conflict';
export const spendConflictDetails = z.object({
  reason: z.literal(SPEND_CONFLICT_REASON),
  message: z.string(),
  entry: spendEntryView.nullable(),
});
export type SpendConflictDetails = z.output<typeof spendConflictDetails>;
