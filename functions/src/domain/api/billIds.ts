import { z } from 'zod';

export const maxEntryBills = 10;

/** The ids of bills (records in `bills/`, uploaded by the caller) an entry carries. */
export const billIdsSchema = z
  .array(z.string().min(1).max(128))
  .max(maxEntryBills, `At most ${String(maxEntryBills)} bills per spend.`)
  .refine((ids) => new Set(ids).size === ids.length, 'A bill is listed twice.');
