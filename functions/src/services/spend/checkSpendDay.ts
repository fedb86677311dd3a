import { HttpsError } from 'firebase-functions/v2/https';
import { spendDayProblem } from '../../domain/spend/spendDayWindow.js';
import type { Store } from '../../ports/store.js';
import { readSpendPolicy } from '../spendEntries/policyStore.js';

/**
 * Refuses a spend dated outside the policy's window (after the organisation's today, or more than
 * `maxDaysBack` days before it) with the Date field's message, as the dialog would have.
 */
export async function checkSpendDay(store: Store, day: string, at: number, kept?: string): Promise<void> {
  const { maxDaysBack } = await readSpendPolicy(store);
  const problem = spendDayProblem(day, { now: at, maxDaysBack, kept });
  if (problem === undefined) return;
  throw new HttpsError('invalid-argument', `day: ${problem}`, {
    fieldErrors: [{ field: 'day', message: problem }],
  });
}
