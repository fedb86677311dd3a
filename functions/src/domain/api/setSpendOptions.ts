import { z } from 'zod';
import { optionNamesSchema, spendOptionListSchema, spendOptionsSchema } from '../spend/spendOptions.js';

/** Replaces one list (Other is appended last by the schema); `names: null` restores the shipped defaults. */
export const setSpendOptionsInput = z.strictObject({
  list: spendOptionListSchema,
  names: optionNamesSchema.nullable(),
});
/** The lists in effect after the change. */
export const setSpendOptionsOutput = spendOptionsSchema;
export type SetSpendOptionsInput = z.input<typeof setSpendOptionsInput>;
export type SetSpendOptionsOutput = z.output<typeof setSpendOptionsOutput>;
