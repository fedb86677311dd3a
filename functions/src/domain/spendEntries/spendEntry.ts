import { z } from 'zod';
import { createdBySchema } from '../records/createdBy.js';
import { spendSides } from '../spend/sides.js';
import { spendAmountNames, type SpendAmounts } from '../spend/spendFields.js';
import { spendStateSchema } from './entryStates.js';
import { spendFlagSchema } from './spendFlags.js';
import { mileageAllowanceSchema } from '../day/mileage.js';

/** Where entries live: `spend_entries/{entryId}` (push ids, so keys sort by creation). */
export const SPEND_ENTRIES_PATH = 'spend_entries';
export const spendEntryPath = (entryId: string) => `${SPEND_ENTRIES_PATH}/${entryId}`;

const rupees = z.number().nonnegative();
/** The amounts of an entry before the split, in rupees (as typed). */
export const entryAmountsSchema = z.object(
  Object.fromEntries(spendAmountNames.map((name) => [name, rupees])) as Record<
    keyof SpendAmounts,
    typeof rupees
  >,
);

/** What the owner filled in: one version of the entry. */
export const entryValuesSchema = z.object({
  visitType: z.string(),
  places: z.array(z.string()).min(1),
  amounts: entryAmountsSchema,
  billIds: z.array(z.string()).default([]),
  /** The spend's own day (YYYY-MM-DD); versions saved before a spend had a day of its own have none. */
  day: z.string().optional(),
  /**
   * When Fuel was filled from Mileage: the day's km, factor and rate a km of the vehicle, as the server
   * counted them from its own Store when saving.
   */
  mileage: mileageAllowanceSchema.optional(),
});

const at = z.number().int();
const by = createdBySchema;

/** One event of the entry's history; nothing is ever removed from it. */
export const entryEventSchema = z.discriminatedUnion('kind', [
  /** Saved (version 1) or corrected and resent (version 2, 3, ...): the values of that version. */
  z.object({
    kind: z.enum(['saved', 'corrected']),
    at,
    by,
    version: z.number().int().positive(),
    values: entryValuesSchema,
    flags: z.array(spendFlagSchema).default([]),
  }),
  z.object({ kind: z.literal('approved'), at, by, amount: rupees, claimed: rupees }),
  z.object({
    kind: z.literal('approvedLess'),
    at,
    by,
    amount: rupees,
    claimed: rupees,
    reason: z.string(),
  }),
  z.object({
    kind: z.literal('refused'),
    at,
    by,
    reason: z.string(),
    /** The admin said the allocation was recorded in error: its advance is reversed, not owed. */
    advanceInError: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('withdrawn'), at, by }),
  z.object({ kind: z.literal('billAttached'), at, by, billId: z.string() }),
  /** Settled by settlement `settlementId` (paid to its owner or recovered from them). */
  z.object({ kind: z.literal('settled'), at, by, settlementId: z.string() }),
  /** That settlement was reversed: approved and unsettled again. */
  z.object({ kind: z.literal('settlementReversed'), at, by, settlementId: z.string(), reason: z.string() }),
  /** An admin reopened the approved, unsettled entry: it waits for review again. */
  z.object({ kind: z.literal('reopened'), at, by, reason: z.string() }),
  /** Created by `npm run indexes -- rebuild` for records saved before entries existed. */
  z.object({ kind: z.literal('imported'), at }),
]);
export type EntryEvent = z.output<typeof entryEventSchema>;

/**
 * A decision in progress: the admin whose transaction won the entry writes the decision, the totals
 * and the queue in one atomic update and clears this. Another admin meanwhile is told who is deciding.
 */
export const entryClaimSchema = z.object({ token: z.string(), at, by });

/** What a settled entry shows of its settlement: which, when, how and its reference. */
export const entrySettlementSchema = z.object({
  id: z.string(),
  date: z.string(),
  mode: z.string(),
  reference: z.string(),
  at,
  by,
});

/**
 * A spend entry at `spend_entries/{id}`: who and when, the values of its current version (amounts
 * before the split), the ids of its per-place records (`sales_spent/{id}` or `plac_spent/{id}`, each
 * naming this entry as `entryId`), its bills, its state with the last decision, its flags and its
 * whole history.
 */
export const spendEntryRecordSchema = z.object({
  side: z.enum(spendSides),
  owner: createdBySchema,
  createdAt: at,
  updatedAt: at,
  /** The request id of the first save; each correction has its own. */
  requestId: z.string().optional(),
  ...entryValuesSchema.shape,
  /** The spend's own day (YYYY-MM-DD): chosen at capture, else the day the server received it. */
  day: z.string(),
  recordIds: z.array(z.string()).default([]),
  state: spendStateSchema,
  version: z.number().int().positive(),
  flags: z.array(spendFlagSchema).default([]),
  /** The approved spent amount, in rupees, once approved (less than the claimed one when reduced). */
  approvedAmount: rupees.optional(),
  /** Why it was approved for less, or refused. */
  reason: z.string().optional(),
  decidedBy: createdBySchema.optional(),
  decidedAt: at.optional(),
  history: z.array(entryEventSchema).default([]),
  claim: entryClaimSchema.optional(),
  /**
   * Set when an admin refused the spend and said its allocation itself was recorded in error: the
   * advance is reversed and no longer owed.
   */
  advanceReversed: z.object({ reason: z.string(), at, by }).optional(),
  /**
   * Decided before advances existed, when a refusal or withdrawal booked the allocation as owed back
   * by the person: it keeps counting so (its postings never change), its allocation paid by the advance
   * the migration made for it (`ledger rebuild`).
   */
  advanceOwedOnRefusal: z.literal(true).optional(),
  /**
   * While a settlement holds it (an approved spend settled, or the advance of a refused or withdrawn
   * one returned): which settlement (kept in the history after a reversal).
   */
  settlement: entrySettlementSchema.optional(),
});
export type SpendEntryRecord = z.output<typeof spendEntryRecordSchema>;
