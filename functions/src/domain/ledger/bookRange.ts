import { monthOfDay, monthText } from './monthClose.js';

export const bookRangeMessages = {
  beforeBooks: (month: string, first: string) =>
    `There is nothing in the books for ${monthText(month)}: they begin in ${monthText(first)}.`,
  notBegun: (month: string) =>
    `There is nothing in the books for ${monthText(month)}: that month has not begun.`,
} as const;

/**
 * Why a read of `month` finds nothing in the books, or null: the books run from the month of their
 * first posting (this month while they hold none) to this month, in the organisation's time zone.
 */
export function bookRangeProblem(month: string, firstDay: string | null, today: string): string | null {
  const thisMonth = monthOfDay(today);
  if (month > thisMonth) return bookRangeMessages.notBegun(month);
  const first = firstDay === null ? thisMonth : monthOfDay(firstDay);
  return month < first ? bookRangeMessages.beforeBooks(month, first) : null;
}
