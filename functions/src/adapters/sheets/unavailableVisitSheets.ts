import { SheetAppendError, type VisitSheet } from '../../ports/visitSheet.js';

/** No sheet configured: visits are stored with their sheet state `disabled`. */
export const disabledVisitSheet: VisitSheet = {
  enabled: false,
  append: () => Promise.reject(new SheetAppendError('No sheet is configured (SHEET_ID is not set).')),
  codesFrom: () => Promise.resolve([]),
  cellsUsed: () => Promise.resolve(0),
  createSpreadsheet: () =>
    Promise.reject(new SheetAppendError('No sheet is configured (SHEET_ID is not set).')),
};

/**
 * A sheet is wanted but its settings are broken: every append fails with the reason, so the visits show
 * it as their last error and are appended by the scheduled sync once the setting is fixed.
 */
export function misconfiguredVisitSheet(reason: string): VisitSheet {
  const fail = () => Promise.reject(new SheetAppendError(reason));
  return { enabled: true, append: fail, codesFrom: fail, cellsUsed: fail, createSpreadsheet: fail };
}
