import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import {
  SheetAppendError,
  type SheetCell,
  type SheetTable,
  type VisitSheet,
} from '../../src/ports/visitSheet.js';
import { submitVisit } from '../../src/services/visits/submitVisit.js';
import { retrySheetAppends } from '../../src/services/visits/retrySheetAppends.js';
import { APPEND_LEASE_MS, retryDelayMs } from '../../src/services/visits/sheetSync.js';
import type { VisitRecord } from '../../src/domain/records/visitRecord.js';
import { newRequestId, placementRep, salesRep } from '../support/callables.js';
import { fullPlacementVisit, fullSalesVisit } from './harness.js';

/** A sheet that records rows, or fails like the API does when told to. */
class RecordingSheet implements VisitSheet {
  readonly enabled = true;
  failure: SheetAppendError | null = null;
  readonly rows: { tab: string; row: readonly SheetCell[] }[] = [];

  append(table: SheetTable, row: readonly SheetCell[]): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    this.rows.push({ tab: table.tab, row });
    return Promise.resolve();
  }

  hasRow(table: SheetTable, code: string): Promise<boolean> {
    if (this.failure) return Promise.reject(this.failure);
    return Promise.resolve(this.rows.some((row) => row.tab === table.tab && row.row[0] === code));
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
const visit = (id: string) => store.get<VisitRecord>(`sales_visits/${id}`);

describe('storing first, then appending to the sheet', () => {
  it('appends the stored visit as a row in header order and marks it synced', async () => {
    const { id } = await submitSales();

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

  it('keeps the visit and records the failure with its next attempt when the sheet is down', async () => {
    sheet.failure = new SheetAppendError('Sheets API answered HTTP 503: unavailable', 503);
    const result = await submitSales();

    expect(result.code).toBe('SALES-VIST-1');
    expect(await visit(result.id)).toMatchObject({
      collegeName: 'Modern College of Engineering',
      sheet: {
        state: 'failed',
        attempts: 1,
        lastError: 'Sheets API answered HTTP 503: unavailable',
        nextAttemptAt: clock + retryDelayMs(1),
      },
    });
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
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]?.tab).toBe('Placement Visits');
  });
});

describe('the scheduled retry', () => {
  it('doubles the delay with each failed attempt, up to 12 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5, 10, 20, 40].map((minutes) => minutes * 60_000));
    expect(retryDelayMs(50)).toBe(12 * 3_600_000);
  });

  it('waits for the backoff, then appends a failed visit and marks it synced', async () => {
    sheet.failure = new SheetAppendError('Sheets API answered HTTP 429: quota', 429);
    const { id } = await submitSales();
    sheet.failure = null;

    clock += retryDelayMs(1) - 1;
    expect(await retrySheetAppends(store, sheet, now)).toEqual({ tried: 0, synced: 0, failed: 0 });

    clock += 1;
    expect(await retrySheetAppends(store, sheet, now)).toEqual({ tried: 1, synced: 1, failed: 0 });
    expect((await visit(id))?.sheet).toEqual({ state: 'synced', attempts: 2, syncedAt: clock });
    expect(sheet.rows).toHaveLength(1);

    expect(await retrySheetAppends(store, sheet, () => clock + 86_400_000)).toEqual({
      tried: 0,
      synced: 0,
      failed: 0,
    });
  });

  it('backs off further after another failure', async () => {
    sheet.failure = new SheetAppendError('Sheets API answered HTTP 500: boom', 500);
    const { id } = await submitSales();
    clock += retryDelayMs(1);
    expect(await retrySheetAppends(store, sheet, now)).toEqual({ tried: 1, synced: 0, failed: 1 });
    expect((await visit(id))?.sheet).toMatchObject({
      state: 'failed',
      attempts: 2,
      nextAttemptAt: clock + retryDelayMs(2),
    });
  });

  it('takes over a visit left pending by a call that died, once its lease is over', async () => {
    const { id } = await submitSales();
    const pending = { state: 'pending', attempts: 0, nextAttemptAt: clock + APPEND_LEASE_MS };
    await store.set(`sales_visits/${id}/sheet`, pending);
    sheet.rows.length = 0;

    expect((await retrySheetAppends(store, sheet, now)).tried).toBe(0);
    clock += APPEND_LEASE_MS;
    expect((await retrySheetAppends(store, sheet, now)).synced).toBe(1);
    expect(sheet.rows).toHaveLength(1);
  });

  it('never appends the same visit twice when runs overlap', async () => {
    sheet.failure = new SheetAppendError('down', 503);
    await submitSales();
    await submitSales();
    sheet.failure = null;
    clock += retryDelayMs(1);

    const runs = await Promise.all([
      retrySheetAppends(store, sheet, now),
      retrySheetAppends(store, sheet, now),
    ]);
    expect(runs.reduce((sum, run) => sum + run.synced, 0)).toBe(2);
    expect(sheet.rows.map(({ row }) => row[0]).sort()).toEqual(['SALES-VIST-1', 'SALES-VIST-2']);
  });

  it('leaves visits stored while the sheet was disabled alone', async () => {
    const unused = () => Promise.reject(new Error('unused'));
    const disabled: VisitSheet = { enabled: false, append: unused, hasRow: unused };
    const { id } = await submitVisit(
      { store, visitSheet: disabled },
      'sales',
      { requestId: newRequestId() },
      caller,
      now,
    );
    clock += 86_400_000;
    expect((await retrySheetAppends(store, sheet, now)).tried).toBe(0);
    expect((await visit(id))?.sheet).toEqual({ state: 'disabled', attempts: 0 });
  });
});
