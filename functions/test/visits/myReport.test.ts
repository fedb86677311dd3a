import { describe, expect, it } from 'vitest';
import { myReport } from '../../src/callables/myReport.js';
import { submitSalesVisit } from '../../src/callables/submitSalesVisit.js';
import { submitPlacementVisit } from '../../src/callables/submitPlacementVisit.js';
import {
  failureOf,
  invoke,
  newRequestId,
  otherSalesRep,
  placementRep,
  salesRep,
} from '../support/callables.js';
import { fullPlacementVisit, useEmptyLocalStore } from './harness.js';

const store = useEmptyLocalStore();

describe('myReport', () => {
  it('lists only the caller’s own visits and spends, newest first', async () => {
    const first = await invoke(
      submitSalesVisit,
      { collegeName: 'First College', requestId: newRequestId() },
      salesRep,
    );
    await invoke(submitSalesVisit, { collegeName: 'Not Mine', requestId: newRequestId() }, otherSalesRep);
    const second = await invoke(
      submitSalesVisit,
      { collegeName: 'Second College', requestId: newRequestId() },
      salesRep,
    );
    // Older spends: `savedBy` for the maker, only a `date`, numbers as text. The Report reads them as the
    // dashboards do: only placement names stored underscores for spaces, so a college's stays as stored.
    await store.update({
      'sales_spent/s1': {
        college: 'Spend_College',
        spentAmount: '450.50',
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

    const { entries, next } = await invoke(myReport, {}, salesRep);
    expect(next).toBeNull();
    expect(entries.map(({ kind, code, place, amount }) => ({ kind, code, place, amount }))).toEqual([
      { kind: 'salesSpend', code: null, place: 'Spend_College', amount: 450.5 },
      { kind: 'salesVisit', code: second.code, place: 'Second College', amount: null },
      { kind: 'salesVisit', code: first.code, place: 'First College', amount: null },
    ]);
    const dates = entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('pages newest first, 20 a page, across visits and spends, each entry once', async () => {
    const records: Record<string, unknown> = {};
    for (let i = 0; i < 25; i += 1) {
      const base = { createdAt: 1_000 + i, createdBy: { uid: salesRep.uid }, requestId: `r${String(i)}` };
      records[`sales_visits/v${String(i).padStart(2, '0')}`] = { ...base, code: `SALES-VIST-${String(i)}` };
      records[`sales_spent/s${String(i).padStart(2, '0')}`] = {
        ...base,
        date: 1_000 + i,
        college: 'COEP',
        visitType: 'Single Visit',
        allocatedAmount: 1,
        spentAmount: i,
      };
      records[`sales_visits/x${String(i)}`] = { ...base, code: 'X', createdBy: { uid: otherSalesRep.uid } };
    }
    await store.update(records);

    const seen: string[] = [];
    let page = await invoke(myReport, {}, salesRep);
    const sizes = [page.entries.length];
    seen.push(...page.entries.map((entry) => entry.id));
    while (page.next) {
      page = await invoke(myReport, { after: page.next }, salesRep);
      sizes.push(page.entries.length);
      seen.push(...page.entries.map((entry) => entry.id));
    }
    expect(sizes).toEqual([20, 20, 10]);
    expect(new Set(seen).size).toBe(50);
    expect(seen.slice(0, 3)).toEqual(['v24', 's24', 'v23']);
    expect(seen.at(-1)).toBe('s00');
  });

  it('reads a spend as the dashboards do: placement underscores as spaces, a bad amount as 0', async () => {
    await store.update({
      'plac_spent/p1': {
        company: 'Acme_Widgets_Ltd',
        spentAmount: -5,
        date: 4_102_444_800_000,
        savedBy: { uid: placementRep.uid },
      },
    });
    const { entries } = await invoke(myReport, {}, placementRep);
    expect(entries.map(({ kind, place, amount }) => ({ kind, place, amount }))).toEqual([
      { kind: 'placementSpend', place: 'Acme Widgets Ltd', amount: 0 },
    ]);
  });

  it('shows a placement user their company visits', async () => {
    const visit = await invoke(
      submitPlacementVisit,
      { ...fullPlacementVisit(), requestId: newRequestId() },
      placementRep,
    );
    await invoke(submitSalesVisit, { collegeName: 'A College', requestId: newRequestId() }, salesRep);
    const { entries } = await invoke(myReport, undefined, placementRep);
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
