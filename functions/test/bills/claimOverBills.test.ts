import { beforeEach, describe, expect, it } from 'vitest';
import { attachBill } from '../../src/callables/attachBill.js';
import { reviewQueue } from '../../src/callables/reviewQueue.js';
import type { BillRead } from '../../src/domain/bills/billRead.js';
import { flagLines } from '../../src/domain/spendEntries/spendFlags.js';
import { admin, invoke, newRequestId, salesRep } from '../support/callables.js';
import { storeBill } from '../support/storedBill.js';
import { useSpendStore } from '../spend/harness.js';
import { saveWithBills } from './saveWithBills.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

let shaSeed = 0;
/** A bill of the rep's with content no other bill has, and what the phone read from it. */
const seedBill = (id: string, read?: BillRead) => {
  shaSeed += 1;
  return storeBill(store, id, {
    uid: salesRep.uid,
    sha256: String(shaSeed).padStart(64, '0'),
    ...(read ? { read } : {}),
  });
};

const overBills = (flags: readonly { kind: string }[] = []) =>
  flags.filter((flag) => flag.kind === 'overBills');
const readTotal = (totalPaise: number): BillRead => ({ status: 'read', totalPaise, used: true });
const save = saveWithBills;

describe('a claim above what its bills read', () => {
  it('is flagged once per spend with both figures, when it exceeds their sum by more than 1 %', async () => {
    await seedBill('bill0000000000000001', readTotal(100_000));
    await seedBill('bill0000000000000002', readTotal(23_400));
    const saved = await save(1500, ['bill0000000000000001', 'bill0000000000000002']);
    expect(saved.flags).toEqual([{ kind: 'overBills', claimedPaise: 150_000, readPaise: 123_400 }]);
    expect(flagLines(saved.flags ?? [], '2026-11-28')).toEqual([
      { kind: 'overBills', text: 'Claimed ₹1,500.00, bills read ₹1,234.00' },
    ]);
    const flagged = await invoke(reviewQueue, { flag: 'overBills' }, admin);
    expect(flagged.rows.map((row) => row.id)).toEqual([saved.entryId]);
    const row = flagged.rows[0];
    expect(row?.bills.map((bill) => bill.read)).toEqual([readTotal(100_000), readTotal(23_400)]);
  });

  it('is not flagged within 1 %, nor when a bill has no total read', async () => {
    await seedBill('bill0000000000000003', readTotal(100_000));
    expect(overBills((await save(1010, ['bill0000000000000003'])).flags)).toEqual([]);
    await seedBill('bill0000000000000004', readTotal(100_000));
    expect(overBills((await save(1010.01, ['bill0000000000000004'])).flags)).toEqual([
      { kind: 'overBills', claimedPaise: 101_001, readPaise: 100_000 },
    ]);
    await seedBill('bill0000000000000005', readTotal(10_000));
    await seedBill('bill0000000000000006', { status: 'unreadable' });
    await seedBill('bill0000000000000007');
    expect(overBills((await save(900, ['bill0000000000000005', 'bill0000000000000006'])).flags)).toEqual([]);
    await seedBill('bill0000000000000008', readTotal(10_000));
    expect(overBills((await save(900, ['bill0000000000000008', 'bill0000000000000007'])).flags)).toEqual([]);
  });

  it('is judged again when a bill is attached later', async () => {
    await seedBill('bill0000000000000009', readTotal(50_000));
    const saved = await save(1000, ['bill0000000000000009']);
    expect(saved.flags).toEqual([{ kind: 'overBills', claimedPaise: 100_000, readPaise: 50_000 }]);
    await seedBill('bill0000000000000010', readTotal(50_000));
    const attached = await invoke(
      attachBill,
      { requestId: newRequestId(), entryId: saved.entryId ?? '', billId: 'bill0000000000000010' },
      salesRep,
    );
    expect(attached.entry.flags).toEqual([]);
    await seedBill('bill0000000000000011', readTotal(10_000));
    const third = await save(700, ['bill0000000000000011']);
    await seedBill('bill0000000000000012', { status: 'unreadable' });
    const unjudged = await invoke(
      attachBill,
      { requestId: newRequestId(), entryId: third.entryId ?? '', billId: 'bill0000000000000012' },
      salesRep,
    );
    expect(overBills(unjudged.entry.flags)).toEqual([]);
  });
});
