import { z } from 'zod';
import { entryBillSchema } from './spendEntryView.js';

/** The caller's own bills (uploaded from the Bills dialog) that are on no spend yet, newest first. */
export const myBillsInput = z
  .strictObject({ limit: z.number().int().min(1).max(100).default(50) })
  .optional();

export const myBillsOutput = z.object({
  bills: z.array(entryBillSchema.extend({ createdAt: z.number() })),
});

export type MyBillsInput = z.input<typeof myBillsInput>;
export type MyBillsOutput = z.output<typeof myBillsOutput>;
