import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import {
  SheetAppendError,
  type CreatedSpreadsheet,
  type SheetAppendResult,
  type SheetCell,
  type SheetTable,
  type VisitSheet,
} from '../../src/ports/visitSheet.js';
import { submitVisit } from '../../src/services/visits/submitVisit.js';
import { appendPendingRows } from '../../src/services/visits/appendPendingRows.js';
import { retryDelayMs, TAB_LEASE_MS } from '../../src/services/visits/sheetSync.js';
import type { VisitRecord } from '../../src/domain/records/visitRecord.js';
import { visitKinds } from '../../src/services/visits/visitKinds.js';
import { newRequestId, placementRep, salesRep } from '../support/callables.js';
import { fullPlacementVisit, fullSalesVisit } from './harness.js';

/** A sheet that records each append's rows, or fails like the API does when told to. */
class RecordingSheet implements VisitSheet {
  readonly enabled = true;
  failure: SheetAppendError | null = null;
  readonly appends: { tab: string; rows: readonly (readonly SheetCell[])[] }[] = [];
  /** Each append waits for this first (a slow API), so parallel runs really overlap. */
  delay: () => Promise<void> = () => Promise.resolve();

  get rows(): { tab: string; row: readonly SheetCell[] }[] {
    return this.appends.flatMap(({ tab, rows }) => rows.map((row) => ({ tab, row })));
  }

  appendsStarted = 0;

  async append(table: SheetTable, rows: readonly (readonly SheetCell[])[]): Promise<SheetAppendResult> {
    this.appendsStarted += 1;
    await this.delay();
    if (this.failure) throw this.failure;
    this.appends.push({ tab: table.tab, rows });
    return { lastRow: 1 + this.rows.filter((row) => row.tab === table.tab).length };
  }

  cellsUsed(): Promise<number> {
    return Promise.resolve(26_000 * new Set(this.appends.map(({ tab }) => tab)).size);
  }

  createSpreadsheet(): Promise<CreatedSpreadsheet> {
    return Promise.reject(new Error('This test fills no spreadsheet'));
  }

  codesFrom(table: SheetTable, fromRow: number): Promise<string[]> {
    if (this.failure) return Promise.reject(this.failure);
    const codes = [
      'visitCode',
      ...this.rows.filter((row) => row.tab === table.tab).map((row) => String(row.row[0])),
    ];
    return Promise.resolve(codes.slice(fromRow - 1));
  }
}

let dir: string;
let store: LocalStore;
let sheet: RecordingSheet;
let clock: number;
const now = () => clock;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sheet-sync-'));
  store = new LocalStore(dir);
  sheet = new RecordingSheet();
  clock = Date.UTC(2025, 0, 15, 9, 30);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const caller = { uid: salesRep.uid, email: salesRep.email, roles: salesRep.roles };
const submitSales = () =>
  submitVisit(
    { store, visitSheet: sheet },
    'sales',
    { ...fullSalesVisit(), requestId: newRequestId() },
    caller,
    now,
  );
const sync = () => appendPendingRows(store, sheet, now);
const visit = (id: string) => store.get<VisitRecord>(`sales_visits/${id}`);

describe('storing first, then appending to the sheet', () => {
  it('stores the visit as pending without waiting for the sheet', async () => {
    const { id } = await submitSales();
    expect(sheet.appends).toEqual([]);
    expect((await visit(id))?.sheet).toEqual({ state: 'pending', attempts: 0, nextAttemptAt: clock });
  });

  it('appends the stored visit as a row in header order on the next run and marks it synced', async () => {
    const { id } = await submitSales();
    expect(await sync()).toEqual({ tried: 1, synced: 1, failed: 0 });

    expect(sheet.rows).toEqual([
      {
        tab: 'Sales Visits',
        row: [
          'SALES-VIST-1',
          'Modern College of Engineering',
          'Pune',
          'Maharashtra',
          'Dr. Kulkarni',
          'Training and Placement Officer',
          '+91 98765 43210',
          'tpo@moderncoe.example.edu',
          'NAAC',
          'Autonomous Institute Board',
          'Amit',
          'Introduce the placement training programme',
          'BBA',
          'Follow up - II',
          '2025-01-15',
          120,
          2500.5,
          300060,
          'Meet the principal next time.\nBring the brochure.',
          'Yes',
          'No',
          salesRep.email,
          '2025-01-15T09:30:00.000Z',
        ],
      },
    ]);
    expect((await visit(id))?.sheet).toEqual({ state: 'synced', attempts: 1, syncedAt: clock });
  });

  it('appends 100 waiting visits in one request, in visit order', async () => {
    const codes: string[] = [];
    for (let index = 0; index < 100; index += 1) {
      clock += 1000;
      codes.push((await submitSales()).code);
    }
    expect(await sync()).toEqual({ tried: 100, synced: 100, failed: 0 });
    expect(sheet.appends).toHaveLength(1);
    expect(sheet.appends[0]?.rows.map((row) => row[0])).toEqual(codes);
    expect(await sync()).toEqual({ tried: 0, synced: 0, failed: 0 });
    expect(await store.get('sheet_tabs/sales/knownRows')).toBe(101);
  });

  it('keeps the visit and records the failure when the sheet is down, then backs the tab off', async () => {
    sheet.failure = new SheetAppendError('Sheets API answered HTTP 503: unavailable', 503);
    const result = await submitSales();
    expect(await sync()).toEqual({ tried: 1, synced: 0, failed: 1 });

    expect(result.code).toBe('SALES-VIST-1');
    expect(await visit(result.id)).toMatchObject({
      collegeName: 'Modern College of Engineering',
      sheet: { state: 'failed', attempts: 1, lastError: 'Sheets API answered HTTP 503: unavailable' },
    });
    expect(await store.get('sheet_tabs/sales/backoffUntil')).toBe(clock + retryDelayMs(1));
  });

  it('does not append again for a retried request', async () => {
    const input = { ...fullPlacementVisit(), requestId: newRequestId() };
    const placementCaller = {
      uid: placementRep.uid,
      email: placementRep.email,
      roles: placementRep.roles,
    };
    await submitVisit({ store, visitSheet: sheet }, 'placement', input, placementCaller, now);
    await submitVisit({ store, visitSheet: sheet }, 'placement', input, placementCaller, now);
    await sync();
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]?.tab).toBe('Placement Visits');
  });
});

