import { describe, expect, it } from 'vitest';
import { readEnv, sheetSecrets, sheetsServiceAccountSecret } from '../../src/config/env.js';
import { createVisitSheet, sheetAuthOptions } from '../../src/adapters/sheets/createVisitSheet.js';
import { retrySheetSync, submitPlacementVisit, submitSalesVisit } from '../../src/index.js';

const local = { FIELD_TRACKER_STORE: 'local', FIELD_TRACKER_DATA_DIR: '/tmp/unused' };
const key = JSON.stringify({
  type: 'service_account',
  client_email: 'sync@p.iam.gserviceaccount.com',
  private_key: 'k',
});

describe('sheet settings', () => {
  it('disables the sheet when SHEET_ID is not set (the local stack)', async () => {
    const { sheet } = readEnv({ ...local });
    expect(sheet).toEqual({ kind: 'disabled' });
    expect((await createVisitSheet(sheet)).enabled).toBe(false);
  });

  it('uses the service-account key and the root URL when given', () => {
    const { sheet } = readEnv({
      ...local,
      SHEET_ID: 'abc',
      SHEETS_SERVICE_ACCOUNT: key,
      FIELD_TRACKER_SHEETS_ROOT_URL: 'http://127.0.0.1:1234/',
    });
    expect(sheet).toMatchObject({
      kind: 'google',
      spreadsheetId: 'abc',
      rootUrl: 'http://127.0.0.1:1234/',
      serviceAccount: { client_email: 'sync@p.iam.gserviceaccount.com' },
    });
  });

  it('falls back to the function’s own account when the secret is not bound', () => {
    expect(readEnv({ ...local, SHEET_ID: 'abc', SHEETS_SERVICE_ACCOUNT: '' }).sheet).toEqual({
      kind: 'google',
      spreadsheetId: 'abc',
    });
  });

  it.each([
    ['not JSON', 'not json', 'not valid JSON'],
    ['not a key', '{"type":"service_account"}', 'lacks client_email or private_key'],
  ])(
    'keeps storing visits but fails appends with the reason when the key is %s',
    async (_, secret, reason) => {
      const { sheet } = readEnv({ ...local, SHEET_ID: 'abc', SHEETS_SERVICE_ACCOUNT: secret });
      expect(sheet).toMatchObject({ kind: 'misconfigured' });
      const adapter = await createVisitSheet(sheet);
      expect(adapter.enabled).toBe(true);
      await expect(adapter.append({ tab: 't', header: [] }, [])).rejects.toThrow(reason);
    },
  );
});

describe('createVisitSheet', () => {
  it('builds the Sheets API adapter (without calling Google) when a sheet is configured', async () => {
    const { GoogleSheetsVisitSheet } = await import('../../src/adapters/sheets/googleSheetsVisitSheet.js');
    const sheet = await createVisitSheet({
      kind: 'google',
      spreadsheetId: 'abc',
      serviceAccount: { client_email: 'sync@p.iam.gserviceaccount.com', private_key: 'k' },
    });
    expect(sheet).toBeInstanceOf(GoogleSheetsVisitSheet);
    expect(sheet.enabled).toBe(true);
  });
});

describe('credentials for the sheet', () => {
  it('are the runtime service account (application-default credentials) with the spreadsheets and Drive scopes', () => {
    const { sheet } = readEnv({ ...local, SHEET_ID: 'abc' });
    expect(sheet).toEqual({ kind: 'google', spreadsheetId: 'abc' });
    expect(sheetAuthOptions({})).toEqual({
      scopes: ['https://www.googleapis.com/auth/spreadsheets', 'https://www.googleapis.com/auth/drive'],
    });
  });

  it('are a service-account key only when one is given', () => {
    const serviceAccount = { client_email: 'sync@p.iam.gserviceaccount.com', private_key: 'k' };
    expect(sheetAuthOptions({ serviceAccount })).toMatchObject({ credentials: serviceAccount });
  });

  it('need no secret at deploy: the appending functions bind none unless a project asks for its key', () => {
    for (const fn of [submitSalesVisit, submitPlacementVisit, retrySheetSync]) {
      expect(fn.__endpoint.secretEnvironmentVariables ?? []).toEqual([]);
    }
    expect(sheetSecrets({})).toEqual([]);
    expect(sheetSecrets({ SHEETS_KEY_FROM_SECRET: 'false' })).toEqual([]);
    expect(sheetSecrets({ SHEETS_KEY_FROM_SECRET: 'true' })).toEqual([sheetsServiceAccountSecret]);
  });
});
