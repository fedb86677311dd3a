import { spendDayWindow, type SpendDayWindow } from '@domain/spend/spendDayWindow';
import { orgDayOf } from '@domain/time/orgTime';

/** The organisation's today (Asia/Kolkata), whatever the phone's zone: the Date field's default and limit. */
export const orgToday = () => orgDayOf(Date.now());

/** The days the Date field offers: the policy's window, plus the day a corrected entry already has. */
export function offeredDays(maxDaysBack: number, kept: string | undefined): SpendDayWindow {
  const policyWindow = spendDayWindow(Date.now(), maxDaysBack);
  return kept !== undefined && kept < policyWindow.first ? { ...policyWindow, first: kept } : policyWindow;
}
