import { z } from 'zod';
import { spendPolicySchema } from '../spendEntries/spendPolicy.js';

export const getSpendPolicyInput = z.strictObject({}).optional();
/**
 * The limits in effect for both sides (none set: no limits) and how many days back a spend may be dated.
 * Staff's phones cache it for offline use.
 */
export const getSpendPolicyOutput = spendPolicySchema;
export type GetSpendPolicyOutput = z.output<typeof getSpendPolicyOutput>;
