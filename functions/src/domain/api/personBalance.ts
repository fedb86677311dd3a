import { z } from 'zod';
import { uidSchema } from '../ids.js';
import { spendEntryView } from './spendEntryView.js';
import { balanceView, settlementView } from './settlementView.js';

/**
 * One person's balance, their approved unsettled entries (oldest first) and their settlements (newest
 * first). Staff ask for their own (no uid); an admin for anyone's.
 */
export const personBalanceInput = z.strictObject({ uid: uidSchema().optional() }).optional();
export const personBalanceOutput = z.object({
  balance: balanceView,
  /** The spends still waiting for review: how many, and what they claim (paise); not in the balance yet. */
  waiting: z.object({ count: z.number().int(), paise: z.number().int() }).default({ count: 0, paise: 0 }),
  openEntries: z.array(spendEntryView),
  settlements: z.array(settlementView),
});

export type PersonBalanceInput = z.input<typeof personBalanceInput>;
export type PersonBalanceOutput = z.output<typeof personBalanceOutput>;
