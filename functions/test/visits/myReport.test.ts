import { describe, expect, it } from 'vitest';
import { myReport } from '../../src/callables/myReport.js';
import { submitSalesVisit } from '../../src/callables/submitSalesVisit.js';
import { submitPlacementVisit } from '../../src/callables/submitPlacementVisit.js';
import {
  failureOf,
  fullPlacementVisit,
  invoke,
  newRequestId,
  otherSalesRep,
  placementUser,
  salesRep,
  useEmptyLocalStore,
} from './harness.js';

const store = useEmptyLocalStore();

describe('myReport', () => {
  it('lists only the caller’s own visits and spends, newest first', async () => {
    const first = await invoke(
      submitSalesVisit,
      { collegeName: 'First College', requestId: newRequestId() },
      salesRep,
    );
    await invoke(submitSalesVisit, { collegeName: 'Not Mine', requestId: newRequestId() }, otherSalesRep);
    const second = await invoke(submitSalesVisit, { requestId: newRequestId() }, salesRep);
    await store.update({
      'sales_spent/s1': {
        college: 'Spend College',
        spentAmount: 450.5,
        date: 4_102_444_800_000,
        savedBy: { uid: salesRep.uid },
      },
      'sales_spent/s2': {
        college: 'Their College',
        spentAmount: 10,
        date: 4_102_444_800_000,
        savedBy: { uid: 'someone' },
      },
    });

    const { entries } = await invoke(myReport, {}, salesRep);
    expect(entries.map(({ kind, code, place, amount }) => ({ kind, code, place, amount }))).toEqual([
      { kind: 'salesSpend', code: null, place: 'Spend College', amount: 450.5 },
      { kind: 'salesVisit', code: second.code, place: '', amount: null },
      { kind: 'salesVisit', code: first.code, place: 'First College', amount: null },
    ]);
    const dates = entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('shows a placement user their company visits', async () => {
    const visit = await invoke(
      submitPlacementVisit,
      { ...fullPlacementVisit(), requestId: newRequestId() },
      placementUser,
    );
    await invoke(submitSalesVisit, { collegeName: 'A College', requestId: newRequestId() }, salesRep);
    const { entries } = await invoke(myReport, undefined, placementUser);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'placementVisit',
        id: visit.id,
        code: visit.code,
        place: 'Acme Analytics',
      }),
    ]);
  });

  it('is only for sales and placement accounts', async () => {
    const error = await failureOf(
      invoke(myReport, {}, { uid: 'a', email: 'admin@example.com', roles: ['admin'] }),
    );
    expect(error.code).toBe('permission-denied');
  });
});
