import { auth } from '@googleapis/sheets';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GoogleSheetsVisitSheet } from '../../src/adapters/sheets/googleSheetsVisitSheet.js';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { appendPendingRows } from '../../src/services/visits/appendPendingRows.js';
import { submitVisit } from '../../src/services/visits/submitVisit.js';
import { visitKinds } from '../../src/services/visits/visitKinds.js';
import { visitSheetStateFor } from '../../src/services/visits/visitSheetStateFor.js';
import { newRequestId, salesRep } from '../support/callables.js';
import { fullSalesVisit } from '../visits/harness.js';
import { FakeSheetsApi } from './fakeSheetsApi.js';

const SPREADSHEET_ID = 'sheet-retry-now';
const table = visitKinds.sales.table;
let api: FakeSheetsApi;
let sheet: GoogleSheetsVisitSheet;
let store: LocalStore;
const clock = { at: Date.UTC(2026, 10, 2, 9, 0) };
const now = () => clock.at;

beforeEach(async () => {
  api = new FakeSheetsApi(SPREADSHEET_ID);
  const rootUrl = await api.start();
  const client = new auth.OAuth2();
  client.setCredentials({ access_token: 'token', expiry_date: Date.now() + 3_600_000 });
  sheet = new GoogleSheetsVisitSheet({
    spreadsheetId: SPREADSHEET_ID,
    auth: client,
    rootUrl,
    timeoutMs: 2000,
  });
  store = new LocalStore(await mkdtemp(path.join(tmpdir(), 'retry-now-')));
  api.tabs.set(table.tab, [[...table.header]]);
});

afterEach(async () => {
  await api.stop();
});

const submit = () => {
  clock.at += 60_000;
  return submitVisit(
    { store, visitSheet: sheet },
    'sales',
    { ...fullSalesVisit(), requestId: newRequestId() },
    { uid: salesRep.uid, email: salesRep.email, roles: salesRep.roles },
    now,
  );
};
const retryNow = () => appendPendingRows(store, sheet, now, { kinds: ['sales'], failedNow: true });
const codesInSheet = () => (api.tabs.get(table.tab) ?? []).slice(1).map((row) => row[0]);

describe('Retry now against the Sheets API fake', () => {
  it('reports the failures while the API fails, and appends each visit once when it recovers', async () => {
    const visits = [await submit(), await submit()];
    expect(await visitSheetStateFor(store, sheet, 'sales')).toMatchObject({ pending: 2, failed: 0 });
    // Refused (a 403 here): nothing is in flight, so Retry now sends the rows again at once.
    api.mode = 'forbidden';
    expect(await appendPendingRows(store, sheet, now)).toEqual({ tried: 2, synced: 0, failed: 2 });
    const failing = await visitSheetStateFor(store, sheet, 'sales');
    expect(failing).toMatchObject({
      enabled: true,
      pending: 0,
      failed: 2,
      lastError: { code: visits[1]?.code },
    });

    expect(await retryNow()).toEqual({ tried: 2, synced: 0, failed: 2 });
    expect((await visitSheetStateFor(store, sheet, 'sales')).lastError?.attempts).toBe(2);
    expect(api.requests.filter((request) => request.path.endsWith(':append'))).toHaveLength(2);

    api.mode = 'ok';
    expect(await retryNow()).toEqual({ tried: 2, synced: 2, failed: 0 });
    expect(codesInSheet()).toEqual(visits.map((visit) => visit.code));
    expect(await visitSheetStateFor(store, sheet, 'sales')).toMatchObject({
      enabled: true,
      pending: 0,
      failed: 0,
      lastError: null,
      tab: 'Sales Visits',
    });
    expect(await retryNow()).toEqual({ tried: 0, synced: 0, failed: 0 });
  });
});
