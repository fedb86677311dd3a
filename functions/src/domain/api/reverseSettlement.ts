import { z } from 'zod';
import { settlementIdSchema } from '../ids.js';
import { requestIdSchema } from '../requestId.js';
import { cleanText } from '../visits/fieldRules.js';
import { MAX_REVERSAL_REASON, settlementMessages } from '../settlements/settlement.js';

/** An admin reverses a settlement with a reason: its entries become approved and unsettled again. */
export const reverseSettlementInput = z.strictObject({
  requestId: requestIdSchema,
  settlementId: settlementIdSchema,
  reason: cleanText({ multiline: true, required: settlementMessages.reasonRequired }).max(
    MAX_REVERSAL_REASON,
  ),
});
export const reverseSettlementOutput = z.object({ settlementId: z.string() });

export type ReverseSettlementInput = z.output<typeof reverseSettlementInput>;
export type ReverseSettlementOutput = z.output<typeof reverseSettlementOutput>;
