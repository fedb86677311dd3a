import { auth } from '@googleapis/sheets';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GoogleSheetsVisitSheet } from '../../functions/src/adapters/sheets/googleSheetsVisitSheet.js';
import { SheetAppendError } from '../../functions/src/ports/visitSheet.js';
import { visitKinds } from '../../functions/src/services/visits/visitKinds.js';
import { startSheetsHost, type RunningSheetsHost, type SheetsHostOptions } from './sheetsHost/server.js';

const SPREADSHEET = 'local-sheet';
const table = visitKinds.sales.table;
const clock = { at: Date.UTC(2026, 11, 4, 18, 0) };
let host: RunningSheetsHost | undefined;

async function start(options: Partial<SheetsHostOptions> = {}): Promise<RunningSheetsHost> {
  host = await startSheetsHost({ port: 0, now: () => clock.at, ...options });
  return host;
}
afterEach(async () => {
  await host?.close();
  host = undefined;
});

function adapter(url: string, token = 'token'): GoogleSheetsVisitSheet {
  const client = new auth.OAuth2();
  client.setCredentials({ access_token: token, expiry_date: Date.now() + 3_600_000 });
  return new GoogleSheetsVisitSheet({
    spreadsheetId: SPREADSHEET,
    auth: client,
    rootUrl: url,
    timeoutMs: 5000,
  });
}

/** A write the adapter does not make, sent raw: a tab's worth of rows appended to an existing tab. */
function rawAppend(url: string, rows: unknown[][], token = 'token'): Promise<Response> {
  const range = encodeURIComponent(`'${table.tab}'!A1`);
  return fetch(`${url}v4/spreadsheets/${SPREADSHEET}/values/${range}:append?valueInputOption=RAW`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ values: rows }),
  });
}

