import { OTHER } from '../options/other.js';
import { fieldMessages } from '../visits/fieldRules.js';
import { visitMessages } from '../visits/visitMessages.js';
import { rupeeText } from '../spendEntries/rupees.js';
import { maxSpendAmount } from './money.js';
import { maxOptionNames, maxSpendPlaces } from './spendLimits.js';
import { placeWords, type SpendSide } from './sides.js';

/** The texts of the Spent dialog and of the server's refusals. */
export const spendMessages = {
  /** The alert when a required field is missing: each side keeps the words its staff know. */
  missingRequired: {
    sales: 'Please fill in all the required fields.',
    placement: 'Please fill out all fields.',
  } satisfies Record<SpendSide, string>,
  saving: visitMessages.saving,
  savedToast: visitMessages.spendSavedToast,
  /** The message sits under the fields, so it names no direction. */
  fixFields: visitMessages.fixFields,
  tooManyDecimals: 'Use at most 2 decimal places.',
  /** Every amount is 0: nothing was spent, so there is nothing to record. */
  nothingSpent: 'Enter the amount spent.',
  tooLarge: `Must be at most ${rupeeText(maxSpendAmount)}.`,
  optionListEmpty: `List at least one name besides ${OTHER}.`,
  tooManyOptions: `At most ${String(maxOptionNames)} names.`,
  optionListedTwice: (name: string) => `"${name}" is listed twice.`,
};

/** The Date field's refusals: the dialog shows them at the field, the server names the field `day`. */
export const spendDayMessages = {
  invalid: fieldMessages.date,
  afterToday: 'Choose a day no later than today.',
  tooEarly: (first: string) => `Choose a day from ${first} to today.`,
};

/** Messages about the places of one side, in that side's words (college or company). */
export function placeMessages(side: SpendSide) {
  const { noun, plural } = placeWords[side];
  return {
    choose: `Choose a ${noun}.`,
    blank: `Enter the ${noun} name.`,
    typeOther: `Type the ${noun} name instead of choosing ${OTHER}.`,
    duplicate: `This ${noun} is already listed.`,
    tooMany: `At most ${String(maxSpendPlaces)} ${plural} per entry.`,
    singleVisit: `A Single Visit has one ${noun}; choose Multiple Visit to add more.`,
  };
}

export function spentDialogTitle(today: string): string {
  return `Spent - ${today}`;
}
