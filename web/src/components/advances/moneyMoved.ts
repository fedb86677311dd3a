import { advanceAmountSchema } from '@domain/api/advanceInputs';
import type { AdvanceMode } from '@domain/advances/advance';
import { advanceMessages } from '@domain/advances/advanceText';
import { isOrgDay } from '@domain/time/orgTime';
import { parseAmountText } from '../../lib/amountText';

/** How an advance's money moved, as typed: the mode, its reference and the day. */
export interface MoneyMovedValues {
  amount: string;
  mode: AdvanceMode;
  reference: string;
  date: string;
}

export type MoneyMovedField = keyof MoneyMovedValues;
export type MoneyMovedProblems = Partial<Record<MoneyMovedField, string>>;

export const newMoneyMoved = (today: string, amount = ''): MoneyMovedValues => ({
  amount,
  mode: 'upi',
  reference: '',
  date: today,
});

/** Paise as the amount field shows them: 1800.00. */
export const amountOfPaise = (paise: number): string => (paise / 100).toFixed(2);

/**
 * The server's checks, with its words, before a call: the amount (when the form has one) with the
 * input schema, a reference unless cash, and a day that is today or earlier.
 */
export function checkMoneyMoved(
  values: MoneyMovedValues,
  today: string,
  withAmount: boolean,
): { ok: true; amount: number; reference: string } | { ok: false; problems: MoneyMovedProblems } {
  const problems: MoneyMovedProblems = {};
  const parsedAmount = advanceAmountSchema.safeParse(parseAmountText(values.amount));
  if (withAmount && !parsedAmount.success) {
    problems.amount = parsedAmount.error.issues[0]?.message ?? advanceMessages.amount;
  }
  const reference = values.reference.trim();
  if (values.mode !== 'cash' && reference === '') problems.reference = advanceMessages.reference;
  if (!isOrgDay(values.date)) problems.date = advanceMessages.dayInvalid;
  else if (values.date > today) problems.date = advanceMessages.dateFuture;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, amount: parsedAmount.success ? parsedAmount.data : 0, reference };
}
