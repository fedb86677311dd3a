import { logger } from 'firebase-functions/logger';
import type { Store } from '../../ports/store.js';
import type { VisitSheet } from '../../ports/visitSheet.js';
import { APPEND_LEASE_MS, appendVisitToSheet } from './sheetSync.js';
import { visitKinds, type VisitKindConfig } from './visitKinds.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { parseVisitRecord, type SheetSync, type VisitRecord } from '../../domain/records/visitRecord.js';

const visitKindNames = Object.keys(visitKinds) as VisitKind[];

/** Per kind and run; the Sheets API allows about 60 writes a minute per user. */
const BATCH_SIZE = 25;

export interface RetryOptions {
  /** Only these kinds (all by default). */
  kinds?: readonly VisitKind[];
  /**
   * An admin asked for it: failed visits are tried now whatever their backoff says. A pending visit
   * within its lease is still left to the call appending it.
   */
  failedNow?: boolean;
}

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
  { kinds = visitKindNames, failedNow = false }: RetryOptions = {},
): Promise<RetrySummary> {
  const summary: RetrySummary = { tried: 0, synced: 0, failed: 0 };
  if (!sheet.enabled) return summary;
  for (const config of kinds.map((kind) => visitKinds[kind])) {
    const due = await store.query<unknown>(config.collection, {
      orderBy: 'sheet/nextAttemptAt',
      startAt: 0,
      ...(failedNow ? {} : { endAt: now() }),
      limitToFirst: BATCH_SIZE,
    });
    for (const { key } of due) {
      const record = await claim(store, config, key, now(), failedNow);
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
  failedNow: boolean,
): Promise<VisitRecord | null> {
  const { committed } = await store.transaction<SheetSync>(`${config.collection}/${id}/sheet`, (current) => {
    const retryable = current?.state === 'pending' || current?.state === 'failed';
    if (!retryable) return undefined;
    const due = (current.nextAttemptAt ?? Infinity) <= at || (failedNow && current.state === 'failed');
    if (!due) return undefined;
    return { ...current, nextAttemptAt: at + APPEND_LEASE_MS };
  });
  if (!committed) return null;
  return parseVisitRecord(await store.get(`${config.collection}/${id}`));
}
