import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createVisitSheet } from '../../functions/src/adapters/sheets/createVisitSheet.js';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { buildVisitRecord } from '../../functions/src/domain/records/visitRecord.js';
import { formatVisitCode } from '../../functions/src/domain/visitCodes.js';
import { SheetAppendError, type VisitSheet } from '../../functions/src/ports/visitSheet.js';
import { appendPendingRows } from '../../functions/src/services/visits/appendPendingRows.js';
import { initialSheetSync } from '../../functions/src/services/visits/sheetSync.js';
import { CELLS_CHECK_MS } from '../../functions/src/services/visits/sheetTabRotation.js';
import { visitKinds } from '../../functions/src/services/visits/visitKinds.js';
import { visitSheetStateFor } from '../../functions/src/services/visits/visitSheetStateFor.js';
import { startSheetsHost, type RunningSheetsHost } from './sheetsHost/server.js';
import { STAND_IN_SERVICE_ACCOUNT } from './sheetsHost/drive.js';

const CONFIGURED = 'configured-sheet';
/** The configured spreadsheet as a person shares it: its owner, the service account, a group, a reader. */
const configuredSharing = [
  { type: 'user', role: 'owner', emailAddress: 'owner@college.in' },
  { type: 'user', role: 'writer', emailAddress: STAND_IN_SERVICE_ACCOUNT },
  { type: 'group', role: 'writer', emailAddress: 'admins@college.in' },
  { type: 'user', role: 'reader', emailAddress: 'accounts@college.in' },
] as const;
const config = visitKinds.sales;
const table = config.table;
// 4 December 2026, 10:00 in India.
const clock = { at: Date.UTC(2026, 11, 4, 4, 30) };
const now = () => clock.at;
let host: RunningSheetsHost;
let sheet: VisitSheet;
let store: LocalStore;
let sequence = 0;

beforeEach(async () => {
  clock.at = Date.UTC(2026, 11, 4, 4, 30);
  sequence = 0;
  host = await startSheetsHost({ port: 0, now, sharing: { [CONFIGURED]: configuredSharing } });
  sheet = await createVisitSheet({ kind: 'google', spreadsheetId: CONFIGURED, rootUrl: host.url });
  store = new LocalStore(await mkdtemp(join(tmpdir(), 'sheet-rotation-')));
});
afterEach(async () => {
  await host.close();
});

/** Visits stored pending, as a visit's call stores them, one millisecond apart. */
async function storeVisits(count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let index = 0; index < count; index += 1) {
    sequence += 1;
    clock.at += 1;
    const code = formatVisitCode('sales', sequence);
    const fields = Object.fromEntries(config.fieldOrder.map((name) => [name, `${name} ${String(sequence)}`]));
    const record = buildVisitRecord({
      ...fields,
      code,
      createdBy: { uid: 'staff-1', email: 'staff-1@example.com' },
      createdAt: clock.at,
      sheet: initialSheetSync(true, clock.at),
    });
    await store.set(`${config.collection}/${store.newId()}`, record);
    codes.push(code);
  }
  return codes;
}

/** Fills the configured spreadsheet's grids to 8.32 million cells with a tab of old rows. */
function fillConfigured(): void {
  host.workbooks.tabs(CONFIGURED).push({
    sheetId: 77,
    title: 'Old visits',
    rows: [],
    gridRows: 320_000,
    gridColumns: 26,
  });
}

const newSpreadsheets = () => host.workbooks.spreadsheetIds().filter((id) => id !== CONFIGURED);
const rowsOf = (spreadsheetId: string) => host.workbooks.tab(spreadsheetId, table.tab)?.rows ?? [];
const codesOf = (spreadsheetId: string) =>
  rowsOf(spreadsheetId)
    .slice(1)
    .map((row) => String(row[0]));

