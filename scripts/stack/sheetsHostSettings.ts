/** The spreadsheet the local stack's visits go to, on the local Sheets stand-in. */
export const LOCAL_SPREADSHEET_ID = 'field-tracker-local';

/** The deployed sync runs each minute; the stack runs it as often. */
export const LOCAL_SHEET_SYNC_MS = 60_000;

/** What the functions read to reach the stand-in (`readEnv`'s SHEET_ID and FIELD_TRACKER_SHEETS_ROOT_URL). */
export function sheetsEnv(hostUrl: string): Record<string, string> {
  return { SHEET_ID: LOCAL_SPREADSHEET_ID, FIELD_TRACKER_SHEETS_ROOT_URL: hostUrl };
}