describe('the scheduled sync', () => {
  it("doubles the tab's delay with each failed append, up to 30 minutes", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1, 2, 4, 8].map((minutes) => minutes * 60_000));
    expect(retryDelayMs(50)).toBe(30 * 60_000);
  });

  it('keeps rows pending after a 429, waits for the backoff, then appends them once', async () => {
    sheet.failure = new SheetAppendError('Sheets API answered HTTP 429: quota', 429);
    const { id } = await submitSales();
    expect(await sync()).toEqual({ tried: 1, synced: 0, failed: 1 });
    expect((await visit(id))?.sheet).toMatchObject({ state: 'pending', attempts: 0 });
    sheet.failure = null;

    clock += retryDelayMs(1) - 1;
    expect(await sync()).toEqual({ tried: 0, synced: 0, failed: 0 });

    clock += 1;
    expect(await sync()).toEqual({ tried: 1, synced: 1, failed: 0 });
    expect((await visit(id))?.sheet).toEqual({ state: 'synced', attempts: 1, syncedAt: clock });
    expect(sheet.rows).toHaveLength(1);
    expect(await sync()).toEqual({ tried: 0, synced: 0, failed: 0 });
  });

  it('backs off further after another failure, reading the tail before sending again', async () => {
    sheet.failure = new SheetAppendError('Sheets API answered HTTP 500: boom', 500);
    const { id } = await submitSales();
    await sync();
    clock += retryDelayMs(1);
    // A 500 may have applied the append: the tail is read first, and that fails too.
    expect(await sync()).toEqual({ tried: 0, synced: 0, failed: 0 });
    expect((await visit(id))?.sheet).toMatchObject({ state: 'failed', attempts: 1 });
    expect(await store.get('sheet_tabs/sales/failures')).toBe(2);
    expect(await store.get('sheet_tabs/sales/backoffUntil')).toBe(clock + retryDelayMs(2));
  });

  it('takes over a tab held by a run that died, once its lease is over, settling its rows first', async () => {
    const first = await submitSales();
    await submitSales();
    // A run claimed the tab, sent the first visit and died: it landed, nothing was recorded.
    await store.set('sheet_tabs/sales', {
      knownRows: 1,
      failures: 0,
      lease: { runId: 'dead', until: clock + TAB_LEASE_MS },
      inFlight: { fromRow: 2, rows: [{ id: first.id, code: first.code }] },
    });
    await sheet.append(visitKinds.sales.table, [[first.code]]);

    expect(await sync()).toEqual({ tried: 0, synced: 0, failed: 0 });
    clock += TAB_LEASE_MS;
    expect(await sync()).toEqual({ tried: 2, synced: 2, failed: 0 });
    expect(sheet.rows.map(({ row }) => row[0])).toEqual(['SALES-VIST-1', 'SALES-VIST-2']);
    expect((await visit(first.id))?.sheet.state).toBe('synced');
  });

  it('never appends the same visit twice when runs overlap', async () => {
    for (let index = 0; index < 5; index += 1) await submitSales();
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    sheet.delay = () => slow;

    const runs = Promise.all([sync(), sync(), sync()]);
    await vi.waitFor(() => {
      expect(sheet.appendsStarted).toBeGreaterThan(0);
    });
    release();
    const summaries = await runs;
    expect(summaries.reduce((sum, run) => sum + run.synced, 0)).toBe(5);
    expect(sheet.rows.map(({ row }) => row[0])).toEqual(
      [1, 2, 3, 4, 5].map((n) => `SALES-VIST-${String(n)}`),
    );
    expect(await sync()).toEqual({ tried: 0, synced: 0, failed: 0 });
  });

  it('leaves visits stored while the sheet was disabled alone', async () => {
    const unused = () => Promise.reject(new Error('unused'));
    const disabled: VisitSheet = {
      enabled: false,
      append: unused,
      codesFrom: unused,
      cellsUsed: unused,
      createSpreadsheet: unused,
    };
    const { id } = await submitVisit(
      { store, visitSheet: disabled },
      'sales',
      { requestId: newRequestId() },
      caller,
      now,
    );
    clock += 86_400_000;
    expect((await sync()).tried).toBe(0);
    expect((await visit(id))?.sheet).toEqual({ state: 'disabled', attempts: 0 });
  });
});
