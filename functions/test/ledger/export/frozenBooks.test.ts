import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMonth } from '../../../src/callables/closeMonth.js';
import { decideSpend } from '../../../src/callables/decideSpend.js';
import { exportMonth } from '../../../src/callables/exportMonth.js';
import { saveSalesSpend } from '../../../src/callables/saveSalesSpend.js';
import { spendStatement } from '../../../src/callables/spendStatement.js';
import type { ExportMonthOutput } from '../../../src/domain/api/exportMonth.js';
import type { ExportFormat } from '../../../src/domain/ledger/export/exportFormats.js';
import { ledgerNameSchema } from '../../../src/domain/ledger/export/ledgerNames.js';
import {
  readPersonLedgers,
  setLedgerName,
  setPersonLedgerName,
} from '../../../src/services/ledger/ledgerNames.js';
import { exportMonth as exportService } from '../../../src/services/ledger/monthExport.js';
import { setPersonName } from '../../../src/services/people/names.js';
import { admin, invoke, newRequestId, otherSalesRep, salesRep } from '../../support/callables.js';
import type { FakeCaller } from '../../support/callRequest.js';
import { useSpendStore } from '../../spend/harness.js';
import { parseTally } from './exportModel.js';
import { goTo } from '../../support/orgClock.js';

/** Issue 46: a closed month frozen whole, and a Tally file an accountant imports as it is. */
const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

async function approvedSpend(rep: FakeCaller, spent: number): Promise<void> {
  const input = {
    requestId: newRequestId(),
    visitType: 'Single Visit',
    colleges: ['VJTI Mumbai'],
    allocatedAmount: 0,
    spentAmount: spent,
    food: spent / 2,
  };
  const { entryId } = await invoke(saveSalesSpend, input, rep);
  const decision = { kind: 'approve' };
  await invoke(decideSpend, { requestId: newRequestId(), entryId, version: 1, decision }, admin);
}
const exported = async (format: ExportFormat) =>
  (await invoke<ExportMonthOutput>(exportMonth, { month: '2026-10', format }, admin)).content;
const statement = () => invoke(spendStatement, { month: '2026-10' }, salesRep);
const named = (uid: string, email: string, name: string) =>
  setPersonName(store, { uid, email, name }, 'test');

describe('a closed month, frozen whole', () => {
  it('reads the same statement, Tally file and CSV after a rename and a ledger renamed', async () => {
    await named(salesRep.uid, salesRep.email, 'Asha Rao');
    goTo('2026-10-10');
    await approvedSpend(salesRep, 1500);
    goTo('2026-11-02');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const before = [await exported('tally'), await exported('csv'), JSON.stringify(await statement())];
    expect(before[0]).toContain('Asha Rao');
    await named(salesRep.uid, salesRep.email, 'Asha R Menon');
    await setLedgerName(store, 'food', 'Staff Welfare - Food');
    await setPersonLedgerName(store, salesRep.uid, 'Asha Menon (Sales)');
    const after = [await exported('tally'), await exported('csv'), JSON.stringify(await statement())];
    expect(after).toEqual(before);
    // November is open: it names the person by their ledger of now.
    expect((await invoke(spendStatement, { month: '2026-11' }, salesRep)).person.name).toBe(
      'Asha Menon (Sales)',
    );
  });

  it('reads a month closed before months were frozen with the ledgers kept, freezing nothing', async () => {
    goTo('2026-10-10');
    await approvedSpend(salesRep, 100);
    goTo('2026-11-02');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    await store.remove('ledger_frozen');
    const first = await exported('tally');
    await named(salesRep.uid, salesRep.email, 'Someone Else');
    expect(await exported('tally')).toBe(first);
    expect(await store.get('ledger_frozen')).toBeNull();
  });
});

describe('the Tally file', () => {
  it('gives two people of one name two ledgers, each with its master in the masters file', async () => {
    await named(salesRep.uid, salesRep.email, 'Asha Rao');
    await named(otherSalesRep.uid, otherSalesRep.email, 'Asha Rao');
    goTo('2026-10-10');
    await approvedSpend(salesRep, 100);
    await approvedSpend(otherSalesRep, 200);
    goTo('2026-11-02');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const tally = parseTally(await exported('tally'));
    const parties = new Set(tally.vouchers.map((voucher) => voucher.party));
    expect(parties.size).toBe(2);
    expect([...parties].sort()).toEqual(['Asha Rao', `Asha Rao (${otherSalesRep.uid.slice(0, 4)})`].sort());
    const masters = new Map(
      parseTally(await exported('tally-masters')).masters.map((master) => [master.name, master.parent]),
    );
    for (const party of parties) expect(masters.get(party)).toBe('Sundry Creditors');
    expect(masters.get('Food Expenses')).toBe('Indirect Expenses');
    expect(masters.get('Travel Expenses')).toBe('Indirect Expenses');
    const used = new Set(tally.vouchers.flatMap((voucher) => voucher.lines.map((line) => line.ledger)));
    expect(new Set(masters.keys())).toEqual(used);
    expect(tally.masters).toEqual([]);
  });

  it('names the company to import into when asked, and the groups of bank, cash and advances', async () => {
    goTo('2026-10-10');
    await approvedSpend(salesRep, 100);
    goTo('2026-11-02');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const file = await exportService(store, '2026-10', 'tally', { company: 'Acme Training & Co' });
    expect(parseTally(file.content).company).toBe('Acme Training & Co');
    expect(parseTally(await exported('tally')).company).toBeUndefined();
    const masters = await exportService(store, '2026-10', 'tally-masters', { company: 'Acme Training & Co' });
    expect(parseTally(masters.content).company).toBe('Acme Training & Co');
  });
});

describe('ledger names', () => {
  it('refuse control characters, and a person ledger another person has', async () => {
    expect(ledgerNameSchema.safeParse('Food\tExpenses').success).toBe(false);
    await expect(setLedgerName(store, 'food', 'Food\nExpenses')).rejects.toThrow(/control character/);
    await setPersonLedgerName(store, 'u1', 'Asha Rao');
    await expect(setPersonLedgerName(store, 'u2', 'Asha Rao')).rejects.toThrow(
      'Asha Rao is the ledger of account u1: choose another name.',
    );
    expect(await readPersonLedgers(store)).toEqual(new Map([['u1', 'Asha Rao']]));
  });
});
