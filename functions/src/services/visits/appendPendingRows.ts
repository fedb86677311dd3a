import { logger } from 'firebase-functions/logger';
import type { Store } from '../../ports/store.js';
import type { VisitSheet } from '../../ports/visitSheet.js';
import type { SheetTabState } from '../../domain/records/sheetTabState.js';
import { parseVisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { sheetRow } from './sheetRow.js';
import { markSynced, recordFailure, syncedWrites, type PendingVisit } from './sheetOutcomes.js';
import { checkCells, tableOf } from './sheetTabRotation.js';
import { claimTab, recordInFlight, releaseTab, tabPathOf, withoutInFlight } from './sheetTabLease.js';
import { visitKinds, type VisitKindConfig } from './visitKinds.js';

const visitKindNames = Object.keys(visitKinds) as VisitKind[];

/** Rows in one values.append: at about 1 KB a row, far under a request's size limit. */
const MAX_ROWS_PER_APPEND = 1000;
/** The JSON of one append's rows stays under this (the Sheets stand-in refuses requests over 2 MB). */
const MAX_APPEND_BYTES = 1_000_000;
/** Appends a tab gets in one run: 2 tabs × 5 stay far under Google's 60 writes a minute per user. */
const MAX_APPENDS_PER_RUN = 5;
/**
 * A lost reply is looked for from this many rows above where the rows were sent, so a few rows someone
 * deleted by hand meanwhile do not hide them.
 */
const TAIL_MARGIN_ROWS = 100;

export interface SyncOptions {
  /** Only these kinds (all by default). */
  kinds?: readonly VisitKind[];
  /** An admin asked for it: the tab's backoff is skipped and failed visits are tried now. */
  failedNow?: boolean;
}

export interface RetrySummary {
  /** Rows sent, or found landed after a lost reply. */
  tried: number;
  synced: number;
  failed: number;
}

/**
 * The scheduled sync: for each tab, every pending (or failed) visit in visit order, in one values.append
 * (several for a backlog). The run first claims the tab (a lease in the Store), so overlapping runs never
 * send the same rows; the rows sent are recorded before the append, so a reply that is lost is settled
 * by the next run, which reads the tail of the tab for their codes. A failed append backs the tab off
 * and leaves its rows waiting (a 429 keeps them pending).
 */
export async function appendPendingRows(
  store: Store,
  sheet: VisitSheet,
  now: () => number = Date.now,
  { kinds = visitKindNames, failedNow = false }: SyncOptions = {},
): Promise<RetrySummary> {
  const summary: RetrySummary = { tried: 0, synced: 0, failed: 0 };
  if (!sheet.enabled) return summary;
  for (const config of kinds.map((kind) => visitKinds[kind])) {
    const tab = await syncTab(store, sheet, config, now, failedNow);
    summary.tried += tab.tried;
    summary.synced += tab.synced;
    summary.failed += tab.failed;
  }
  if (summary.tried > 0) logger.info('Sheet sync appended visits', { ...summary });
  return summary;
}

async function syncTab(
  store: Store,
  sheet: VisitSheet,
  config: VisitKindConfig,
  now: () => number,
  failedNow: boolean,
): Promise<RetrySummary> {
  const summary: RetrySummary = { tried: 0, synced: 0, failed: 0 };
  const runId = store.newId();
  let state = await claimTab(store, tabPathOf(config), runId, now(), failedNow);
  if (!state) return summary;
  try {
    if (state.inFlight) {
      const settled = await settleInFlight(store, sheet, config, state, now());
      if (!settled) return summary;
      state = settled.state;
      summary.tried += settled.landed;
      summary.synced += settled.landed;
    }
    for (let appends = 0; appends < MAX_APPENDS_PER_RUN; appends += 1) {
      const { batch, more } = await pendingBatch(store, config, now(), failedNow);
      if (batch.length === 0) break;
      if (appends === 0) state = await checkCells(store, sheet, config, state, runId, now());
      const table = tableOf(config, state);
      const fromRow = Math.max(1, state.knownRows + 1 - TAIL_MARGIN_ROWS);
      const rows = batch.map(({ id, record }) => ({ id, code: record.code }));
      const inFlight = {
        ...(table.spreadsheetId ? { spreadsheetId: table.spreadsheetId } : {}),
        tab: table.tab,
        fromRow,
        rows,
      };
      if (!(await recordInFlight(store, tabPathOf(config), runId, inFlight))) break;
      summary.tried += batch.length;
      try {
        const result = await sheet.append(
          table,
          batch.map(({ record }) => sheetRow(config, record)),
        );
        const knownRows: number =
          result.lastRow ?? (state.knownRows > 0 ? state.knownRows + batch.length : 0);
        await markSynced(store, config, batch, knownRows, now());
        state = { ...withoutInFlight(state), knownRows, failures: 0 };
        summary.synced += batch.length;
      } catch (error) {
        await recordFailure(store, config, state, batch, error, now());
        summary.failed += batch.length;
        break;
      }
      if (!more) break;
    }
  } finally {
    await releaseTab(store, tabPathOf(config), runId);
  }
  return summary;
}

/**
 * The rows of an append whose reply was lost: those whose codes are in the tail of the tab landed and
 * are marked synced; the others stay waiting and go with the next batch.
 */
async function settleInFlight(
  store: Store,
  sheet: VisitSheet,
  config: VisitKindConfig,
  state: SheetTabState,
  at: number,
): Promise<{ state: SheetTabState; landed: number } | null> {
  const inFlight = state.inFlight;
  if (!inFlight) return { state, landed: 0 };
  let codes: string[];
  try {
    // Without an id the rows went to the configured spreadsheet.
    const table = {
      ...config.table,
      tab: inFlight.tab ?? tableOf(config, state).tab,
      ...(inFlight.spreadsheetId ? { spreadsheetId: inFlight.spreadsheetId } : {}),
    };
    codes = await sheet.codesFrom(table, inFlight.fromRow);
  } catch (error) {
    await recordFailure(store, config, state, [], error, at);
    return null;
  }
  const present = new Set(codes);
  const landed = inFlight.rows.filter(({ code }) => present.has(code));
  const knownRows = inFlight.fromRow - 1 + codes.length;
  const path = tabPathOf(config);
  await store.update({
    ...syncedWrites(config, landed, at),
    [`${path}/inFlight`]: null,
    [`${path}/knownRows`]: knownRows,
  });
  if (landed.length > 0) {
    logger.info('Sheet rows of a lost reply found in the tail', {
      tab: config.table.tab,
      landed: landed.length,
    });
  }
  return { state: { ...withoutInFlight(state), knownRows }, landed: landed.length };
}

/** The waiting visits, oldest first, as many as one append carries. */
async function pendingBatch(
  store: Store,
  config: VisitKindConfig,
  at: number,
  failedNow: boolean,
): Promise<{ batch: PendingVisit[]; more: boolean }> {
  const due = await store.query<unknown>(config.collection, {
    orderBy: 'sheet/nextAttemptAt',
    startAt: 0,
    ...(failedNow ? {} : { endAt: at }),
    limitToFirst: MAX_ROWS_PER_APPEND,
  });
  const waiting: PendingVisit[] = [];
  for (const { key, value } of due) {
    const record = parseVisitRecord(value);
    if (record?.sheet.state === 'pending' || record?.sheet.state === 'failed')
      waiting.push({ id: key, record });
  }
  waiting.sort(byVisitOrder);
  const batch: PendingVisit[] = [];
  let bytes = 0;
  for (const visit of waiting) {
    bytes += JSON.stringify(sheetRow(config, visit.record)).length;
    if (batch.length > 0 && bytes > MAX_APPEND_BYTES) break;
    batch.push(visit);
  }
  return { batch, more: batch.length < waiting.length || due.length === MAX_ROWS_PER_APPEND };
}

/** When the visits were stored, then their codes' numbers (issued in order). */
function byVisitOrder(a: PendingVisit, b: PendingVisit): number {
  return a.record.createdAt - b.record.createdAt || codeNumber(a.record.code) - codeNumber(b.record.code);
}

function codeNumber(code: string): number {
  return Number(/(\d+)$/.exec(code)?.[1] ?? 0);
}
