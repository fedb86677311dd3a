import type { VisitSheet } from '../../ports/visitSheet.js';
import type { ServiceAccountKey, SheetConfig } from '../../config/env.js';
import { disabledVisitSheet, misconfiguredVisitSheet } from './unavailableVisitSheets.js';
import { DRIVE_SCOPE } from './driveSharing.js';

export const SPREADSHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';

/**
 * How the adapter signs in to Google (Drive's scope shares a spreadsheet it creates when one fills up): by default with application-default credentials, which on Cloud
 * Functions are the function's own runtime service account (share the sheet with its email), so no
 * long-lived key has to exist. A service-account key is used only when one was given.
 */
export function sheetAuthOptions(config: { serviceAccount?: ServiceAccountKey }): {
  scopes: string[];
  credentials?: ServiceAccountKey;
} {
  return {
    scopes: [SPREADSHEETS_SCOPE, DRIVE_SCOPE],
    ...(config.serviceAccount ? { credentials: config.serviceAccount } : {}),
  };
}

/** The token sent to a Sheets API stand-in, which checks none: no Google credential leaves the machine. */
export const STAND_IN_TOKEN = 'local-sheets-stand-in';

/** The sheet adapter for this environment. The Sheets SDK is imported only when a sheet is configured. */
export async function createVisitSheet(config: SheetConfig): Promise<VisitSheet> {
  if (config.kind === 'disabled') return disabledVisitSheet;
  if (config.kind === 'misconfigured') return misconfiguredVisitSheet(config.reason);
  const [{ GoogleSheetsVisitSheet }, { auth }] = await Promise.all([
    import('./googleSheetsVisitSheet.js'),
    import('@googleapis/sheets'),
  ]);
  if (config.rootUrl) {
    const client = new auth.OAuth2();
    client.setCredentials({ access_token: STAND_IN_TOKEN, expiry_date: Number.MAX_SAFE_INTEGER });
    return new GoogleSheetsVisitSheet({
      spreadsheetId: config.spreadsheetId,
      auth: client,
      rootUrl: config.rootUrl,
    });
  }
  return new GoogleSheetsVisitSheet({
    spreadsheetId: config.spreadsheetId,
    auth: new auth.GoogleAuth(sheetAuthOptions(config)),
  });
}
