import { logger } from 'firebase-functions/logger';
import type { Store } from '../../ports/store.js';
import type { VisitSheet } from '../../ports/visitSheet.js';
import { APPEND_LEASE_MS, appendVisitToSheet } from './sheetSync.js';
import { visitKinds, type VisitKindConfig } from './visitKinds.js';
import { parseVisitRecord, type SheetSync, type VisitRecord } from '../../domain/records/visitRecord.js';

/** Per kind and run; the Sheets API allows about 60 writes a minute per user. */
const BATCH_SIZE = 25;

export interface RetrySummary {
  tried: number;
  synced: number;
  failed: number;
}

/**
 * Appends every visit whose sheet state is pending or failed and whose next attempt is due. Each visit
 * is first claimed in a transaction (its next attempt moved a lease ahead), so overlapping runs never
 * append the same visit twice, and a run that dies mid-way leaves it due again after the lease.
 */
export async function retrySheetAppends(
  store: Store,
  sheet: VisitSheet,
  now: () => number = Date.now,
): Promise<RetrySummary> {
  const summary: RetrySummary = { tried: 0, synced: 0, failed: 0 };
  if (!sheet.enabled) return summary;
  for (const config of Object.values(visitKinds)) {
    const due = await store.query<unknown>(config.collection, {
      orderBy: 'sheet/nextAttemptAt',
      startAt: 0,
      endAt: now(),
      limitToFirst: BATCH_SIZE,
    });
    for (const { key } of due) {
      const record = await claim(store, config, key, now());
      if (!record) continue;
      const outcome = await appendVisitToSheet(store, sheet, config, key, record, now, {
        mayHaveLanded: true,
      });
      summary.tried += 1;
      if (outcome.state === 'synced') summary.synced += 1;
      else summary.failed += 1;
    }
  }
  if (summary.tried > 0) logger.info('Sheet sync retried visits', { ...summary });
  return summary;
}

async function claim(
  store: Store,
  config: VisitKindConfig,
  id: string,
  at: number,
): Promise<VisitRecord | null> {
  const { committed } = await store.transaction<SheetSync>(`${config.collection}/${id}/sheet`, (current) => {
    const retryable = current?.state === 'pending' || current?.state === 'failed';
    if (!retryable || (current.nextAttemptAt ?? Infinity) > at) return undefined;
    return { ...current, nextAttemptAt: at + APPEND_LEASE_MS };
  });
  if (!committed) return null;
  return parseVisitRecord(await store.get(`${config.collection}/${id}`));
}
