import { z } from 'zod';
import { entryIdSchema, uidSchema } from '../ids.js';
import { requestIdSchema } from '../requestId.js';
import {
  MAX_REFERENCE,
  MAX_SETTLEMENT_ENTRIES,
  settlementDirections,
  settlementMessages,
  newSettlementModes,
} from '../settlements/settlement.js';
import { cleanText } from '../visits/fieldRules.js';

/**
 * An admin settles a person's ticked approved entries: the direction, the amount (rupees, equal to the
 * entries' balance to the paisa, never ₹0.00), the mode, the reference (required except for cash) and the date.
 */
export const recordSettlementInput = z.strictObject({
  requestId: requestIdSchema,
  ownerUid: uidSchema(),
  entryIds: z.array(entryIdSchema).min(1, 'Tick at least one entry.').max(MAX_SETTLEMENT_ENTRIES),
  direction: z.enum(settlementDirections),
  amount: z.number().refine((amount) => amount !== 0, settlementMessages.zeroAmount),
  mode: z.enum(newSettlementModes),
  /** Required except for cash (the form's rule, `settlementProblems`); never blank-looking text. */
  reference: cleanText({ invisible: settlementMessages.reference }).max(
    MAX_REFERENCE,
    settlementMessages.referenceLong,
  ),
  date: z.string().max(10),
});
export const recordSettlementOutput = z.object({ settlementId: z.string() });

export type RecordSettlementInput = z.output<typeof recordSettlementInput>;
export type RecordSettlementOutput = z.output<typeof recordSettlementOutput>;
