import { z } from 'zod';
import { visitTypes } from '../options/visitOptions.js';
import { cleanText, fieldMessages, isOtherWord } from '../visits/fieldRules.js';
import { isWholePaise, maxSpendAmount } from './money.js';
import { placeMessages, spendMessages } from './spendMessages.js';
import { maxSpendPlaces } from './spendLimits.js';
import type { SpendSide } from './sides.js';
import { withoutHiddenFormat } from '../text.js';
import { isOrgDay } from '../time/orgTime.js';
import { vehicleSchema } from '../day/mileagePolicy.js';

/** The key of each side's place list in its input. */
export const placeListKeys = { sales: 'colleges', placement: 'companies' } as const satisfies Record<
  SpendSide,
  string
>;

const SINGLE_VISIT: (typeof visitTypes)[number] = 'Single Visit';

const amount = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.number) })
    .nonnegative(fieldMessages.negative)
    .max(maxSpendAmount, { message: spendMessages.tooLarge, abort: true })
    .refine(isWholePaise, spendMessages.tooManyDecimals);

/** The amounts of one entry, before the split. Food, fuel, stay and toll left blank count as 0. */
export const spendAmountFields = {
  allocatedAmount: amount(),
  spentAmount: amount(),
  food: amount().default(0),
  fuel: amount().default(0),
  stay: amount().default(0),
  toll: amount().default(0),
};
export const spendAmountNames = ['allocatedAmount', 'spentAmount', 'food', 'fuel', 'stay', 'toll'] as const;
export type SpendAmounts = Record<(typeof spendAmountNames)[number], number>;

/**
 * Names compare without case, extra spaces and hidden format characters: 'VJTI  mumbai' is 'VJTI Mumbai'
 * listed twice, and 'Alpha\u200B College' is 'Alpha College'.
 */
export function samePlaceKey(name: string): string {
  return withoutHiddenFormat(name).trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The places one entry is split over: the chosen one first (the typed name when Other was chosen),
 * then the extra ones of a Multiple Visit. Each is a real, distinct name.
 */
function placeList(side: SpendSide) {
  const messages = placeMessages(side);
  const name = cleanText()
    .min(1, messages.blank)
    .refine((value) => !isOtherWord(value), messages.typeOther);
  return z
    .array(name, { error: messages.choose })
    .min(1, messages.choose)
    .max(maxSpendPlaces, messages.tooMany)
    .superRefine((names, context) => {
      const seen = new Set<string>();
      names.forEach((value, index) => {
        const key = samePlaceKey(value);
        if (key !== '' && seen.has(key)) {
          context.addIssue({ code: 'custom', path: [index], message: messages.duplicate });
        }
        seen.add(key);
      });
    });
}

const visitType = z.enum(visitTypes, {
  error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.choose),
});

/** A Single Visit is to one place; more need Multiple Visit (the dialog only offers extras there). */
export function singleVisitHasOnePlace(side: SpendSide) {
  const key = placeListKeys[side];
  return (
    entry: { visitType: string; colleges?: string[]; companies?: string[] },
    context: z.RefinementCtx,
  ) => {
    if (entry.visitType === SINGLE_VISIT && (entry[key]?.length ?? 0) > 1) {
      context.addIssue({ code: 'custom', path: [key], message: placeMessages(side).singleVisit });
    }
  };
}

/** An entry whose amounts are all 0 records no spending: it is refused at the amount spent. */
export function someAmountEntered(entry: Partial<SpendAmounts>, context: z.RefinementCtx): void {
  if (spendAmountNames.every((name) => (entry[name] ?? 0) === 0)) {
    context.addIssue({ code: 'custom', path: ['spentAmount'], message: spendMessages.nothingSpent });
  }
}

/**
 * The day the spend was made (YYYY-MM-DD, the organisation's day), as chosen in the Date field. Optional
 * for older phones and entries queued before it existed: without it, the day the server receives it.
 * Whether the day is within the allowed window is `spendDayProblem`'s (it depends on now and the policy).
 */
export const spendDaySchema = z.string({ error: fieldMessages.date }).refine(isOrgDay, fieldMessages.date);

/** When the phone captured the entry (epoch ms): what a spend saved offline keeps of its time. */
export const capturedAtSchema = z
  .number({ error: fieldMessages.number })
  .int(fieldMessages.wholeNumber)
  .nonnegative(fieldMessages.negative);

/**
 * The vehicle whose mileage filled Fuel (the dialog's Mileage, Use): the server counts the day's legs
 * for it itself and keeps its own figures on the entry. Absent when Mileage was not used.
 */
export const spendVehicleSchema = vehicleSchema.optional();

/** The fields of a sales Spent entry as the dialog fills them (the call adds its request id). */
export const salesSpendShape = {
  day: spendDaySchema.optional(),
  vehicle: spendVehicleSchema,
  visitType,
  colleges: placeList('sales'),
  ...spendAmountFields,
};
/** The fields of a placement Spent entry as the dialog fills them (the call adds its request id). */
export const placementSpendShape = {
  day: spendDaySchema.optional(),
  vehicle: spendVehicleSchema,
  visitType,
  companies: placeList('placement'),
  ...spendAmountFields,
};

export const salesSpendFields = z
  .strictObject(salesSpendShape)
  .superRefine(singleVisitHasOnePlace('sales'))
  .superRefine(someAmountEntered);
export const placementSpendFields = z
  .strictObject(placementSpendShape)
  .superRefine(singleVisitHasOnePlace('placement'))
  .superRefine(someAmountEntered);

export type SalesSpendFields = z.output<typeof salesSpendFields>;
export type PlacementSpendFields = z.output<typeof placementSpendFields>;
