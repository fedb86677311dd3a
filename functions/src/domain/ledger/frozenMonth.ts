import { z } from 'zod';

/**
 * `ledger_frozen/{YYYY-MM}`: the names a closed month closed with (decision 030): the books' ledger
 * names, and each person's ledger and the name screens called them by. Its statements, Tally file and
 * CSV journal read names from here alone, so a later rename or `names set` never changes their bytes.
 */
export const LEDGER_FROZEN_PATH = 'ledger_frozen';
export const frozenMonthPath = (month: string) => `${LEDGER_FROZEN_PATH}/${month}`;

export const frozenMonthSchema = z.object({
  names: z.record(z.string(), z.string()),
  people: z.record(z.string(), z.object({ ledger: z.string(), name: z.string() })).default({}),
  at: z.number().int(),
});
export type FrozenMonth = z.output<typeof frozenMonthSchema>;
