import { z } from 'zod';
import { createdBySchema } from '../records/createdBy.js';
import { settlementDirections, settlementModes } from '../settlements/settlement.js';

/** A settlement as the screens show it (amounts in whole paise). */
export const settlementView = z.object({
  id: z.string(),
  owner: createdBySchema,
  direction: z.enum(settlementDirections),
  amountPaise: z.number().int(),
  mode: z.enum(settlementModes),
  reference: z.string(),
  date: z.string(),
  entryIds: z.array(z.string()),
  by: createdBySchema,
  at: z.number(),
  reversal: z.object({ by: createdBySchema, at: z.number(), reason: z.string() }).nullable(),
});
export type SettlementView = z.output<typeof settlementView>;

/**
 * A person's balance: the entries a settlement can take (approved and unsettled, or refused or withdrawn
 * with an advance owed): their count, advances and approved sums (paise).
 */
export const balanceView = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  /** How the screens name them (`personName`). */
  name: z.string(),
  entries: z.number().int(),
  /**
   * The advances the open entries gave (their Allocated amounts, as the book's advances): not the
   * dashboards' 'Allocated', which counts every claimed spend's.
   */
  advancePaise: z.number().int(),
  approvedPaise: z.number().int(),
  /** approved - advances: positive, the organisation owes them; negative, they return it. */
  balancePaise: z.number().int(),
  /** Of the open entries, the refused or withdrawn ones whose advance is owed: how many, how much. */
  refusedAdvances: z
    .object({ count: z.number().int(), paise: z.number().int() })
    .default({ count: 0, paise: 0 }),
});
export type BalanceView = z.output<typeof balanceView>;
