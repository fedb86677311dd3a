import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMonth } from '../../../src/callables/closeMonth.js';
import { decideSpend } from '../../../src/callables/decideSpend.js';
import { exportMonth } from '../../../src/callables/exportMonth.js';
import { recordSettlement } from '../../../src/callables/recordSettlement.js';
import { saveSalesSpend } from '../../../src/callables/saveSalesSpend.js';
import type { ExportMonthOutput } from '../../../src/domain/api/exportMonth.js';
import { ledgerNameKey } from '../../../src/domain/ledger/export/ledgerNames.js';
import {
  listLedgerNames,
  readPersonLedgers,
  setLedgerName,
  setPersonLedgerName,
} from '../../../src/services/ledger/ledgerNames.js';
import { setPersonName } from '../../../src/services/people/names.js';
import { admin, invoke, newRequestId, otherSalesRep, salesRep } from '../../support/callables.js';
import type { FakeCaller } from '../../support/callRequest.js';
import { goTo } from '../../support/orgClock.js';
import { useSpendStore } from '../../spend/harness.js';
import { paiseOf, parseCsv, parseTally } from './exportModel.js';

/** A person's ledger never takes another ledger's name, the books' or a person's, in any case. */
const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

const cashRep = { uid: 'sales-3', email: 'c.sales@example.com', roles: ['sales'] } satisfies FakeCaller;
const bankRep = { uid: 'sales-4', email: 'b.sales@example.com', roles: ['sales'] } satisfies FakeCaller;
const people: [FakeCaller, string, 'cash' | 'upi'][] = [
  [salesRep, 'Asha Rao', 'upi'],
  [otherSalesRep, 'ASHA RAO', 'cash'],
  [cashRep, 'Cash', 'cash'],
  [bankRep, 'bank account', 'upi'],
];

async function approved(rep: FakeCaller): Promise<string> {
  const input = {
    requestId: newRequestId(),
    visitType: 'Single Visit',
    colleges: ['VJTI Mumbai'],
    allocatedAmount: 0,
    spentAmount: 100,
  };
  const { entryId } = await invoke(saveSalesSpend, input, rep);
  const decision = { kind: 'approve' };
  await invoke(decideSpend, { requestId: newRequestId(), entryId, version: 1, decision }, admin);
  return entryId ?? '';
}
async function paid(rep: FakeCaller, entryId: string, mode: 'cash' | 'upi'): Promise<void> {
  const form = { direction: 'paid', amount: 100, mode, date: '2026-10-20', reference: 'UTR 1' };
  await invoke(
    recordSettlement,
    { requestId: newRequestId(), ownerUid: rep.uid, entryIds: [entryId], ...form },
    admin,
  );
}
const exported = async (format: 'tally' | 'csv' | 'tally-masters') =>
  (await invoke<ExportMonthOutput>(exportMonth, { month: '2026-10', format }, admin)).content;

describe('ledger names unique across people and the books, without case', () => {
  it('gives people named like a books ledger, or like another in another case, ledgers of their own', async () => {
    for (const [rep, name] of people) {
      await setPersonName(store, { uid: rep.uid, email: rep.email ?? '', name }, 'test');
    }
    goTo('2026-10-10');
    const entries = [];
    for (const [rep] of people) entries.push(await approved(rep));
    goTo('2026-10-20');
    for (const [index, [rep, , mode]] of people.entries()) await paid(rep, entries[index] ?? '', mode);
    goTo('2026-11-02');
    await invoke(closeMonth, { month: '2026-10' }, admin);

    const ledgers = await readPersonLedgers(store);
    expect(ledgers).toEqual(
      new Map([
        [salesRep.uid, 'Asha Rao'],
        [otherSalesRep.uid, 'ASHA RAO (sale)'],
        [cashRep.uid, 'Cash (sale)'],
        [bankRep.uid, 'bank account (sale)'],
      ]),
    );
    const books = Object.values(await listLedgerNames(store));
    const keys = [...books, ...ledgers.values()].map(ledgerNameKey);
    expect(new Set(keys).size).toBe(keys.length);

    const { vouchers } = parseTally(await exported('tally'));
    for (const voucher of vouchers) {
      expect(voucher.lines.reduce((sum, line) => sum + paiseOf(line.amount), 0)).toBe(0);
    }
    const payments = vouchers.filter((voucher) => voucher.type === 'Payment');
    expect(payments.map((voucher) => voucher.party).sort()).toEqual([...ledgers.values()].sort());
    for (const [rep, , mode] of people) {
      const payment = payments.find((voucher) => voucher.party === ledgers.get(rep.uid));
      const moneyLedger = mode === 'cash' ? 'Cash' : 'Bank Account';
      expect(payment?.lines.map((line) => line.ledger).sort()).toEqual([payment?.party, moneyLedger].sort());
    }
    expect(vouchers.filter((voucher) => voucher.type === 'Journal')).toHaveLength(4);
    const masters = parseTally(await exported('tally-masters')).masters.map((master) => master.name);
    expect(new Set(masters.map(ledgerNameKey)).size).toBe(masters.length);

    const rows = parseCsv(await exported('csv')).slice(1);
    const numbers = new Set(rows.map((row) => row[1]));
    expect(numbers).toEqual(new Set(vouchers.map((voucher) => voucher.number)));
    for (const number of numbers) {
      const lines = rows.filter((row) => row[1] === number);
      const debit = lines.reduce((sum, row) => sum + (row[4] ? paiseOf(row[4]) : 0), 0);
      const credit = lines.reduce((sum, row) => sum + (row[5] ? paiseOf(row[5]) : 0), 0);
      expect(debit).toBe(credit);
      expect(debit).toBeGreaterThan(0);
    }
  });

  it('refuses a person ledger or a books name another ledger has, naming whose it is', async () => {
    await setPersonName(store, { uid: 'u1', email: 'asha@example.com', name: 'Asha Rao' }, 'test');
    await setPersonLedgerName(store, 'u1', 'Asha Rao');
    await expect(setPersonLedgerName(store, 'u2', 'asha rao')).rejects.toThrow(
      'asha rao is the ledger of Asha Rao (account u1): choose another name.',
    );
    await expect(setPersonLedgerName(store, 'u2', ' BANK ACCOUNT ')).rejects.toThrow(
      "BANK ACCOUNT is the books' ledger of settlements by UPI or bank transfer (bank): choose another name.",
    );
    await expect(setLedgerName(store, 'cash', 'ASHA RAO')).rejects.toThrow(
      'ASHA RAO is the ledger of Asha Rao (account u1): choose another name.',
    );
    await expect(setLedgerName(store, 'cash', 'food expenses')).rejects.toThrow(
      "food expenses is the books' ledger of food in a spend (food): choose another name.",
    );
    await setLedgerName(store, 'food', 'Staff Welfare - Food');
    await setLedgerName(store, 'cash', 'Food Expenses');
    await setLedgerName(store, 'cash', 'food expenses');
    expect((await listLedgerNames(store)).cash).toBe('food expenses');
    expect(await readPersonLedgers(store)).toEqual(new Map([['u1', 'Asha Rao']]));
  });
});
