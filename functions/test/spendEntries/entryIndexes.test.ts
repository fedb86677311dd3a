import { advanceGiven } from '../settlements/approvedSpends.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { correctSpend } from '../../src/callables/correctSpend.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { reviewQueue } from '../../src/callables/reviewQueue.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { savePlacementSpend } from '../../src/callables/savePlacementSpend.js';
import { withdrawSpend } from '../../src/callables/withdrawSpend.js';
import { checkSpendEntryIndexes } from '../../src/services/indexes/spendEntryCheck.js';
import { rebuildAllTotals } from '../../src/services/ledger/rebuildTotals.js';
import { admin, invoke, newRequestId, placementRep, salesRep, otherSalesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';

const { store, clear } = useSpendStore();
beforeEach(async () => {
  await clear();
  // Every rep holds a paid advance, so approvals of spends allocating money have a payment behind them.
  for (const rep of [salesRep, otherSalesRep, placementRep]) await advanceGiven(1_000_000, rep);
});

const sales = (overrides: Record<string, unknown> = {}) => ({
  requestId: newRequestId(),
  visitType: 'Multiple Visit',
  colleges: ['VJTI Mumbai', 'COEP Pune'],
  allocatedAmount: 1000,
  spentAmount: 300.01,
  ...overrides,
});

const totalsDifferences = async () =>
  (await rebuildAllTotals(store, false)).flatMap((report) => report.differences);

describe('the spend entries’ derived data', () => {
  it('written with each save, decision, withdrawal and correction, is exactly what the entries give', async () => {
    const a = await invoke(saveSalesSpend, sales(), salesRep);
    const b = await invoke(saveSalesSpend, sales({ spentAmount: 20 }), salesRep);
    const c = await invoke(saveSalesSpend, sales({ spentAmount: 30 }), salesRep);
    await invoke(
      savePlacementSpend,
      {
        requestId: newRequestId(),
        visitType: 'Single Visit',
        companies: ['Acme'],
        allocatedAmount: 5,
        spentAmount: 5,
      },
      placementRep,
    );
    await invoke(
      decideSpend,
      {
        requestId: newRequestId(),
        entryId: a.entryId,
        version: 1,
        decision: { kind: 'approveLess', amount: 100, reason: 'x' },
      },
      admin,
    );
    await invoke(
      decideSpend,
      {
        requestId: newRequestId(),
        entryId: b.entryId,
        version: 1,
        decision: { kind: 'refuse', reason: 'no' },
      },
      admin,
    );
    await invoke(withdrawSpend, { requestId: newRequestId(), entryId: c.entryId }, salesRep);
    await invoke(
      correctSpend,
      {
        side: 'sales',
        requestId: newRequestId(),
        entryId: b.entryId,
        visitType: 'Single Visit',
        colleges: ['VJTI Mumbai'],
        allocatedAmount: 10,
        spentAmount: 10,
      },
      salesRep,
    );
    const report = await checkSpendEntryIndexes(store, false);
    expect(report.differences).toEqual([]);
    expect(report).toMatchObject({ entries: 4, orphans: 0, unreadable: [] });
    expect(await totalsDifferences()).toEqual([]);
  });

  it('finds a damaged queue and records saved before entries; rebuild repairs them and gives them entries', async () => {
    const saved = await invoke(saveSalesSpend, sales(), salesRep);
    await store.remove('review_queue/*/*/*');
    await store.set('sales_spent/-Aold1', {
      college: 'COEP',
      allocatedAmount: 10,
      spentAmount: 4,
      date: 1_700_000_000_000,
      savedBy: { uid: 'sales-9', email: 'old@example.com' },
      requestId: 'r-1',
    });
    await store.set('sales_spent/-Aold2', {
      college: 'VJTI',
      allocatedAmount: 10,
      spentAmount: '5',
      date: 1_700_000_000_000,
      savedBy: { uid: 'sales-9' },
      requestId: 'r-1',
    });
    await store.set('sales_spent/-Aold3', {
      college: 'VJTI',
      spentAmount: 7,
      date: 1_700_000_000_001,
      createdBy: { uid: 'sales-9' },
    });
    const check = await checkSpendEntryIndexes(store, false);
    expect(check.orphans).toBe(3);
    const paths = check.differences.map((difference) => difference.path);
    expect(paths).toEqual(
      expect.arrayContaining(['sales_spent/-Aold1/entryId', 'sales_spent/-Aold3/entryId']),
    );
    expect(paths.filter((path) => path.startsWith('review_queue/*/*/*/'))).toHaveLength(1);
    const rebuilt = await checkSpendEntryIndexes(store, true);
    expect(rebuilt.created).toBe(2);
    expect(await store.get('spend_entries/-Aold1')).toMatchObject({
      state: 'waiting',
      recordIds: ['-Aold1', '-Aold2'],
      amounts: { spentAmount: 9, allocatedAmount: 20 },
      owner: { uid: 'sales-9', email: 'old@example.com' },
    });
    expect(await store.get('sales_spent/-Aold2/entryId')).toBe('-Aold1');
    expect((await checkSpendEntryIndexes(store, false)).differences).toEqual([]);
    await rebuildAllTotals(store, true);
    expect(await totalsDifferences()).toEqual([]);
    const queue = await invoke(reviewQueue, {}, admin);
    expect(queue.rows.map((row) => row.id)).toEqual(['-Aold1', '-Aold3', saved.entryId]);
  });
});
