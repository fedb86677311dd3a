import { beforeEach, describe, expect, it } from 'vitest';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { savePlacementSpend } from '../../src/callables/savePlacementSpend.js';
import { spendSummary } from '../../src/callables/spendSummary.js';
import { spendRecords } from '../../src/callables/spendRecords.js';
import { toPaise } from '../../src/domain/spend/money.js';
import { rebuildAllTotals } from '../../src/services/ledger/rebuildTotals.js';
import { personName } from '../../src/domain/people/personName.js';
import { setPersonName } from '../../src/services/people/names.js';
import {
  admin,
  failureOf,
  invoke,
  newRequestId,
  otherSalesRep,
  placementRep,
  salesRep,
} from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

function salesEntry(colleges: string[], spent: number, extra: Record<string, number> = {}) {
  return {
    requestId: newRequestId(),
    visitType: colleges.length > 1 ? 'Multiple Visit' : 'Single Visit',
    colleges,
    allocatedAmount: spent * 2,
    spentAmount: spent,
    ...extra,
  };
}

const summary = (input: Record<string, unknown>) => invoke(spendSummary, input, admin);

describe('running totals kept at save time', () => {
  it('adds every save to its day and places, in paise, in the same write as the records', async () => {
    await invoke(
      saveSalesSpend,
      salesEntry(['VJTI Mumbai', 'COEP', 'Sinhgad'], 100, { food: 10.01 }),
      salesRep,
    );
    await invoke(saveSalesSpend, salesEntry(['VJTI Mumbai'], 0.05, { toll: 1 }), salesRep);
    const result = await summary({ side: 'sales' });
    expect(result.totals).toEqual({
      allocated: 20_010,
      spent: 10_005,
      food: 1001,
      fuel: 0,
      stay: 0,
      toll: 100,
      count: 4,
      approved: 0,
      approvedCount: 0,
    });
    const vjti = result.places.find((row) => row.place === 'VJTI Mumbai');
    expect(vjti?.totals).toMatchObject({ spent: 3334 + 5, allocated: 6667 + 10, food: 334, count: 2 });
    expect(result.problems).toEqual({ count: 0, records: [] });
    const day = orgDayOf(Date.now());
    const stored = await store.get<Record<string, unknown>>(`spend_totals/sales/days/${day}`);
    expect(Object.keys(stored ?? {}).sort()).toEqual(['COEP', 'Sinhgad', 'VJTI%20Mumbai']);
  });

  it('does not count a retried request twice', async () => {
    const entry = salesEntry(['COEP'], 50);
    await invoke(saveSalesSpend, entry, salesRep);
    await invoke(saveSalesSpend, entry, salesRep);
    expect((await summary({ side: 'sales' })).totals.count).toBe(1);
  });

  it('keeps exact totals under concurrent saves', async () => {
    const entries = Array.from({ length: 24 }, (_, i) =>
      salesEntry(i % 2 ? ['COEP', 'VJTI Mumbai'] : ['COEP'], 10 + i / 100, { fuel: 0.01 }),
    );
    await Promise.all(entries.map((entry) => invoke(saveSalesSpend, entry, salesRep)));
    const records = Object.values(
      (await store.get<Record<string, { spentAmount: number }>>('sales_spent')) ?? {},
    );
    const result = await summary({ side: 'sales' });
    expect(result.totals.count).toBe(36);
    expect(result.totals.spent).toBe(records.reduce((sum, r) => sum + toPaise(r.spentAmount), 0));
    expect(result.totals.spent).toBe(entries.reduce((sum, e) => sum + toPaise(e.spentAmount), 0));
    expect(result.totals.fuel).toBe(24);
    const [report] = await rebuildAllTotals(store, false);
    expect(report?.differences).toEqual([]);
  });

  it('keeps the sides apart and shows placement underscores as spaces', async () => {
    await invoke(
      savePlacementSpend,
      {
        requestId: newRequestId(),
        visitType: 'Single Visit',
        companies: ['Acme_Analytics'],
        allocatedAmount: 10,
        spentAmount: 4,
      },
      placementRep,
    );
    expect((await summary({ side: 'sales' })).totals.count).toBe(0);
    const placement = await summary({ side: 'placement' });
    expect(placement.places).toHaveLength(1);
    expect(placement.places[0]).toMatchObject({ place: 'Acme Analytics', totals: { spent: 400, count: 1 } });
  });
});

