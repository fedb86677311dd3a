import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMonth } from '../../src/callables/closeMonth.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { exportMonth } from '../../src/callables/exportMonth.js';
import { personBalance } from '../../src/callables/personBalance.js';
import { placePage } from '../../src/callables/placePage.js';
import { reviewQueue } from '../../src/callables/reviewQueue.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { settleBalances } from '../../src/callables/settleBalances.js';
import { spendPeople } from '../../src/callables/spendPeople.js';
import { spendRecords } from '../../src/callables/spendRecords.js';
import { spendStatement } from '../../src/callables/spendStatement.js';
import type { ExportMonthOutput } from '../../src/domain/api/exportMonth.js';
import { readPersonLedgers } from '../../src/services/ledger/ledgerNames.js';
import { setPersonName } from '../../src/services/people/names.js';
import { admin, invoke, newRequestId, otherSalesRep, salesRep } from '../support/callables.js';
import type { FakeCaller } from '../support/callRequest.js';
import { goTo } from '../support/orgClock.js';
import { useSpendStore } from '../spend/harness.js';
import { parseTally } from '../ledger/export/exportModel.js';

/** Two people with one name are two people on every money screen: each by their ledger in the books. */
const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

const place = 'VJTI Mumbai';
async function spend(rep: FakeCaller, spent: number, approve: boolean): Promise<void> {
  const input = {
    requestId: newRequestId(),
    visitType: 'Single Visit',
    colleges: [place],
    allocatedAmount: 0,
    spentAmount: spent,
  };
  const { entryId } = await invoke(saveSalesSpend, input, rep);
  if (!approve) return;
  const decision = { kind: 'approve' };
  await invoke(decideSpend, { requestId: newRequestId(), entryId, version: 1, decision }, admin);
}

/** Both reps named 'Asha Rao' (no ledger kept yet), each with an approved and a waiting spend. */
async function twoAshas(): Promise<void> {
  for (const rep of [otherSalesRep, salesRep]) {
    await setPersonName(store, { uid: rep.uid, email: rep.email, name: 'Asha Rao' }, 'test');
  }
  goTo('2026-10-10');
  await spend(salesRep, 100, true);
  await spend(otherSalesRep, 200, true);
  await spend(salesRep, 50, false);
  await spend(otherSalesRep, 60, false);
}
const first = 'Asha Rao';
const second = `Asha Rao (${otherSalesRep.uid.slice(0, 4)})`;
const statementOf = (uid: string) => invoke(spendStatement, { uid, month: '2026-10' }, admin);

describe('a person’s money name', () => {
  it('tells two people of one name apart on Settle, Review, Who and how much, the place page and statements', async () => {
    await twoAshas();
    const settle = (await invoke(settleBalances, {}, admin)).people;
    expect(settle.map((person) => person.name).sort()).toEqual([first, second]);
    const balance = await invoke(personBalance, { uid: otherSalesRep.uid }, admin);
    expect(balance.balance.name).toBe(second);
    const review = await invoke(reviewQueue, {}, admin);
    expect(review.staff.map((person) => person.name)).toEqual([first, second]);
    expect(review.rows.map((row) => row.owner.name).sort()).toEqual([first, second]);
    const people = (await invoke(spendPeople, { side: 'sales' }, admin)).people;
    expect(people.map((person) => person.name).sort()).toEqual([first, second]);
    const records = await invoke(spendRecords, { side: 'sales' }, admin);
    expect(new Set(records.rows.map((row) => row.staff))).toEqual(new Set([first, second]));
    const page = await invoke(placePage, { kind: 'sales', name: place }, admin);
    expect(page.spend.people.map((person) => person.label).sort()).toEqual([first, second]);
    expect((await statementOf(salesRep.uid)).person.name).toBe(first);
    expect((await statementOf(otherSalesRep.uid)).person.name).toBe(second);
  });

  it('is the ledger the close keeps and the Tally file names, and a closed month keeps it', async () => {
    await twoAshas();
    goTo('2026-11-02');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    expect(await readPersonLedgers(store)).toEqual(
      new Map([
        [salesRep.uid, first],
        [otherSalesRep.uid, second],
      ]),
    );
    const tally = await invoke<ExportMonthOutput>(exportMonth, { month: '2026-10', format: 'tally' }, admin);
    const parties = new Set(parseTally(tally.content).vouchers.map((voucher) => voucher.party));
    expect(parties).toEqual(new Set([first, second]));
    await setPersonName(
      store,
      { uid: otherSalesRep.uid, email: otherSalesRep.email, name: 'Ravi K' },
      'test',
    );
    expect((await statementOf(otherSalesRep.uid)).person.name).toBe(second);
  });
});
