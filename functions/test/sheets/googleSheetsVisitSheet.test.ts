import { auth } from '@googleapis/sheets';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GoogleSheetsVisitSheet } from '../../src/adapters/sheets/googleSheetsVisitSheet.js';
import { SheetAppendError, type SheetTable } from '../../src/ports/visitSheet.js';
import { FakeSheetsApi } from './fakeSheetsApi.js';

const SPREADSHEET_ID = 'sheet-under-test';
const TOKEN = 'fake-access-token';
const table: SheetTable = { tab: 'Sales Visits', header: ['visitCode', 'collegeName', 'studentCount'] };
const row = ['SALES-VIST-7', "=HYPERLINK('x')", 120];

let api: FakeSheetsApi;
let rootUrl: string;

function adapter(timeoutMs = 2000): GoogleSheetsVisitSheet {
  // An OAuth2 client holding an unexpired token: it sends it without asking Google for one.
  const client = new auth.OAuth2();
  client.setCredentials({ access_token: TOKEN, expiry_date: Date.now() + 3_600_000 });
  return new GoogleSheetsVisitSheet({ spreadsheetId: SPREADSHEET_ID, auth: client, rootUrl, timeoutMs });
}

async function appendError(sheet: GoogleSheetsVisitSheet): Promise<SheetAppendError> {
  const error: unknown = await sheet.append(table, [row]).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SheetAppendError);
  return error as SheetAppendError;
}

beforeEach(async () => {
  api = new FakeSheetsApi(SPREADSHEET_ID);
  rootUrl = await api.start();
});

afterEach(async () => {
  await api.stop();
});

describe('GoogleSheetsVisitSheet against a fake Sheets API', () => {
  it('appends the row as raw values under the header, with the bearer token', async () => {
    api.tabs.set(table.tab, [[...table.header]]);
    expect(await adapter().append(table, [row, row])).toEqual({ lastRow: 3 });

    expect(api.tabs.get(table.tab)).toEqual([[...table.header], row, row]);
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.path).toBe(`/v4/spreadsheets/${SPREADSHEET_ID}/values/'Sales Visits'!A1:append`);
    expect(request?.query.get('valueInputOption')).toBe('RAW');
    expect(request?.query.get('insertDataOption')).toBe('INSERT_ROWS');
    expect(request?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('creates a missing tab with its header row, then appends', async () => {
    await adapter().append(table, [row]);

    expect(api.tabs.get(table.tab)).toEqual([[...table.header], row]);
    expect(api.requests.map((request) => request.path)).toEqual([
      `/v4/spreadsheets/${SPREADSHEET_ID}/values/'Sales Visits'!A1:append`,
      `/v4/spreadsheets/${SPREADSHEET_ID}:batchUpdate`,
      `/v4/spreadsheets/${SPREADSHEET_ID}/values/'Sales Visits'!A1:append`,
    ]);
  });

  it('reports a 429 once, without retrying on its own (the scheduled sync retries with backoff)', async () => {
    api.tabs.set(table.tab, [[...table.header]]);
    api.mode = 'rateLimited';
    const error = await appendError(adapter());

    expect(error.status).toBe(429);
    expect(error.message).toContain('HTTP 429');
    expect(error.message).toContain('Quota exceeded');
    expect(api.requests).toHaveLength(1);
    expect(api.tabs.get(table.tab)).toEqual([[...table.header]]);
  });

  it('reports a 500 once, naming the status', async () => {
    api.tabs.set(table.tab, [[...table.header]]);
    api.mode = 'serverError';
    const error = await appendError(adapter());

    expect(error.status).toBe(500);
    expect(error.message).toContain('HTTP 500');
    expect(api.requests).toHaveLength(1);
  });

  it('gives up on an API that does not answer within the timeout', async () => {
    api.tabs.set(table.tab, [[...table.header]]);
    api.mode = 'hang';
    const started = Date.now();
    const error = await appendError(adapter(300));

    expect(Date.now() - started).toBeLessThan(5000);
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('Sheets API did not answer within 300 ms');
  });

  it('reports an unreachable API', async () => {
    await api.stop();
    const error = await appendError(adapter());
    expect(error.message).toMatch(/^Sheets API could not be reached/);
    api = new FakeSheetsApi(SPREADSHEET_ID);
    rootUrl = await api.start();
  });
});
