import type { CloseChecklistOutput } from '../api/closeChecklist.js';
import { paiseText } from '../settlements/balances.js';
import { nextMonth } from '../settlements/statement.js';
import { monthText } from './monthClose.js';

const spends = (count: number) => (count === 1 ? '1 spend' : `${String(count)} spends`);

/**
 * The close's checklist as the Settle dialog and `npm run ledger -- close` say it: what still waits
 * (booked late in the next month once decided), and a month with nothing booked in it.
 */
export const closeChecklistText = {
  waiting: ({ month, waiting }: CloseChecklistOutput) =>
    `${spends(waiting.count)} of ${monthText(month)} still ${waiting.count === 1 ? 'waits' : 'wait'} for review (${paiseText(waiting.paise)} claimed).`,
  late: ({ month, waiting }: CloseChecklistOutput) =>
    `Closed now, ${waiting.count === 1 ? 'it' : 'they'} will be booked late in ${monthText(nextMonth(month))}, when decided.`,
  nothingWaits: ({ month }: CloseChecklistOutput) => `Nothing of ${monthText(month)} waits for review.`,
  empty: ({ month }: CloseChecklistOutput) =>
    `Nothing is booked in ${monthText(month)}: no spend, decision or settlement is dated in it.`,
  askAgain: ({ month, waiting }: CloseChecklistOutput) =>
    `Close ${monthText(month)} with ${spends(waiting.count)} still waiting?`,
} as const;