describe('spendSummary over a range of days', () => {
  const day = (iso: string) => Date.parse(`${iso}T12:00:00+05:30`);

  beforeEach(async () => {
    await store.update({
      'sales_spent/a': {
        college: 'COEP',
        allocatedAmount: 100,
        spentAmount: 60,
        food: 10,
        date: day('2026-11-01'),
      },
      'sales_spent/b': {
        college: 'COEP',
        allocatedAmount: '50',
        spentAmount: '20.5',
        date: day('2026-11-15'),
      },
      'sales_spent/c': { college: 'VJTI', allocatedAmount: 80, spentAmount: 'lots', date: day('2026-11-30') },
      'sales_spent/d': { college: 'VJTI', allocatedAmount: 5, spentAmount: 5, date: day('2026-12-01') },
      'sales_spent/e': { allocatedAmount: 1, spentAmount: 1 },
    });
    await rebuildAllTotals(store, true);
  });

  it('sums only the days in the range, both ends included', async () => {
    const november = await summary({ side: 'sales', from: '2026-11-01', to: '2026-11-30' });
    expect(november.totals).toMatchObject({ allocated: 23_000, spent: 8050, food: 1000, count: 3 });
    expect(november.places.map((row) => [row.place, row.totals.count])).toEqual([
      ['COEP', 2],
      ['VJTI', 1],
    ]);
    expect(november.problems).toEqual({
      count: 1,
      records: [{ id: 'c', place: 'VJTI', date: day('2026-11-30'), fields: ['spent'] }],
    });
    expect((await summary({ side: 'sales', from: '2026-11-16' })).totals.count).toBe(2);
    expect((await summary({ side: 'sales', to: '2026-11-15' })).totals.count).toBe(2);
  });

  it('counts records without a date only when no range is chosen', async () => {
    const all = await summary({ side: 'sales' });
    expect(all.totals.count).toBe(5);
    expect(all.places.find((row) => row.place === null)?.totals).toMatchObject({ spent: 100, count: 1 });
  });

  it('refuses a bad range, naming the field', async () => {
    expect(await failureOf(summary({ side: 'sales', from: '2026-12-01', to: '2026-11-01' }))).toMatchObject({
      code: 'invalid-argument',
      message: 'from: The start date must not be after the end date.',
    });
    expect((await failureOf(summary({ side: 'sales', to: '2026-02-30' }))).message).toBe(
      'to: Enter a valid date (yyyy-mm-dd).',
    );
  });

  it('is for admins only', async () => {
    expect((await failureOf(invoke(spendSummary, { side: 'sales' }, salesRep))).code).toBe(
      'permission-denied',
    );
    expect((await failureOf(invoke(spendRecords, { side: 'sales' }, placementRep))).code).toBe(
      'permission-denied',
    );
  });

  it('pages the records newest first within the range, and by place', async () => {
    const page = await invoke(
      spendRecords,
      { side: 'sales', from: '2026-11-01', to: '2026-11-30', limit: 2 },
      admin,
    );
    expect(page.rows.map((row) => row.id)).toEqual(['c', 'b']);
    expect(page.rows[0]?.amounts).toMatchObject({ allocated: 80, spent: 'lots', food: null });
    expect(page.rows[1]?.amounts.spent).toBe(20.5);
    const rest = await invoke(
      spendRecords,
      { side: 'sales', from: '2026-11-01', to: '2026-11-30', limit: 2, after: page.next },
      admin,
    );
    expect(rest).toEqual({ rows: [expect.objectContaining({ id: 'a' })], next: null });
    const vjti = await invoke(spendRecords, { side: 'sales', place: 'VJTI' }, admin);
    expect(vjti.rows.map((row) => row.id)).toEqual(['d', 'c']);
    const all = await invoke(spendRecords, { side: 'sales' }, admin);
    expect(all.rows.map((row) => row.id)).toEqual(['d', 'c', 'b', 'a', 'e']);
    expect(all.rows.at(-1)).toMatchObject({ place: null, date: 'missing' });
  });
});

