import { z } from 'zod';
import { billIdSchema } from '../ids.js';

export const maxEntryBills = 10;

/** The ids of bills (records in `bills/`, uploaded by the caller) an entry carries. */
export const billIdsSchema = z
  .array(billIdSchema)
  .max(maxEntryBills, `At most ${String(maxEntryBills)} bills per spend.`)
  .refine((ids) => new Set(ids).size === ids.length, 'A bill is listed twice.');
