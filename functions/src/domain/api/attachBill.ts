import { z } from 'zod';
import { billIdSchema, entryIdSchema } from '../ids.js';
import { requestIdSchema } from '../requestId.js';
import { spendEntryView } from './spendEntryView.js';

/**
 * Attach a bill uploaded from the Bills dialog (a record in `bills/` the caller uploaded, on no entry
 * yet) to one of the caller's own entries that is waiting or refused.
 */
export const attachBillInput = z.strictObject({
  requestId: requestIdSchema,
  entryId: entryIdSchema,
  billId: billIdSchema,
});
export const attachBillOutput = z.object({ entry: spendEntryView });

export type AttachBillInput = z.input<typeof attachBillInput>;
export type AttachBillOutput = z.output<typeof attachBillOutput>;
