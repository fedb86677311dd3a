import { STAND_IN_SERVICE_ACCOUNT } from './sheetsHost/drive.js';
import type { Permission } from './sheetsHost/workbook.js';

/** The spreadsheet the local stack's visits go to, on the local Sheets stand-in. */
export const LOCAL_SPREADSHEET_ID = 'field-tracker-local';

/**
 * Who the local spreadsheet is shared with, as a real one would be: the demo admin made it and shared it
 * with the functions' service account; a spreadsheet the functions create when it fills is shared alike.
 */
export const localSpreadsheetSharing = [
  { type: 'user', role: 'owner', emailAddress: 'admin@example.com' },
  { type: 'user', role: 'writer', emailAddress: STAND_IN_SERVICE_ACCOUNT },
] as const satisfies Omit<Permission, 'id'>[];

/** The deployed sync runs each minute; the stack runs it as often. */
export const LOCAL_SHEET_SYNC_MS = 60_000;

/** What the functions read to reach the stand-in (`readEnv`'s SHEET_ID and FIELD_TRACKER_SHEETS_ROOT_URL). */
export function sheetsEnv(hostUrl: string): Record<string, string> {
  return { SHEET_ID: LOCAL_SPREADSHEET_ID, FIELD_TRACKER_SHEETS_ROOT_URL: hostUrl };
}