describe('the local Sheets stand-in', () => {
  it('creates a tab with its header, appends rows after it and reads them back', async () => {
    const { url, workbooks } = await start();
    const sheet = adapter(url);
    expect(
      await sheet.append(table, [
        ['SALES-VIST-1', 'A'],
        ['SALES-VIST-2', 'B'],
      ]),
    ).toEqual({ lastRow: 3 });
    expect(await sheet.append(table, [['SALES-VIST-3', 'C']])).toEqual({ lastRow: 4 });
    expect(workbooks.tab(SPREADSHEET, table.tab)?.rows).toEqual([
      [...table.header],
      ['SALES-VIST-1', 'A'],
      ['SALES-VIST-2', 'B'],
      ['SALES-VIST-3', 'C'],
    ]);
    expect(await sheet.codesFrom(table, 3)).toEqual(['SALES-VIST-2', 'SALES-VIST-3']);
    expect(await sheet.codesFrom(visitKinds.placement.table, 1)).toEqual([]);

    const got = await fetch(`${url}v4/spreadsheets/${SPREADSHEET}`, {
      headers: { authorization: 'Bearer t' },
    });
    expect(await got.json()).toMatchObject({
      sheets: [{ properties: { title: table.tab, gridProperties: { rowCount: 1003, columnCount: 26 } } }],
    });
    const values = await fetch(
      `${url}v4/spreadsheets/${SPREADSHEET}/values/${encodeURIComponent(`'${table.tab}'!A2:B3`)}`,
      { headers: { authorization: 'Bearer t' } },
    );
    expect(await values.json()).toMatchObject({
      values: [
        ['SALES-VIST-1', 'A'],
        ['SALES-VIST-2', 'B'],
      ],
    });

    const page = await (await fetch(url)).text();
    expect(page).toContain('Sales Visits');
    expect(page).toContain('<td>SALES-VIST-3</td>');
    const csv = await fetch(`${url}csv?spreadsheet=${SPREADSHEET}&tab=${encodeURIComponent(table.tab)}`);
    expect((await csv.text()).split('\r\n')[1]).toBe('SALES-VIST-1,A');
  });

  it("answers the 61st write of a minute by one user with Google's 429, and takes writes again the next minute", async () => {
    const { url, counts } = await start();
    await adapter(url).append(table, [['SALES-VIST-0']]);
    // The first append to a missing tab, addSheet and the append again were three writes.
    for (let index = 4; index <= 60; index += 1)
      expect((await rawAppend(url, [[`R${String(index)}`]])).status).toBe(200);
    const refused = await rawAppend(url, [['R61']]);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: {
        code: 429,
        message: expect.stringMatching(
          /^Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user'/,
        ) as unknown,
        status: 'RESOURCE_EXHAUSTED',
      },
    });
    const error = await adapter(url)
      .append(table, [['R62']])
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SheetAppendError);
    expect((error as SheetAppendError).rateLimited).toBe(true);
    expect(counts.quotaErrors).toBe(2);

    clock.at += 60_000;
    expect((await rawAppend(url, [['R63']])).status).toBe(200);
  });

  it('holds the project to 300 writes a minute whoever sends them', async () => {
    const { url } = await start();
    await adapter(url).append(table, [['first']]);
    let accepted = 3;
    for (let user = 0; accepted < 300; user += 1) {
      for (let index = 0; index < 50 && accepted < 300; index += 1, accepted += 1) {
        expect((await rawAppend(url, [['x']], `user-${String(user)}`)).status).toBe(200);
      }
    }
    const refused = await rawAppend(url, [['x']], 'a-fresh-user');
    expect(refused.status).toBe(429);
    expect(JSON.stringify(await refused.json())).toContain("limit 'Write requests per minute'");
  });

  it('refuses an append that would take the spreadsheet past its cells', async () => {
    // A new tab's grid is 1000 × 26 cells; INSERT_ROWS grows it by each appended row.
    const { url, workbooks } = await start({ limits: { cellsPerSpreadsheet: 26 * 1003 } });
    const sheet = adapter(url);
    await sheet.append(table, [['A'], ['B']]);
    expect(await sheet.append(table, [['C']])).toEqual({ lastRow: 4 });
    const error = await sheet.append(table, [['D']]).catch((reason: unknown) => reason);
    expect((error as SheetAppendError).status).toBe(400);
    expect((error as SheetAppendError).message).toContain('above the limit of 26078 cells');
    expect(workbooks.tab(SPREADSHEET, table.tab)?.rows).toHaveLength(4);
    expect(workbooks.cells(SPREADSHEET)).toBe(26 * 1003);
    expect(await sheet.cellsUsed()).toBe(26 * 1003);
  });

  it('creates a spreadsheet with its tab and header, under a cells limit of its own', async () => {
    const { url, workbooks } = await start({ limits: { cellsPerSpreadsheet: 26 * 1003 } });
    const sheet = adapter(url);
    await sheet.append(table, [['A'], ['B'], ['C']]);
    const full = await sheet.append(table, [['D']]).catch((reason: unknown) => reason);
    expect((full as SheetAppendError).status).toBe(400);

    const created = await sheet.createSpreadsheet('Field Tracker Sales Visits 2026-12', table);
    expect(created.url).toBe(`${url}#${created.spreadsheetId}`);
    expect(created.spreadsheetId).not.toBe(SPREADSHEET);
    expect(workbooks.title(created.spreadsheetId)).toBe('Field Tracker Sales Visits 2026-12');
    expect(workbooks.tab(created.spreadsheetId, table.tab)?.rows).toEqual([[...table.header]]);
    expect(await sheet.cellsUsed(created.spreadsheetId)).toBe(26 * 1000);
    const inNew = { ...table, spreadsheetId: created.spreadsheetId };
    expect(await sheet.append(inNew, [['D']])).toEqual({ lastRow: 2 });
    expect(await sheet.codesFrom(inNew, 2)).toEqual(['D']);
    expect(workbooks.tab(SPREADSHEET, table.tab)?.rows).toHaveLength(4);
  });

  it('refuses a request over 2 MB', async () => {
    const { url } = await start();
    await adapter(url).append(table, [['A']]);
    const big = Array.from({ length: 3000 }, () => ['x'.repeat(1000)]);
    const refused = await rawAppend(url, big);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        message: 'Request payload size exceeds the limit: 2097152 bytes.',
        status: 'INVALID_ARGUMENT',
      },
    });
  });

  it('keeps the rows in its data folder across restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sheets-host-'));
    const first = await start({ dataDir });
    await adapter(first.url).append(table, [['KEPT']]);
    await first.close();
    const second = await start({ dataDir });
    expect(await adapter(second.url).codesFrom(table, 2)).toEqual(['KEPT']);
    const created = await adapter(second.url).createSpreadsheet('Next', table);
    await second.close();
    const third = await start({ dataDir });
    expect(third.workbooks.title(created.spreadsheetId)).toBe('Next');
  });
});
