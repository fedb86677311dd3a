import { logger } from 'firebase-functions/logger';
import type { Store } from '../../ports/store.js';
import type { VisitSheet } from '../../ports/visitSheet.js';
import { sheetRow } from './sheetRow.js';
import type { VisitKindConfig } from './visitKinds.js';
import type { SheetSync, VisitRecord } from '../../domain/records/visitRecord.js';

/**
 * A pending visit is left alone this long before the scheduled sync takes it over, so that sync does
 * not append a row the submitting call is still appending (that call gives up after its own timeout).
 */
export const APPEND_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_DELAY_MS = 5 * 60_000;
const MAX_RETRY_DELAY_MS = 12 * 60 * 60_000;
const MAX_ERROR_LENGTH = 500;

/** Delay before the next try after `attempts` failed ones: 5 min, 10, 20, ... up to 12 h; never giving up. */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.min(doublings, 30), MAX_RETRY_DELAY_MS);
}

export function initialSheetSync(sheetEnabled: boolean, createdAt: number): SheetSync {
  if (!sheetEnabled) return { state: 'disabled', attempts: 0 };
  return { state: 'pending', attempts: 0, nextAttemptAt: createdAt + APPEND_LEASE_MS };
}

/**
 * Appends a stored visit to its tab and records the outcome on the visit. Never throws: the visit is
 * already safe in the database, and a failed append is picked up again by the scheduled sync. A retry
 * (`mayHaveLanded`) first looks for the visit's code in the sheet: an earlier append may have landed
 * although its reply was lost, and the sheet must not get the visit twice.
 */
export async function appendVisitToSheet(
  store: Store,
  sheet: VisitSheet,
  config: VisitKindConfig,
  id: string,
  record: VisitRecord,
  now: () => number = Date.now,
  { mayHaveLanded = false }: { mayHaveLanded?: boolean } = {},
): Promise<SheetSync> {
  const attempts = record.sheet.attempts + 1;
  let outcome: SheetSync;
  try {
    const landed = mayHaveLanded && (await sheet.hasRow(config.table, record.code));
    if (!landed) await sheet.append(config.table, sheetRow(config, record));
    outcome = { state: 'synced', attempts, syncedAt: now() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcome = {
      state: 'failed',
      attempts,
      lastError: message.slice(0, MAX_ERROR_LENGTH),
      nextAttemptAt: now() + retryDelayMs(attempts),
    };
    logger.warn('Visit not appended to the sheet; it will be retried', { id, code: record.code, message });
  }
  try {
    await store.set(`${config.collection}/${id}/sheet`, outcome);
  } catch (error) {
    // The row state stays pending, so the scheduled sync retries it (at worst the row appears twice).
    logger.error('Could not record the sheet state of a visit', { id, error: String(error) });
  }
  return outcome;
}
