import { logger } from 'firebase-functions/logger';
import type { Store } from '../../ports/store.js';
import { SPREADSHEET_CELL_LIMIT, type SheetTable, type VisitSheet } from '../../ports/visitSheet.js';
import type { SheetTabState } from '../../domain/records/sheetTabState.js';
import { orgDayOf } from '../../domain/time/orgTime.js';
import { tabPathOf } from './sheetTabLease.js';
import type { VisitKindConfig } from './visitKinds.js';

/** Past this share of a spreadsheet's cells, a kind's next rows go to a new tab named by period. */
export const ROTATE_AT_SHARE = 0.8;
/** How often a run asks the spreadsheet how many cells it holds (one read request). */
export const CELLS_CHECK_MS = 60 * 60_000;

/** The tab a kind's rows go to now, with the kind's header. */
export function tableOf(config: VisitKindConfig, state: Pick<SheetTabState, 'title'>): SheetTable {
  return { ...config.table, tab: state.title ?? config.table.tab };
}

/** The kind's tab for the organisation's month of `at`, e.g. 'Sales Visits 2026-12'. */
export function periodTab(config: VisitKindConfig, at: number): string {
  return `${config.table.tab} ${orgDayOf(at).slice(0, 7)}`;
}

/**
 * At most once an hour, asks the spreadsheet how many cells it holds; past the share, the kind's next
 * rows go to this month's tab (created with its header by the first append). The cells stay counted on
 * the one spreadsheet: an admin moves old tabs out (the sheet state screen says so) before the limit.
 * A failed count leaves the tab as it is.
 */
export async function checkCells(
  store: Store,
  sheet: VisitSheet,
  config: VisitKindConfig,
  state: SheetTabState,
  at: number,
): Promise<SheetTabState> {
  if (at - (state.cellsCheckedAt ?? -Infinity) < CELLS_CHECK_MS) return state;
  let cells: number;
  try {
    cells = await sheet.cellsUsed();
  } catch (error) {
    logger.warn('Could not count the spreadsheet cells', { error: String(error) });
    return state;
  }
  const period = periodTab(config, at);
  const rotate = cells >= ROTATE_AT_SHARE * SPREADSHEET_CELL_LIMIT && tableOf(config, state).tab !== period;
  const path = tabPathOf(config);
  await store.update({
    [`${path}/cells`]: cells,
    [`${path}/cellsCheckedAt`]: at,
    ...(rotate ? { [`${path}/title`]: period, [`${path}/knownRows`]: 0 } : {}),
  });
  if (!rotate) return { ...state, cells, cellsCheckedAt: at };
  logger.warn('The spreadsheet is filling up: rows now go to a new tab', { cells, tab: period });
  return { ...state, cells, cellsCheckedAt: at, title: period, knownRows: 0 };
}
