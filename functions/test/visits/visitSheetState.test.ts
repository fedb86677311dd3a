import { describe, expect, it } from 'vitest';
import {
  SheetAppendError,
  type CreatedSpreadsheet,
  type SheetAppendResult,
  type SheetCell,
  type SheetTable,
  type VisitSheet,
} from '../../src/ports/visitSheet.js';
import { appendPendingRows } from '../../src/services/visits/appendPendingRows.js';
import { visitSheetStateFor } from '../../src/services/visits/visitSheetStateFor.js';
import { placementRep } from '../support/callables.js';
import { useVisitLog } from './visitLogHarness.js';

/** A sheet that fails as one not shared with the service account does, until it is shared. */
class SwitchableSheet implements VisitSheet {
  readonly enabled = true;
  shared = false;
  readonly codes: string[] = [];

  append(_table: SheetTable, rows: readonly (readonly SheetCell[])[]): Promise<SheetAppendResult> {
    if (!this.shared) return Promise.reject(new SheetAppendError('The caller does not have permission', 403));
    this.codes.push(...rows.map((row) => String(row[0])));
    return Promise.resolve({});
  }

  cellsUsed(): Promise<number> {
    return Promise.resolve(26_000);
  }

  createSpreadsheet(): Promise<CreatedSpreadsheet> {
    return Promise.reject(new Error('This test fills no spreadsheet'));
  }

  codesFrom(_table: SheetTable, fromRow: number): Promise<string[]> {
    if (!this.shared) return Promise.reject(new SheetAppendError('The caller does not have permission', 403));
    return Promise.resolve(this.codes.slice(Math.max(0, fromRow - 2)));
  }
}

const { state, submit } = useVisitLog();

describe('sheet state and Retry now', () => {
  it('counts failed visits with the latest reason, and Retry now appends them at once', async () => {
    const sheet = new SwitchableSheet();
    await submit('sales', {}, { sheet });
    await submit('sales', {}, { sheet });
    await submit('placement', {}, { sheet, by: placementRep });
    expect(await visitSheetStateFor(state.store, sheet, 'sales')).toMatchObject({ pending: 2, failed: 0 });
    await appendPendingRows(state.store, sheet, () => state.clock);

    const failing = await visitSheetStateFor(state.store, sheet, 'sales');
    expect(failing).toMatchObject({
      enabled: true,
      pending: 0,
      failed: 2,
      lastError: {
        code: 'SALES-VIST-2',
        message: expect.stringContaining('permission') as unknown,
        attempts: 1,
      },
    });

    // The tab backs off: the scheduled sync leaves it, Retry now does not.
    expect(await appendPendingRows(state.store, sheet, () => state.clock)).toEqual({
      tried: 0,
      synced: 0,
      failed: 0,
    });
    expect(
      await appendPendingRows(state.store, sheet, () => state.clock, { kinds: ['sales'], failedNow: true }),
    ).toEqual({ tried: 2, synced: 0, failed: 2 });

    sheet.shared = true;
    expect(
      await appendPendingRows(state.store, sheet, () => state.clock, { kinds: ['sales'], failedNow: true }),
    ).toEqual({ tried: 2, synced: 2, failed: 0 });
    expect(sheet.codes).toEqual(['SALES-VIST-1', 'SALES-VIST-2']);
    expect(await visitSheetStateFor(state.store, sheet, 'sales')).toEqual({
      enabled: true,
      pending: 0,
      failed: 0,
      lastError: null,
      tab: 'Sales Visits',
      cells: 26_000,
      cellLimit: 10_000_000,
      rotateAtShare: 0.8,
    });
    // The other kind was not touched.
    expect((await visitSheetStateFor(state.store, sheet, 'placement')).failed).toBe(1);
  });
});
