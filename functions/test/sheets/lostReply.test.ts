import { auth } from '@googleapis/sheets';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GoogleSheetsVisitSheet } from '../../src/adapters/sheets/googleSheetsVisitSheet.js';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { retrySheetAppends } from '../../src/services/visits/retrySheetAppends.js';
import { submitVisit } from '../../src/services/visits/submitVisit.js';
import { visitKinds } from '../../src/services/visits/visitKinds.js';
import type { VisitRecord } from '../../src/domain/records/visitRecord.js';
import { newRequestId, salesRep } from '../support/callables.js';
import { fullSalesVisit } from '../visits/harness.js';
import { FakeSheetsApi } from './fakeSheetsApi.js';

const SPREADSHEET_ID = 'sheet-under-test';
const table = visitKinds.sales.table;
let api: FakeSheetsApi;
let sheet: GoogleSheetsVisitSheet;
let store: LocalStore;

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
  store = new LocalStore(await mkdtemp(path.join(tmpdir(), 'lost-reply-')));
});

afterEach(async () => {
  await api.stop();
});

const codesInSheet = () => (api.tabs.get(table.tab) ?? []).slice(1).map((row) => row[0]);

/** Submits a sales visit while the fake answers appends in `mode`; returns the visit and a clock. */
async function submitWhile(mode: FakeSheetsApi['mode']) {
  api.tabs.set(table.tab, [[...table.header]]);
  api.mode = mode;
  const clock = { at: Date.UTC(2026, 10, 2, 9, 0) };
  const now = () => clock.at;
  const caller = { uid: salesRep.uid, email: salesRep.email, roles: salesRep.roles };
  const input = { ...fullSalesVisit(), requestId: newRequestId() };
  const visit = await submitVisit({ store, visitSheet: sheet }, 'sales', input, caller, now);
  const retryAfterBackoff = async () => {
    api.mode = 'ok';
    const stored = await store.get<VisitRecord>(`sales_visits/${visit.id}`);
    clock.at = (stored?.sheet.nextAttemptAt ?? clock.at) + 1;
    return retrySheetAppends(store, sheet, now);
  };
  return { ...visit, retryAfterBackoff };
}

describe('a sheet append whose reply is lost', () => {
  it('is not appended again by the retry: the retry finds the code and marks the visit synced', async () => {
    const { id, code, retryAfterBackoff } = await submitWhile('appendThenDrop');
    expect(codesInSheet()).toEqual([code]);
    expect((await store.get<VisitRecord>(`sales_visits/${id}`))?.sheet.state).toBe('failed');

    expect(await retryAfterBackoff()).toEqual({ tried: 1, synced: 1, failed: 0 });
    expect(codesInSheet()).toEqual([code]);
    expect((await store.get<VisitRecord>(`sales_visits/${id}`))?.sheet.state).toBe('synced');
  });

  it('is appended by the retry when the first append never landed', async () => {
    const { code, retryAfterBackoff } = await submitWhile('serverError');
    expect(codesInSheet()).toEqual([]);
    await retryAfterBackoff();
    expect(codesInSheet()).toEqual([code]);
  });

  it('looks for the code in column A, and finds none in a missing tab', async () => {
    expect(await sheet.hasRow(table, 'SALES-VIST-1')).toBe(false);
    api.tabs.set(table.tab, [[...table.header], ['SALES-VIST-1', 'x']]);
    expect(await sheet.hasRow(table, 'SALES-VIST-1')).toBe(true);
    expect(await sheet.hasRow(table, 'SALES-VIST-10')).toBe(false);
  });
});
