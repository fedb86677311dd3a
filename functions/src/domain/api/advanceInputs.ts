import { z } from 'zod';
import { MAX_ADVANCE_PLACES, MAX_ADVANCE_PURPOSE, advanceModes } from '../advances/advance.js';
import { advanceMessages } from '../advances/advanceText.js';
import { pushIdSchema, uidSchema } from '../ids.js';
import { requestIdSchema } from '../requestId.js';
import { isWholePaise, maxSpendAmount } from '../spend/money.js';
import { spendMessages } from '../spend/spendMessages.js';
import { MAX_REFERENCE } from '../settlements/settlement.js';
import { isOrgDay } from '../time/orgTime.js';
import { cleanText } from '../visits/fieldRules.js';
import { decisionReason } from './decideSpend.js';

/** `advances/{id}`: an advance. */
export const advanceIdSchema = pushIdSchema('Must be an advance id.');

/** Rupees as typed, above zero, in whole paise. */
export const advanceAmountSchema = z
  .number({ error: advanceMessages.amount })
  .positive(advanceMessages.amountPositive)
  .max(maxSpendAmount, { message: spendMessages.tooLarge, abort: true })
  .refine(isWholePaise, spendMessages.tooManyDecimals);

const daySchema = z.string().refine(isOrgDay, advanceMessages.dayInvalid);
const purposeSchema = cleanText({ required: advanceMessages.purposeRequired }).max(
  MAX_ADVANCE_PURPOSE,
  advanceMessages.purposeLong,
);
const placeSchema = cleanText({ required: 'Name the place.' });

/** How the money moved: the mode, a reference (required except for cash) and the day it moved. */
const moneyMoved = {
  mode: z.enum(advanceModes),
  reference: cleanText().max(MAX_REFERENCE, advanceMessages.referenceLong),
  date: z.string().max(10),
};

/** Staff ask for an advance for a trip: the amount, what for, its days and places. */
export const requestAdvanceInput = z
  .strictObject({
    requestId: requestIdSchema,
    amount: advanceAmountSchema,
    purpose: purposeSchema,
    from: daySchema,
    to: daySchema,
    places: z.array(placeSchema).max(MAX_ADVANCE_PLACES, advanceMessages.placesMany).default([]),
  })
  .refine((input) => input.to >= input.from, { message: advanceMessages.daysOrder, path: ['to'] });

/** The owner (before it is paid) or an admin cancels a request. */
export const cancelAdvanceInput = z.strictObject({ requestId: requestIdSchema, advanceId: advanceIdSchema });

export const advanceDecisionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('approve') }),
  z.strictObject({ kind: z.literal('approveLess'), amount: advanceAmountSchema, reason: decisionReason }),
  z.strictObject({ kind: z.literal('refuse'), reason: decisionReason }),
]);
export type AdvanceDecision = z.output<typeof advanceDecisionSchema>;

/** An admin decides on a request: approve, approve less (with a reason) or refuse (with a reason). */
export const decideAdvanceInput = z.strictObject({
  requestId: requestIdSchema,
  advanceId: advanceIdSchema,
  decision: advanceDecisionSchema,
});

/** An admin pays an approved advance, once. */
export const payAdvanceInput = z.strictObject({
  requestId: requestIdSchema,
  advanceId: advanceIdSchema,
  ...moneyMoved,
});

/** An admin gives an advance with no request: it is paid as it is made. */
export const giveAdvanceInput = z.strictObject({
  requestId: requestIdSchema,
  ownerUid: uidSchema(),
  amount: advanceAmountSchema,
  purpose: purposeSchema,
  ...moneyMoved,
});

/** An admin records money the person gave back from an open advance (a receipt). */
export const returnAdvanceInput = z.strictObject({
  requestId: requestIdSchema,
  advanceId: advanceIdSchema,
  amount: advanceAmountSchema,
  ...moneyMoved,
});

/** An admin carries what is left of an open advance forward to the person's next trips. */
export const carryAdvanceInput = z.strictObject({ requestId: requestIdSchema, advanceId: advanceIdSchema });

export type RequestAdvanceInput = z.output<typeof requestAdvanceInput>;
export type DecideAdvanceInput = z.output<typeof decideAdvanceInput>;
export type PayAdvanceInput = z.output<typeof payAdvanceInput>;
export type GiveAdvanceInput = z.output<typeof giveAdvanceInput>;
export type ReturnAdvanceInput = z.output<typeof returnAdvanceInput>;
