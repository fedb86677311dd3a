import { logger } from 'firebase-functions/logger';
import type { Store } from '../../ports/store.js';
import { SPREADSHEET_CELL_LIMIT, type SheetTable, type VisitSheet } from '../../ports/visitSheet.js';
import { parseSheetTabState, type SheetTabState } from '../../domain/records/sheetTabState.js';
import { orgDayOf } from '../../domain/time/orgTime.js';
import { tabPathOf } from './sheetTabLease.js';
import type { VisitKindConfig } from './visitKinds.js';

/** Past this share of a spreadsheet's cells, a kind's next rows go to a new spreadsheet named by period. */
export const ROTATE_AT_SHARE = 0.8;
/** How often a run asks the spreadsheet how many cells it holds (one read request). */
export const CELLS_CHECK_MS = 60 * 60_000;

/** The spreadsheet and tab a kind's rows go to now, with the kind's header. */
export function tableOf(
  config: VisitKindConfig,
  state: Pick<SheetTabState, 'title' | 'spreadsheet'>,
): SheetTable {
  return {
    ...config.table,
    tab: state.title ?? config.table.tab,
    ...(state.spreadsheet ? { spreadsheetId: state.spreadsheet.id } : {}),
  };
}

/**
 * The title of the kind's spreadsheet for the organisation's month of `at`, e.g. 'Field Tracker Sales
 * Visits 2026-12'; numbered when that month already had one.
 */
export function periodSpreadsheetTitle(config: VisitKindConfig, state: SheetTabState, at: number): string {
  const title = `Field Tracker ${config.table.tab} ${orgDayOf(at).slice(0, 7)}`;
  const taken = [state.spreadsheet?.title, ...state.earlierSpreadsheets.map((earlier) => earlier.title)];
  if (!taken.includes(title)) return title;
  let number = 2;
  while (taken.includes(`${title} (${String(number)})`)) number += 1;
  return `${title} (${String(number)})`;
}

/**
 * At most once an hour, asks the spreadsheet the kind's rows go to how many cells it holds; past the
 * share, creates the kind's spreadsheet for this month with its tab and header row, and the next rows go
 * there (the limit is per spreadsheet, so a new tab would free nothing). The run holds the tab's lease,
 * and the switch is recorded only while it still does, so overlapping runs never split a kind's rows
 * between two new spreadsheets. A failed count or creation leaves the rows where they go (the share
 * leaves room) until the next check.
 */
export async function checkCells(
  store: Store,
  sheet: VisitSheet,
  config: VisitKindConfig,
  state: SheetTabState,
  runId: string,
  at: number,
): Promise<SheetTabState> {
  if (at - (state.cellsCheckedAt ?? -Infinity) < CELLS_CHECK_MS) return state;
  const path = tabPathOf(config);
  let cells: number;
  try {
    cells = await sheet.cellsUsed(state.spreadsheet?.id);
  } catch (error) {
    logger.warn('Could not count the spreadsheet cells', { error: String(error) });
    return state;
  }
  const counted = { ...state, cells, cellsCheckedAt: at };
  const record = () => store.update({ [`${path}/cells`]: cells, [`${path}/cellsCheckedAt`]: at });
  if (cells < ROTATE_AT_SHARE * SPREADSHEET_CELL_LIMIT) {
    await record();
    return counted;
  }
  const title = periodSpreadsheetTitle(config, state, at);
  let created: Awaited<ReturnType<VisitSheet['createSpreadsheet']>>;
  try {
    created = await sheet.createSpreadsheet(title, config.table, state.spreadsheet?.id);
  } catch (error) {
    logger.warn('Could not create a new spreadsheet for a filling one', { cells, error: String(error) });
    await record();
    return counted;
  }
  const switched = await switchSpreadsheet(store, path, runId, {
    spreadsheet: {
      id: created.spreadsheetId,
      title,
      url: created.url,
      sharedWith: created.sharedWith,
      ...(created.problem ? { shareProblem: created.problem } : {}),
    },
    at,
  });
  if (!switched) {
    logger.warn('The run lost the tab while creating a spreadsheet; it is left unused', { title });
    return counted;
  }
  logger.warn('The spreadsheet is filling up: rows now go to a new spreadsheet', {
    cells,
    spreadsheet: title,
    url: created.url,
    sharedWith: created.sharedWith.length,
    ...(created.problem ? { shareProblem: created.problem } : {}),
  });
  return switched;
}

/** Rows go to `spreadsheet` from now on (its header on row 1), the one before kept in the history. */
async function switchSpreadsheet(
  store: Store,
  path: string,
  runId: string,
  { spreadsheet, at }: { spreadsheet: NonNullable<SheetTabState['spreadsheet']>; at: number },
): Promise<SheetTabState | null> {
  const { committed, value } = await store.transaction<unknown>(path, (current) => {
    const state = parseSheetTabState(current);
    if (state.lease?.runId !== runId) return undefined;
    const earlier = state.spreadsheet ? { ...state.spreadsheet, until: at } : { until: at };
    const next: SheetTabState = {
      ...state,
      spreadsheet,
      earlierSpreadsheets: [...state.earlierSpreadsheets, earlier],
      knownRows: 1,
      cellsCheckedAt: at,
    };
    delete next.title;
    delete next.cells;
    return next;
  });
  return committed ? parseSheetTabState(value) : null;
}
