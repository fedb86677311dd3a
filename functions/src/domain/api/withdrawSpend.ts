import { z } from 'zod';
import { entryIdSchema } from '../ids.js';
import { requestIdSchema } from '../requestId.js';
import { spendEntryView } from './spendEntryView.js';

/** The owner takes back an entry nobody has decided on: its records leave the totals. */
export const withdrawSpendInput = z.strictObject({
  requestId: requestIdSchema,
  entryId: entryIdSchema,
});
export const withdrawSpendOutput = z.object({ entry: spendEntryView });

export type WithdrawSpendInput = z.input<typeof withdrawSpendInput>;
export type WithdrawSpendOutput = z.output<typeof withdrawSpendOutput>;
