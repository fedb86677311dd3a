import { describe, expect, it } from 'vitest';
import {
  SheetAppendError,
  type SheetCell,
  type SheetTable,
  type VisitSheet,
} from '../../src/ports/visitSheet.js';
import { retrySheetAppends } from '../../src/services/visits/retrySheetAppends.js';
import { visitSheetStateFor } from '../../src/services/visits/visitSheetStateFor.js';
import { placementRep } from '../support/callables.js';
import { useVisitLog } from './visitLogHarness.js';

/** A sheet that fails as one not shared with the service account does, until it is shared. */
class SwitchableSheet implements VisitSheet {
  readonly enabled = true;
  shared = false;
  readonly codes: string[] = [];

  append(_table: SheetTable, row: readonly SheetCell[]): Promise<void> {
    if (!this.shared) return Promise.reject(new SheetAppendError('The caller does not have permission', 403));
    this.codes.push(String(row[0]));
    return Promise.resolve();
  }

  hasRow(_table: SheetTable, code: string): Promise<boolean> {
    if (!this.shared) return Promise.reject(new SheetAppendError('The caller does not have permission', 403));
    return Promise.resolve(this.codes.includes(code));
  }
}

const { state, submit } = useVisitLog();

describe('sheet state and Retry now', () => {
  it('counts failed visits with the latest reason, and Retry now appends them at once', async () => {
    const sheet = new SwitchableSheet();
    await submit('sales', {}, { sheet });
    await submit('sales', {}, { sheet });
    await submit('placement', {}, { sheet, by: placementRep });

    const failing = await visitSheetStateFor(state.store, sheet, 'sales');
    expect(failing).toEqual({
      enabled: true,
      pending: 0,
      failed: 2,
      lastError: {
        code: 'SALES-VIST-2',
        message: expect.stringContaining('permission') as unknown,
        attempts: 1,
      },
    });

    // Not yet due by the backoff: the scheduled retry leaves them, Retry now does not.
    expect(await retrySheetAppends(state.store, sheet, () => state.clock)).toEqual({
      tried: 0,
      synced: 0,
      failed: 0,
    });
    expect(
      await retrySheetAppends(state.store, sheet, () => state.clock, { kinds: ['sales'], failedNow: true }),
    ).toEqual({ tried: 2, synced: 0, failed: 2 });

    sheet.shared = true;
    expect(
      await retrySheetAppends(state.store, sheet, () => state.clock, { kinds: ['sales'], failedNow: true }),
    ).toEqual({ tried: 2, synced: 2, failed: 0 });
    expect(sheet.codes).toEqual(['SALES-VIST-1', 'SALES-VIST-2']);
    expect(await visitSheetStateFor(state.store, sheet, 'sales')).toEqual({
      enabled: true,
      pending: 0,
      failed: 0,
      lastError: null,
    });
    // The other kind was not touched.
    expect((await visitSheetStateFor(state.store, sheet, 'placement')).failed).toBe(1);
  });
});
