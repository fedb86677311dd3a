import type { VisitSheetStateOutput } from '../../domain/api/visitSheetState.js';
import { parseVisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import type { Store } from '../../ports/store.js';
import { SPREADSHEET_CELL_LIMIT, type VisitSheet } from '../../ports/visitSheet.js';
import { parseSheetTabState } from '../../domain/records/sheetTabState.js';
import { ROTATE_AT_SHARE, tableOf } from './sheetTabRotation.js';
import { visitKinds } from './visitKinds.js';

/**
 * The visits of a kind still to reach the sheet: pending and failed ones are exactly those with a next
 * attempt time, which the database indexes, so synced and sheet-less visits are never read.
 */
export async function visitSheetStateFor(
  store: Store,
  sheet: Pick<VisitSheet, 'enabled'>,
  kind: VisitKind,
): Promise<VisitSheetStateOutput> {
  // Without a sheet no visit is waiting for one: visits are stored with the state `disabled`.
  if (!sheet.enabled) return { enabled: false, pending: 0, failed: 0, lastError: null };
  const waiting = await store.query<unknown>(visitKinds[kind].collection, {
    orderBy: 'sheet/nextAttemptAt',
    startAt: 0,
  });
  let pending = 0;
  let failed = 0;
  let lastError: VisitSheetStateOutput['lastError'] = null;
  let lastErrorAt = -Infinity;
  for (const { value } of waiting) {
    const record = parseVisitRecord(value);
    if (!record) continue;
    if (record.sheet.state === 'pending') pending += 1;
    if (record.sheet.state !== 'failed') continue;
    failed += 1;
    if (record.createdAt > lastErrorAt && record.sheet.lastError !== undefined) {
      lastErrorAt = record.createdAt;
      lastError = { code: record.code, message: record.sheet.lastError, attempts: record.sheet.attempts };
    }
  }
  const tab = parseSheetTabState(await store.get(`sheet_tabs/${kind}`));
  return {
    enabled: sheet.enabled,
    pending,
    failed,
    lastError,
    tab: tableOf(visitKinds[kind], tab).tab,
    ...(tab.spreadsheet
      ? {
          spreadsheet: {
            title: tab.spreadsheet.title,
            url: tab.spreadsheet.url,
            sharedWith: tab.spreadsheet.sharedWith,
            ...(tab.spreadsheet.shareProblem ? { shareProblem: tab.spreadsheet.shareProblem } : {}),
          },
        }
      : {}),
    ...(tab.earlierSpreadsheets.length > 0
      ? {
          earlierSpreadsheets: tab.earlierSpreadsheets.map(({ title, url, until }) => ({
            ...(title ? { title } : {}),
            ...(url ? { url } : {}),
            until,
          })),
        }
      : {}),
    ...(tab.cells === undefined
      ? {}
      : { cells: tab.cells, cellLimit: SPREADSHEET_CELL_LIMIT, rotateAtShare: ROTATE_AT_SHARE }),
  };
}
