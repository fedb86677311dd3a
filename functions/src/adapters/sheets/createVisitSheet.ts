import type { VisitSheet } from '../../ports/visitSheet.js';
import type { SheetConfig } from '../../config/env.js';
import { disabledVisitSheet, misconfiguredVisitSheet } from './unavailableVisitSheets.js';

const SPREADSHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';

/**
 * The sheet adapter for this environment. The Sheets SDK is imported only when a sheet is configured.
 * Credentials are the service-account key from the SHEETS_SERVICE_ACCOUNT secret when the function has
 * it bound; otherwise the function's own service account (share the sheet with it), so a callable
 * without the secret still appends and the scheduled retry, which binds it, is never blocked.
 */
export async function createVisitSheet(config: SheetConfig): Promise<VisitSheet> {
  if (config.kind === 'disabled') return disabledVisitSheet;
  if (config.kind === 'misconfigured') return misconfiguredVisitSheet(config.reason);
  const [{ GoogleSheetsVisitSheet }, { auth }] = await Promise.all([
    import('./googleSheetsVisitSheet.js'),
    import('@googleapis/sheets'),
  ]);
  const googleAuth = new auth.GoogleAuth({
    scopes: [SPREADSHEETS_SCOPE],
    ...(config.serviceAccount ? { credentials: config.serviceAccount } : {}),
  });
  return new GoogleSheetsVisitSheet({
    spreadsheetId: config.spreadsheetId,
    auth: googleAuth,
    ...(config.rootUrl ? { rootUrl: config.rootUrl } : {}),
  });
}
