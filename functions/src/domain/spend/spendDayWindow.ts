import { spendDayMessages } from './spendMessages.js';
import { addDays, formatOrgDate, isOrgDay, orgDayOf, orgDayStart } from '../time/orgTime.js';

/** How many days back a spend may be dated when the policy says nothing else. */
export const defaultMaxDaysBack = 30;
/** The most the policy may allow: older spending belongs to a settlement, not to a late entry. */
export const maxDaysBackLimit = 365;

/** The days a spend may be dated on, both inclusive, as YYYY-MM-DD in the organisation's zone. */
export interface SpendDayWindow {
  first: string;
  last: string;
}

/** From `maxDaysBack` days before the organisation's today up to today, whatever the phone's own zone. */
export function spendDayWindow(now: number, maxDaysBack: number): SpendDayWindow {
  const last = orgDayOf(now);
  return { first: addDays(last, -maxDaysBack), last };
}

export interface SpendDayRule {
  now: number;
  maxDaysBack: number;
  /**
   * The day the entry already has (a correction): it stays allowed even once it has left the window,
   * so an old refused spend can still be corrected without moving it.
   */
  kept?: string | undefined;
}

/**
 * Why a spend may not be dated on `day`, or undefined when it may: the one rule the Spent dialog checks
 * at its Date field and the server checks on save and on correction.
 */
export function spendDayProblem(day: string, rule: SpendDayRule): string | undefined {
  if (!isOrgDay(day)) return spendDayMessages.invalid;
  if (day === rule.kept) return undefined;
  const { first, last } = spendDayWindow(rule.now, rule.maxDaysBack);
  if (day > last) return spendDayMessages.afterToday;
  if (day < first) return spendDayMessages.tooEarly(formatOrgDate(orgDayStart(first)));
  return undefined;
}
