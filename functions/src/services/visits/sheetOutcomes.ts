import { logger } from 'firebase-functions/logger';
import { increment, type Store } from '../../ports/store.js';
import { SheetAppendError } from '../../ports/visitSheet.js';
import type { SheetTabState } from '../../domain/records/sheetTabState.js';
import type { VisitRecord } from '../../domain/records/visitRecord.js';
import { retryDelayMs } from './sheetSync.js';
import { tabPathOf } from './sheetTabLease.js';
import type { VisitKindConfig } from './visitKinds.js';

const MAX_ERROR_LENGTH = 500;

/** A visit waiting for the sheet. */
export interface PendingVisit {
  id: string;
  record: VisitRecord;
}

/** The writes that mark visits synced (what was sent is kept on the tab until this lands). */
export function syncedWrites(
  config: VisitKindConfig,
  visits: readonly { id: string }[],
  at: number,
): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  for (const { id } of visits) {
    const sheet = `${config.collection}/${id}/sheet`;
    writes[`${sheet}/state`] = 'synced';
    writes[`${sheet}/attempts`] = increment(1);
    writes[`${sheet}/syncedAt`] = at;
    writes[`${sheet}/nextAttemptAt`] = null;
    writes[`${sheet}/lastError`] = null;
  }
  return writes;
}

export async function markSynced(
  store: Store,
  config: VisitKindConfig,
  batch: readonly PendingVisit[],
  knownRows: number,
  at: number,
): Promise<void> {
  const path = tabPathOf(config);
  await store.update({
    ...syncedWrites(config, batch, at),
    [`${path}/inFlight`]: null,
    [`${path}/knownRows`]: knownRows,
    [`${path}/failures`]: 0,
    [`${path}/backoffUntil`]: null,
    [`${path}/lastError`]: null,
  });
}

/**
 * Backs the tab off. A refused append (4xx) changed nothing, so its rows are out of flight; any
 * other may have landed, so the next run looks for it in the tail first. A 429 leaves the visits pending; another
 * failure marks them failed with its reason, which the admin's sheet state shows.
 */
export async function recordFailure(
  store: Store,
  config: VisitKindConfig,
  state: SheetTabState,
  batch: readonly PendingVisit[],
  error: unknown,
  at: number,
): Promise<void> {
  const failure = error instanceof SheetAppendError ? error : new SheetAppendError(String(error));
  const message = failure.message.slice(0, MAX_ERROR_LENGTH);
  const failures = state.failures + 1;
  const path = tabPathOf(config);
  const writes: Record<string, unknown> = {
    [`${path}/failures`]: failures,
    [`${path}/backoffUntil`]: at + retryDelayMs(failures),
    [`${path}/lastError`]: message,
    ...(failure.refused ? { [`${path}/inFlight`]: null } : {}),
  };
  if (!failure.rateLimited) {
    for (const { id } of batch) {
      const sheet = `${config.collection}/${id}/sheet`;
      writes[`${sheet}/state`] = 'failed';
      writes[`${sheet}/attempts`] = increment(1);
      writes[`${sheet}/lastError`] = message;
    }
  }
  logger.warn('Visits not appended to the sheet; they will be retried', {
    tab: config.table.tab,
    rows: batch.length,
    message,
  });
  try {
    await store.update(writes);
  } catch (storeError) {
    // The rows stay in flight or waiting: the next run looks for them in the tail first.
    logger.error('Could not record a failed sheet append', { error: String(storeError) });
  }
}
