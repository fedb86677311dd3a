import { z } from 'zod';
import { spendOptionsSchema } from '../spend/spendOptions.js';

export const getSpendOptionsInput = z.strictObject({}).optional();
/** The college and company lists in effect: an admin's stored lists, else the shipped defaults. */
export const getSpendOptionsOutput = spendOptionsSchema;
export type GetSpendOptionsOutput = z.output<typeof getSpendOptionsOutput>;