describe('a spreadsheet filling up, against the Sheets stand-in', () => {
  it('starts a new spreadsheet named by month with the tab and its header, and rows keep visit order across the switch', async () => {
    const before = await storeVisits(3);
    await appendPendingRows(store, sheet, now);
    expect(codesOf(CONFIGURED)).toEqual(before);

    fillConfigured();
    clock.at += CELLS_CHECK_MS;
    const after = await storeVisits(4);
    await appendPendingRows(store, sheet, now);

    const [created, ...others] = newSpreadsheets();
    expect(others).toEqual([]);
    if (!created) throw new Error('no spreadsheet was created');
    expect(host.workbooks.title(created)).toBe('Field Tracker Sales Visits 2026-12');
    expect(rowsOf(created)[0]).toEqual([...table.header]);
    expect(codesOf(created)).toEqual(after);
    expect(codesOf(CONFIGURED)).toEqual(before);
    expect([...codesOf(CONFIGURED), ...codesOf(created)]).toEqual([...before, ...after]);
    // The limit is the new spreadsheet's own: one new tab's grid, grown by the rows inserted.
    expect(host.workbooks.cells(created)).toBe((1000 + 4) * 26);

    const later = await storeVisits(2);
    await appendPendingRows(store, sheet, now);
    expect(codesOf(created)).toEqual([...after, ...later]);
    expect(await visitSheetStateFor(store, sheet, 'sales')).toMatchObject({
      pending: 0,
      failed: 0,
      tab: table.tab,
      spreadsheet: {
        title: 'Field Tracker Sales Visits 2026-12',
        url: `${host.url}#${created}`,
        sharedWith: [
          { who: 'owner@college.in', role: 'writer' },
          { who: 'admins@college.in', role: 'writer' },
          { who: 'accounts@college.in', role: 'reader' },
        ],
      },
      earlierSpreadsheets: [{ until: expect.any(Number) as number }],
    });
    // Whoever could open the full spreadsheet opens the new one; the service account owns it.
    const shares = host.workbooks
      .permissionsOf(created)
      .map(({ emailAddress, role }) => `${emailAddress ?? ''} ${role}`);
    expect(shares.sort()).toEqual(
      [
        `${STAND_IN_SERVICE_ACCOUNT} owner`,
        'owner@college.in writer',
        'admins@college.in writer',
        'accounts@college.in reader',
      ].sort(),
    );
    // The placement rows still go to the configured spreadsheet: each kind counts its own.
    expect(await visitSheetStateFor(store, sheet, 'placement')).not.toHaveProperty('spreadsheet');
  });

  it('still moves the rows to the new spreadsheet when it cannot be shared, and says why', async () => {
    // The configured spreadsheet shared with the service account as a reader only: it may not list shares.
    host.workbooks.permissionsOf(CONFIGURED).splice(1, 1, {
      id: 'reader',
      type: 'user',
      role: 'reader',
      emailAddress: STAND_IN_SERVICE_ACCOUNT,
    });
    await storeVisits(1);
    await appendPendingRows(store, sheet, now);
    fillConfigured();
    clock.at += CELLS_CHECK_MS;
    const after = await storeVisits(2);
    await appendPendingRows(store, sheet, now);

    const [created] = newSpreadsheets();
    expect(codesOf(created ?? '')).toEqual(after);
    const state = await visitSheetStateFor(store, sheet, 'sales');
    expect(state.spreadsheet?.sharedWith).toEqual([]);
    expect(state.spreadsheet?.shareProblem).toMatch(
      /^Could not read who the full spreadsheet is shared with: File not found: configured-sheet/,
    );
  });

  it('settles a reply lost on the new spreadsheet from its own tail, appending nothing twice', async () => {
    const before = await storeVisits(2);
    await appendPendingRows(store, sheet, now);
    fillConfigured();
    clock.at += CELLS_CHECK_MS;
    // The first append to the new spreadsheet lands, and its reply is lost (a dropped connection).
    let dropped = false;
    const dropping: VisitSheet = {
      enabled: true,
      append: async (target, rows) => {
        const result = await sheet.append(target, rows);
        if (dropped || target.spreadsheetId === undefined) return result;
        dropped = true;
        throw new SheetAppendError('Sheets API could not be reached: socket hang up');
      },
      codesFrom: (target, fromRow) => sheet.codesFrom(target, fromRow),
      cellsUsed: (spreadsheetId) => sheet.cellsUsed(spreadsheetId),
      createSpreadsheet: (title, target, sharedLike) => sheet.createSpreadsheet(title, target, sharedLike),
    };
    const lost = await storeVisits(3);
    await appendPendingRows(store, dropping, now);
    expect(dropped).toBe(true);
    clock.at += 60 * 60_000;
    const next = await storeVisits(1);
    await appendPendingRows(store, dropping, now);

    const [created] = newSpreadsheets();
    expect(codesOf(CONFIGURED)).toEqual(before);
    expect(codesOf(created ?? '')).toEqual([...lost, ...next]);
    expect(await visitSheetStateFor(store, sheet, 'sales')).toMatchObject({ pending: 0, failed: 0 });
  });

  it('appends every row exactly once across the switch under two overlapping runs', async () => {
    const first = await storeVisits(40);
    await Promise.all([appendPendingRows(store, sheet, now), appendPendingRows(store, sheet, now)]);
    fillConfigured();
    clock.at += CELLS_CHECK_MS;
    const stored = [...first];
    for (let round = 0; round < 4; round += 1) {
      const waiting = storeVisits(30);
      const runs = Promise.all([appendPendingRows(store, sheet, now), appendPendingRows(store, sheet, now)]);
      stored.push(...(await waiting));
      await runs;
      clock.at += 60_000;
    }
    // A last pair of runs drains what the rounds stored while the others were running.
    await Promise.all([appendPendingRows(store, sheet, now), appendPendingRows(store, sheet, now)]);

    const created = newSpreadsheets();
    expect(created).toHaveLength(1);
    const landed = [...codesOf(CONFIGURED), ...codesOf(created[0] ?? '')];
    expect(landed).toEqual(stored);
    expect(rowsOf(created[0] ?? '')[0]).toEqual([...table.header]);
    expect(await visitSheetStateFor(store, sheet, 'sales')).toMatchObject({ pending: 0, failed: 0 });
  });
});
