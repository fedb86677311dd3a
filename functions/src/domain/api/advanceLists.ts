import { z } from 'zod';
import { advanceAges } from '../advances/advanceMoney.js';
import { uidSchema } from '../ids.js';
import { advanceView } from './advanceView.js';

/** Staff: their own advances, newest first, and what they hold in all (paise). */
export const myAdvancesInput = z.strictObject({}).optional();
export const myAdvancesOutput = z.object({
  advances: z.array(advanceView),
  heldPaise: z.number().int(),
});

const ageTotals = z.object(
  Object.fromEntries(advanceAges.map((age) => [age, z.number().int()])) as Record<
    (typeof advanceAges)[number],
    z.ZodNumber
  >,
);

/**
 * Admin: the requests waiting for a decision, the approved advances waiting to be paid, and every open
 * advance with its age, per person with what they hold, and the totals per age (Settle). `ownerUid`
 * narrows it to one person.
 */
export const listAdvancesInput = z.strictObject({ ownerUid: uidSchema().optional() }).optional();
export const listAdvancesOutput = z.object({
  requests: z.array(advanceView),
  unpaid: z.array(advanceView),
  open: z.array(advanceView),
  people: z.array(
    z.object({ uid: z.string(), name: z.string(), heldPaise: z.number().int(), ages: ageTotals }),
  ),
  ages: ageTotals,
});

export type MyAdvancesOutput = z.output<typeof myAdvancesOutput>;
export type ListAdvancesOutput = z.output<typeof listAdvancesOutput>;