describe('the Saved Spent Data table', () => {
  it('names who saved each spend as every screen does: the kept name, else the words of the email', async () => {
    await invoke(saveSalesSpend, salesEntry(['VJTI'], 100), salesRep);
    await invoke(saveSalesSpend, salesEntry(['COEP'], 50), otherSalesRep);
    await setPersonName(store, { uid: salesRep.uid, email: salesRep.email, name: 'Asha Rao' }, 'test');
    const rows = (await invoke(spendRecords, { side: 'sales' }, admin)).rows;
    const staffOf = (place: string) => rows.find((row) => row.place === place)?.staff;
    expect(staffOf('VJTI')).toBe('Asha Rao');
    expect(staffOf('COEP')).toBe(personName({ uid: otherSalesRep.uid, email: otherSalesRep.email }));
    expect(staffOf('COEP')).not.toContain('@');
  });
});

describe('spendRecords paging', () => {
  it('walks every record once, newest first, across records that share a date', async () => {
    const writes: Record<string, unknown> = {};
    for (let i = 0; i < 40; i++) {
      writes[`sales_spent/r${String(i).padStart(2, '0')}`] = {
        college: i % 3 ? 'COEP' : 'VJTI',
        allocatedAmount: 1,
        spentAmount: 1,
        date: 1_700_000_000_000 + Math.floor(i / 7) * 1000,
      };
    }
    await store.update(writes);
    for (const place of [undefined, 'VJTI']) {
      const seen: string[] = [];
      let after: unknown;
      do {
        const page = await invoke(
          spendRecords,
          { side: 'sales', ...(place ? { place } : {}), ...(after ? { after } : {}) },
          admin,
        );
        expect(page.rows.length).toBeLessThanOrEqual(11);
        seen.push(...page.rows.map((row) => row.id));
        after = page.next ?? undefined;
      } while (after);
      const expected = Object.keys(writes)
        .map((path) => path.split('/')[1] ?? '')
        .filter((id) => place === undefined || Number(id.slice(1)) % 3 === 0)
        .sort()
        .reverse();
      expect(seen).toEqual(expected);
    }
  });
});

describe('rebuild', () => {
  it('reports what differs from the records and repairs it', async () => {
    await invoke(saveSalesSpend, salesEntry(['COEP'], 10), salesRep);
    await store.update({
      'sales_spent/legacy': { college: 'COEP', allocatedAmount: '7', spentAmount: '3.5', date: Date.now() },
    });
    const [dryRun] = await rebuildAllTotals(store, false);
    expect(dryRun?.records).toBe(2);
    const changed = [
      ['allocated', 2000, 2700],
      ['spent', 1000, 1350],
      ['count', 1, 2],
    ];
    expect(dryRun?.differences.map((d) => [d.path.split('/')[2], d.field, d.stored, d.computed])).toEqual([
      ...changed.map((change) => ['days', ...change]),
      ...changed.map((change) => ['months', ...change]),
    ]);
    expect((await summary({ side: 'sales' })).totals.count).toBe(1);
    await rebuildAllTotals(store, true);
    expect((await summary({ side: 'sales' })).totals).toMatchObject({ spent: 1350, count: 2 });
    const reports = await rebuildAllTotals(store, false);
    expect(reports.flatMap((report) => report.differences)).toEqual([]);
  });
});
