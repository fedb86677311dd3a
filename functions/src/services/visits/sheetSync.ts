import type { SheetSync } from '../../domain/records/visitRecord.js';

/** How long a run's claim on a tab holds; a run that dies lets the next one take the tab over then. */
export const TAB_LEASE_MS = 2 * 60_000;
const FIRST_RETRY_DELAY_MS = 60_000;
const MAX_RETRY_DELAY_MS = 30 * 60_000;

/**
 * Delay before a tab is tried again after `failures` failed appends in a row: 1 min (the next run), 2,
 * 4, ... up to 30 min; never giving up. A 429 is Google asking for exactly this.
 */
export function retryDelayMs(failures: number): number {
  const doublings = Math.max(0, failures - 1);
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.min(doublings, 30), MAX_RETRY_DELAY_MS);
}

/**
 * A new visit waits as pending for the scheduled sync. Its next attempt time is when it was stored:
 * the index the sync reads in that order, so rows reach the sheet in visit order.
 */
export function initialSheetSync(sheetEnabled: boolean, createdAt: number): SheetSync {
  if (!sheetEnabled) return { state: 'disabled', attempts: 0 };
  return { state: 'pending', attempts: 0, nextAttemptAt: createdAt };
}
