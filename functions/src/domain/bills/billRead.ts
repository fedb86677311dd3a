import { z } from 'zod';
import { maxSpendAmount, PAISE_PER_RUPEE } from '../spend/money.js';
import { draftLifetimeMs } from '../constants.js';
import { spendDayWindow } from '../spend/spendDayWindow.js';
import { addDays, isOrgDay } from '../time/orgTime.js';
import { textProblem, textProblemMessages, withoutHiddenFormat } from '../text.js';
import { isGstin } from './gstin.js';

export const billReadMessages = {
  total: 'The total read from a bill must be a whole number of paise above zero.',
  day: 'The date read from a bill must be a day written YYYY-MM-DD.',
  gstin: 'The GSTIN read from a bill must be 15 characters with a matching check character.',
  notABill: 'Only a bill photo can carry what was read from it.',
  dayAfterToday: 'The date read from a bill cannot be after today.',
  dayTooEarly: 'The date read from a bill is before any day a spend may be dated.',
} as const;

/** The longest a bill may wait on the phone before it is sent, in days (the outbox's limit). */
const WAITING_DAYS = Math.ceil(draftLifetimeMs / (24 * 60 * 60_000));

/**
 * The days a bill of a spend can carry: the policy's window, its first day moved back by the days a bill
 * may wait on the phone before it is sent; never after today. The phone proposes only days of the
 * spend's window (`billDayOf`), so a day outside this was not read from a bill.
 */
export function billReadWindow(now: number, maxDaysBack: number): { first: string; last: string } {
  const { first, last } = spendDayWindow(now, maxDaysBack);
  return { first: addDays(first, -WAITING_DAYS), last };
}

/** Why a read day cannot be kept, or undefined (`billReadWindow`). */
export function billReadDayProblem(day: string, now: number, maxDaysBack: number): string | undefined {
  const { first, last } = billReadWindow(now, maxDaysBack);
  if (day > last) return billReadMessages.dayAfterToday;
  if (day < first) return billReadMessages.dayTooEarly;
  return undefined;
}

const sellerSchema = z
  .string()
  .overwrite(withoutHiddenFormat)
  .trim()
  .min(1)
  .max(80)
  .superRefine((value, context) => {
    const problem = textProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: textProblemMessages[problem] });
  });

/**
 * What the phone read from a bill photo and whether the person used it, kept with the bill record
 * (`bills/{id}/read`). A read is a proposal the person confirmed or ignored, never the claim itself:
 * `used` says they tapped Use. `doubt` says a rule guessed (a lost decimal point, a misread ₹).
 */
export const billReadSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('read'),
    totalPaise: z
      .number()
      .int(billReadMessages.total)
      .positive(billReadMessages.total)
      .max(maxSpendAmount * PAISE_PER_RUPEE, billReadMessages.total)
      .optional(),
    day: z.string().refine(isOrgDay, billReadMessages.day).optional(),
    seller: sellerSchema.optional(),
    gstin: z.string().refine(isGstin, billReadMessages.gstin).optional(),
    doubt: z.literal(true).optional(),
    used: z.boolean(),
  }),
  /** No total and no date could be read: a dark or sideways photo, or not a bill. */
  z.strictObject({ status: z.literal('unreadable') }),
]);
export type BillRead = z.output<typeof billReadSchema>;
