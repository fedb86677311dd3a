import { SheetAppendError, type VisitSheet } from '../../ports/visitSheet.js';

/** No sheet configured (the local stack): visits are stored with their sheet state `disabled`. */
export const disabledVisitSheet: VisitSheet = {
  enabled: false,
  append: () => Promise.reject(new SheetAppendError('No sheet is configured (SHEET_ID is not set).')),
};

/**
 * A sheet is wanted but its settings are broken: every append fails with the reason, so the visits show
 * it as their last error and are appended by the scheduled retry once the setting is fixed.
 */
export function misconfiguredVisitSheet(reason: string): VisitSheet {
  return { enabled: true, append: () => Promise.reject(new SheetAppendError(reason)) };
}
