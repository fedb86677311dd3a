import { describe, expect, it } from 'vitest';
import { myReport } from '../../src/callables/myReport.js';
import { submitSalesVisit } from '../../src/callables/submitSalesVisit.js';
import { submitPlacementVisit } from '../../src/callables/submitPlacementVisit.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { savePlacementSpend } from '../../src/callables/savePlacementSpend.js';
import { withdrawSpend } from '../../src/callables/withdrawSpend.js';
import {
  failureOf,
  invoke,
  newRequestId,
  otherSalesRep,
  placementRep,
  salesRep,
} from '../support/callables.js';
import { fullPlacementVisit, useEmptyLocalStore } from './harness.js';
import { indexes } from '../followUps/harness.js';

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
    // A spend at two colleges is one entry, so one card, as My spends shows it.
    const { entryId } = await invoke(
      saveSalesSpend,
      {
        requestId: newRequestId(),
        visitType: 'Multiple Visit',
        colleges: ['COEP', 'VJTI'],
        allocatedAmount: 100,
        spentAmount: 450.5,
      },
      salesRep,
    );
    await invoke(
      saveSalesSpend,
      {
        requestId: newRequestId(),
        visitType: 'Single Visit',
        colleges: ['Theirs'],
        allocatedAmount: 1,
        spentAmount: 10,
      },
      otherSalesRep,
    );

    const { entries, next } = await invoke(myReport, {}, salesRep);
    expect(next).toBeNull();
    expect(
      entries.map(({ kind, id, code, place, amount, state }) => ({ kind, id, code, place, amount, state })),
    ).toEqual([
      { kind: 'salesSpend', id: entryId, code: null, place: 'COEP, VJTI', amount: 450.5, state: 'waiting' },
      {
        kind: 'salesVisit',
        id: second.id,
        code: second.code,
        place: 'Second College',
        amount: null,
        state: null,
      },
      {
        kind: 'salesVisit',
        id: first.id,
        code: first.code,
        place: 'First College',
        amount: null,
        state: null,
      },
    ]);
    const dates = entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('pages newest first, 20 a page, across visits and spends, each entry once', async () => {
    const records: Record<string, unknown> = {};
    for (let i = 0; i < 25; i += 1) {
      const base = { createdAt: 1_000 + i, createdBy: { uid: salesRep.uid }, requestId: `r${String(i)}` };
      records[`sales_visits/v${String(i).padStart(2, '0')}`] = { ...base, code: `SALES-VIST-${String(i)}` };
      records[`sales_visits/x${String(i)}`] = { ...base, code: 'X', createdBy: { uid: otherSalesRep.uid } };
    }
    await store.update(records);
    // Stored as before the visit log (no capture time either): the Report reads visits through the
    // log, which an upgrade's `indexes -- rebuild` fills.
    await indexes(store, 'rebuild');
    const spends: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      const { entryId } = await invoke(
        saveSalesSpend,
        {
          requestId: newRequestId(),
          visitType: 'Single Visit',
          colleges: ['COEP'],
          allocatedAmount: 1,
          spentAmount: i,
        },
        salesRep,
      );
      spends.push(entryId ?? '');
    }

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
    // The spends were saved after the visits' made-up times: newest first, then the visits.
    expect(seen.slice(0, 25)).toEqual([...spends].reverse());
    expect(seen.slice(25, 27)).toEqual(['v24', 'v23']);
    expect(seen.at(-1)).toBe('v00');
  });

  it('shows each spend’s state as My spends does: a withdrawn spend is no spending', async () => {
    const { entryId } = await invoke(
      savePlacementSpend,
      {
        requestId: newRequestId(),
        visitType: 'Single Visit',
        companies: ['Acme'],
        allocatedAmount: 0,
        spentAmount: 150,
      },
      placementRep,
    );
    await invoke(withdrawSpend, { requestId: newRequestId(), entryId }, placementRep);
    const { entries } = await invoke(myReport, {}, placementRep);
    expect(entries.map(({ kind, place, amount, state }) => ({ kind, place, amount, state }))).toEqual([
      { kind: 'placementSpend', place: 'Acme', amount: 150, state: 'withdrawn' },
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
