import { z } from 'zod';
import { createdBySchema } from '../records/createdBy.js';
import { newSettlementModes } from '../settlements/settlement.js';
import { spendSides } from '../spend/sides.js';

/**
 * An advance: money handed to a person before travel. Asked for on the phone (or given by an admin with
 * no request), decided, paid once, then open until what it paid is used by the person's approved spends
 * or returned. `advances/{id}` (push ids); `advance_owner/{uid}/{id} = createdAt` lists a person's;
 * `advance_requests/{id} = createdAt` lists the requests waiting for a decision. What each person holds
 * of them is a money figure beside the book's lines (services/ledger/figurePaths.ts, `advance_open`).
 * `advance_unpaid/{id} = decided at` lists the approved advances waiting to be paid.
 * `advance_draws/{entryId}/{advanceId} = paise`: what an approved spend used of each advance.
 */
export const ADVANCES_PATH = 'advances';
export const ADVANCE_OWNER_PATH = 'advance_owner';
export const ADVANCE_REQUESTS_PATH = 'advance_requests';
export const ADVANCE_DRAWS_PATH = 'advance_draws';
export const ADVANCE_UNPAID_PATH = 'advance_unpaid';
export const advancePath = (id: string) => `${ADVANCES_PATH}/${id}`;
export const advanceOwnerPath = (uid: string) => `${ADVANCE_OWNER_PATH}/${uid}`;
export const advanceDrawsPath = (entryId: string) => `${ADVANCE_DRAWS_PATH}/${entryId}`;

/** How an advance's money moved, to the person (a payment) or back (a return): as a settlement's does. */
export const advanceModes = newSettlementModes;
export type AdvanceMode = (typeof advanceModes)[number];

/**
 * An advance's life: asked for (`requested`), then `approved` or `refused` (with a reason), or
 * `cancelled` before it is paid; `open` from its payment until what it paid is all used or returned
 * (`closed`). An advance given with no request starts `open`.
 */
export const advanceStates = ['requested', 'approved', 'refused', 'cancelled', 'open', 'closed'] as const;
export type AdvanceState = (typeof advanceStates)[number];

const at = z.number().int();
const by = createdBySchema;
const paise = z.number().int().positive();

export const advancePaymentSchema = z.object({
  paise,
  mode: z.enum(advanceModes),
  reference: z.string(),
  /** The day the money moved (YYYY-MM-DD, the organisation's zone): the posting's day. */
  day: z.string(),
  by,
  at,
  /** Set on an advance made from a spend saved with an Allocated before advances existed. */
  fromEntry: z.object({ entryId: z.string(), day: z.string() }).optional(),
});
export type AdvancePayment = z.output<typeof advancePaymentSchema>;

export const advanceReturnSchema = z.object({
  paise,
  mode: z.enum(advanceModes),
  reference: z.string(),
  day: z.string(),
  by,
  at,
});
export type AdvanceReturn = z.output<typeof advanceReturnSchema>;

/** One event of an advance's history; nothing is ever removed from it. */
export const advanceEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('requested'), at, by }),
  z.object({ kind: z.literal('given'), at, by }),
  z.object({ kind: z.literal('approved'), at, by, paise }),
  z.object({ kind: z.literal('approvedLess'), at, by, paise, reason: z.string() }),
  z.object({ kind: z.literal('refused'), at, by, reason: z.string() }),
  z.object({ kind: z.literal('cancelled'), at, by }),
  z.object({ kind: z.literal('paid'), at, by }),
  z.object({ kind: z.literal('returned'), at, by, returnId: z.string() }),
  z.object({ kind: z.literal('carriedForward'), at, by }),
]);
export type AdvanceEvent = z.output<typeof advanceEventSchema>;

export const advanceRecordSchema = z.object({
  owner: createdBySchema,
  side: z.enum(spendSides),
  state: z.enum(advanceStates),
  purpose: z.string(),
  /** What was asked for (or given), in paise. */
  askedPaise: paise,
  /** What an admin approved (the asked amount, or less). */
  approvedPaise: paise.optional(),
  /** The days of the travel it is for (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  places: z.array(z.string()).default([]),
  reason: z.string().optional(),
  payment: advancePaymentSchema.optional(),
  /** What each approved spend used of it, by entry id, in paise. */
  draws: z.record(z.string(), paise).default({}),
  returns: z.record(z.string(), advanceReturnSchema).default({}),
  /** An admin said the money left goes on to the person's next trips: it stays open with them. */
  carriedForward: z.object({ by, at }).optional(),
  /**
   * A payment or a return in progress: the admin whose transaction won the advance writes it with its
   * posting in one atomic update and clears this; another admin meanwhile is told who is paying.
   */
  claim: z.object({ token: z.string(), by, at }).optional(),
  createdAt: at,
  updatedAt: at,
  requestId: z.string().optional(),
  history: z.array(advanceEventSchema).default([]),
});
export type AdvanceRecord = z.output<typeof advanceRecordSchema>;

/** Reads a stored advance; null when it is not one. */
export function readAdvance(value: unknown): AdvanceRecord | null {
  const parsed = advanceRecordSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const MAX_ADVANCE_PURPOSE = 200;
export const MAX_ADVANCE_PLACES = 20;
