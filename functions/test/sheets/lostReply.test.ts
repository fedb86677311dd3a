import { auth } from '@googleapis/sheets';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GoogleSheetsVisitSheet } from '../../src/adapters/sheets/googleSheetsVisitSheet.js';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { appendPendingRows } from '../../src/services/visits/appendPendingRows.js';
import { retryDelayMs } from '../../src/services/visits/sheetSync.js';
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

/** Submits sales visits, then runs the sync while the fake answers in `mode`; returns them and a clock. */
async function submitWhile(mode: FakeSheetsApi['mode'], count = 1, rowsBefore = 0) {
  const earlier = Array.from({ length: rowsBefore }, (_, index) => [`OLD-${String(index)}`]);
  api.tabs.set(table.tab, [[...table.header], ...earlier]);
  if (rowsBefore > 0) await store.set('sheet_tabs/sales', { knownRows: 1 + rowsBefore, failures: 0 });
  const clock = { at: Date.UTC(2026, 10, 2, 9, 0) };
  const now = () => clock.at;
  const caller = { uid: salesRep.uid, email: salesRep.email, roles: salesRep.roles };
  const visits: { id: string; code: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    clock.at += 1000;
    const input = { ...fullSalesVisit(), requestId: newRequestId() };
    visits.push(await submitVisit({ store, visitSheet: sheet }, 'sales', input, caller, now));
  }
  api.mode = mode;
  const first = await appendPendingRows(store, sheet, now);
  const syncAfterBackoff = async () => {
    api.mode = 'ok';
    clock.at += retryDelayMs(1);
    return appendPendingRows(store, sheet, now);
  };
  return { visits, first, syncAfterBackoff };
}

const stateOf = async (id: string) => (await store.get<VisitRecord>(`sales_visits/${id}`))?.sheet.state;

describe('a sheet append whose reply is lost', () => {
  it('is not appended again: the next run finds the codes in the tail and marks the visits synced', async () => {
    const { visits, syncAfterBackoff } = await submitWhile('appendThenDrop', 3);
    const codes = visits.map((visit) => visit.code);
    expect(codesInSheet()).toEqual(codes);
    expect(await stateOf(visits[0]?.id ?? '')).toBe('failed');

    api.requests.length = 0;
    expect(await syncAfterBackoff()).toEqual({ tried: 3, synced: 3, failed: 0 });
    expect(codesInSheet()).toEqual(codes);
    expect(await stateOf(visits[2]?.id ?? '')).toBe('synced');
    // Only the tail was read (from the row the batch was sent to, less a margin), and nothing appended.
    expect(api.requests.map((request) => request.path)).toEqual([
      `/v4/spreadsheets/${SPREADSHEET_ID}/values/'Sales Visits'!A1:A`,
    ]);
  });

  it('reads only the tail of a long tab', async () => {
    const { visits, syncAfterBackoff } = await submitWhile('appendThenDrop', 1, 4999);
    api.requests.length = 0;
    expect(await syncAfterBackoff()).toEqual({ tried: 1, synced: 1, failed: 0 });
    expect(api.requests.map((request) => request.path)).toEqual([
      `/v4/spreadsheets/${SPREADSHEET_ID}/values/'Sales Visits'!A4901:A`,
    ]);
    expect(codesInSheet().filter((code) => code === visits[0]?.code)).toHaveLength(1);
  });

  it('is appended by the next run when the first append never landed', async () => {
    const { visits, syncAfterBackoff } = await submitWhile('serverError');
    expect(codesInSheet()).toEqual([]);
    await syncAfterBackoff();
    expect(codesInSheet()).toEqual([visits[0]?.code]);
  });

  it('a 429 keeps the rows pending, and they land later once, in order', async () => {
    const { visits, first, syncAfterBackoff } = await submitWhile('rateLimited', 4);
    expect(first).toEqual({ tried: 4, synced: 0, failed: 4 });
    for (const { id } of visits) expect(await stateOf(id)).toBe('pending');
    expect(await syncAfterBackoff()).toEqual({ tried: 4, synced: 4, failed: 0 });
    expect(codesInSheet()).toEqual(visits.map((visit) => visit.code));
  });

  it('looks for codes from a row to the end of column A, and finds none in a missing tab', async () => {
    expect(await sheet.codesFrom(table, 2)).toEqual([]);
    api.tabs.set(table.tab, [[...table.header], ['SALES-VIST-1', 'x'], ['SALES-VIST-2', 'y']]);
    expect(await sheet.codesFrom(table, 2)).toEqual(['SALES-VIST-1', 'SALES-VIST-2']);
    expect(await sheet.codesFrom(table, 3)).toEqual(['SALES-VIST-2']);
    expect(await sheet.codesFrom(table, 9)).toEqual([]);
  });
});
