import { HttpsError } from 'firebase-functions/v2/https';
import type { AdvanceMode } from '../../domain/advances/advance.js';
import { advanceMessages } from '../../domain/advances/advanceText.js';
import { isOrgDay, orgDayOf } from '../../domain/time/orgTime.js';

/**
 * The form of money moving (a payment, a return): a real day, today or earlier and not before
 * `earliest`, and a reference unless it was cash. Refused on its field, changing nothing.
 */
export function checkMoneyForm(
  form: { mode: AdvanceMode; reference: string; date: string },
  at: number,
  earliest?: { day: string; message: string },
): void {
  const problems: { field: string; message: string }[] = [];
  if (!isOrgDay(form.date)) problems.push({ field: 'date', message: advanceMessages.dayInvalid });
  else if (form.date > orgDayOf(at)) problems.push({ field: 'date', message: advanceMessages.dateFuture });
  else if (earliest && form.date < earliest.day) problems.push({ field: 'date', message: earliest.message });
  if (form.mode !== 'cash' && form.reference.trim() === '')
    problems.push({ field: 'reference', message: advanceMessages.reference });
  const [first] = problems;
  if (first) {
    throw new HttpsError('invalid-argument', `${first.field}: ${first.message}`, { fieldErrors: problems });
  }
}

/** ' by UPI, reference 4411: Pune colleges trip' as a voucher narrates it. */
export const moneyWords = (mode: string, reference: string, purpose: string): string =>
  `by ${mode}${reference.trim() === '' ? '' : `, reference ${reference.trim()}`}: ${purpose}`;
