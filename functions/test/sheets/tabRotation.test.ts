import { auth } from '@googleapis/sheets';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GoogleSheetsVisitSheet } from '../../src/adapters/sheets/googleSheetsVisitSheet.js';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { appendPendingRows } from '../../src/services/visits/appendPendingRows.js';
import { submitVisit } from '../../src/services/visits/submitVisit.js';
import { CELLS_CHECK_MS } from '../../src/services/visits/sheetTabRotation.js';
import { visitKinds } from '../../src/services/visits/visitKinds.js';
import { visitSheetStateFor } from '../../src/services/visits/visitSheetStateFor.js';
import { newRequestId, salesRep } from '../support/callables.js';
import { fullSalesVisit } from '../visits/harness.js';
import { FakeSheetsApi } from './fakeSheetsApi.js';

const SPREADSHEET_ID = 'sheet-rotation';
const table = visitKinds.sales.table;
let api: FakeSheetsApi;
let sheet: GoogleSheetsVisitSheet;
let store: LocalStore;
// 28 November 2026, 10:00 in India: the November tab; a week later, December's.
const clock = { at: Date.UTC(2026, 10, 28, 4, 30) };
const now = () => clock.at;

beforeEach(async () => {
  api = new FakeSheetsApi(SPREADSHEET_ID);
  const client = new auth.OAuth2();
  client.setCredentials({ access_token: 'token', expiry_date: Date.now() + 3_600_000 });
  sheet = new GoogleSheetsVisitSheet({
    spreadsheetId: SPREADSHEET_ID,
    auth: client,
    rootUrl: await api.start(),
  });
  store = new LocalStore(await mkdtemp(path.join(tmpdir(), 'tab-rotation-')));
  api.tabs.set(table.tab, [[...table.header]]);
});
afterEach(async () => {
  await api.stop();
});

const submit = () =>
  submitVisit(
    { store, visitSheet: sheet },
    'sales',
    { ...fullSalesVisit(), requestId: newRequestId() },
    { uid: salesRep.uid, email: salesRep.email, roles: salesRep.roles },
    now,
  );
const codesIn = (tab: string) => (api.tabs.get(tab) ?? []).slice(1).map((row) => row[0]);

describe('a spreadsheet filling up', () => {
  it('keeps the tab while under the share, then sends the next rows to a new tab named by month, with its header', async () => {
    const first = await submit();
    await appendPendingRows(store, sheet, now);
    expect(codesIn(table.tab)).toEqual([first.code]);

    // Past 80 % of the 10 million cells: the next check moves the rows to this month's tab.
    api.otherCells = 8_000_000;
    clock.at += 60_000;
    const early = await submit();
    await appendPendingRows(store, sheet, now);
    expect(codesIn(table.tab)).toEqual([first.code, early.code]);

    clock.at += CELLS_CHECK_MS;
    const moved = await submit();
    await appendPendingRows(store, sheet, now);
    expect(api.tabs.get('Sales Visits 2026-11')).toEqual([
      [...table.header],
      expect.arrayContaining([moved.code]),
    ]);
    expect(codesIn(table.tab)).toEqual([first.code, early.code]);
    expect(await visitSheetStateFor(store, sheet, 'sales')).toMatchObject({
      pending: 0,
      tab: 'Sales Visits 2026-11',
      cellLimit: 10_000_000,
      rotateAtShare: 0.8,
    });

    // A month on, still full: December's tab.
    clock.at += 7 * 86_400_000;
    const december = await submit();
    await appendPendingRows(store, sheet, now);
    expect(codesIn('Sales Visits 2026-12')).toEqual([december.code]);
    expect(codesIn('Sales Visits 2026-11')).toEqual([moved.code]);
  });
});
