import { z } from 'zod';
import { advanceModes, advanceStates } from '../advances/advance.js';
import { advanceAges } from '../advances/advanceMoney.js';
import { spendSides } from '../spend/sides.js';

/** An advance as a screen shows it: its money in paise, its state and its one-line summary. */
export const advanceView = z.object({
  id: z.string(),
  owner: z.object({ uid: z.string(), name: z.string() }),
  side: z.enum(spendSides),
  state: z.enum(advanceStates),
  purpose: z.string(),
  askedPaise: z.number().int(),
  approvedPaise: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  places: z.array(z.string()),
  reason: z.string().nullable(),
  payment: z
    .object({
      paise: z.number().int(),
      mode: z.enum(advanceModes),
      reference: z.string(),
      day: z.string(),
      byName: z.string(),
      at: z.number().int(),
      /** Made from a spend saved with an Allocated before advances existed: that spend's day. */
      fromEntryDay: z.string().nullable(),
    })
    .nullable(),
  usedPaise: z.number().int(),
  returnedPaise: z.number().int(),
  leftPaise: z.number().int(),
  carriedForward: z.boolean(),
  /** How a closed advance ended: used up, returned, or partly used and returned. */
  outcome: z.enum(['usedUp', 'returned', 'partlyReturned']).nullable(),
  /** Days since it was paid, and its age bucket, while open. */
  ageDays: z.number().int().nullable(),
  age: z.enum(advanceAges).nullable(),
  /** 'Advance ₹5,000.00 paid 26/11/2026 by UPI: ₹3,200.00 used, ₹1,800.00 with you'. */
  line: z.string(),
  createdAt: z.number().int(),
});
export type AdvanceView = z.output<typeof advanceView>;

export const advanceOutput = z.object({ advance: advanceView });
export type AdvanceOutput = z.output<typeof advanceOutput>;
