import { myAdvances } from '../../src/callables/myAdvances.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMonth } from '../../src/callables/closeMonth.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { personBalance } from '../../src/callables/personBalance.js';
import { recordSettlement } from '../../src/callables/recordSettlement.js';
import { settleBalances } from '../../src/callables/settleBalances.js';
import { spendStatement } from '../../src/callables/spendStatement.js';
import { spendSummary } from '../../src/callables/spendSummary.js';
import { LEDGER_CLOSE_PATH } from '../../src/domain/ledger/monthClose.js';
import { LEDGER_POSTINGS_PATH } from '../../src/domain/ledger/posting.js';
import { checkLedger } from '../../src/services/ledger/ledgerCheck.js';
import { closeLedgerMonth } from '../../src/services/ledger/monthClose.js';
import { recordSettlement as settleService } from '../../src/services/settlements/recordSettlement.js';
import { admin, failureOf, invoke, newRequestId, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { approved, saved } from '../settlements/approvedSpends.js';
import { goTo } from '../support/orgClock.js';

/** The money defects issue 30 reproduced, each a test that failed before the ledger. */
const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

const refuse = (entryId: string) =>
  invoke(
    decideSpend,
    { requestId: newRequestId(), entryId, version: 1, decision: { kind: 'refuse', reason: 'claimed twice' } },
    admin,
  );
const settle = (entryIds: string[], form: Record<string, unknown>) =>
  invoke<{ settlementId: string }>(
    recordSettlement,
    { requestId: newRequestId(), ownerUid: salesRep.uid, entryIds, mode: 'upi', reference: 'UTR 1', ...form },
    admin,
  );
const adminCaller = { uid: admin.uid, email: admin.email, roles: ['admin' as const] };
const statement = (month: string) => invoke(spendStatement, { month }, salesRep);
const balance = async () => (await invoke(personBalance, { uid: salesRep.uid }, admin)).balance.balancePaise;

describe('the ledger', () => {
  it('leaves a refused spend’s advance with the person: nothing owed either way, the advance still theirs', async () => {
    goTo('2026-11-10');
    const entry = await saved(2000, 1800);
    await refuse(entry);
    expect(await balance()).toBe(0);
    const people = (await invoke(settleBalances, {}, admin)).people;
    expect(people.find((person) => person.uid === salesRep.uid)).toBeUndefined();
    expect((await invoke(myAdvances, {}, salesRep)).heldPaise).toBe(200_000);
    const november = await statement('2026-11');
    expect(november.closing).toBe(november.opening + november.totals.change);
    const again = await failureOf(
      settle([entry], { direction: 'recovered', amount: 2000, date: '2026-11-10' }),
    );
    expect(again.code).toBe('failed-precondition');
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });

  it('counts a settled spend in the dashboards’ approved figure', async () => {
    goTo('2026-11-10');
    const entry = await approved(0, 1234.56);
    const approvedOf = async () =>
      (await invoke(spendSummary, { side: 'sales' }, admin)).places[0]?.totals.approved;
    expect(await approvedOf()).toBe(123_456);
    await settle([entry], { direction: 'paid', amount: 1234.56, date: '2026-11-10' });
    expect(await approvedOf()).toBe(123_456);
  });

  it('books an approval on the spend’s own day, naming the day it was decided', async () => {
    goTo('2026-10-15');
    const entry = await saved(1000, 1234.56);
    goTo('2026-11-03');
    await invoke(
      decideSpend,
      { requestId: newRequestId(), entryId: entry, version: 1, decision: { kind: 'approve' } },
      admin,
    );
    const october = await statement('2026-10');
    expect(october.rows.at(-1)).toMatchObject({
      date: '2026-10-15',
      event: 'approved',
      spendDay: '2026-10-15',
      madeOn: '2026-11-03',
      lateFrom: null,
      approved: 123_456,
      allocated: 100_000,
      change: 23_456,
    });
    expect(october.closing).toBe(23_456);
    const november = await statement('2026-11');
    expect([november.opening, november.rows, november.closing]).toEqual([23_456, [], 23_456]);
  });

  it('refuses a settlement dated before the spends it settles', async () => {
    goTo('2026-11-26');
    const entry = await approved(0, 100);
    for (const date of ['1970-01-01', '2026-10-31']) {
      const failure = await failureOf(settle([entry], { direction: 'paid', amount: 100, date }));
      expect(failure.details).toEqual({
        fieldErrors: [
          {
            field: 'date',
            message:
              'The date cannot be before 26/11/2026, the day of the latest spend or decision it settles.',
          },
        ],
      });
    }
    expect(await balance()).toBe(10_000);
  });

  it('closes a month: its statement never changes, and nothing may be dated in it', async () => {
    goTo('2026-10-20');
    const first = await approved(0, 100);
    const second = await approved(0, 50);
    goTo('2026-11-02');
    expect((await failureOf(invoke(closeMonth, { month: '2026-11' }, admin))).message).toBe(
      'November 2026 is not over yet: only a past month can be closed.',
    );
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const october = JSON.stringify(await statement('2026-10'));
    const refused = await failureOf(settle([first], { direction: 'paid', amount: 100, date: '2026-10-25' }));
    expect(refused.details).toEqual({
      fieldErrors: [{ field: 'date', message: 'October 2026 is closed: choose a day in an open month.' }],
    });
    await settle([first, second], { direction: 'paid', amount: 150, date: '2026-11-02' });
    expect(JSON.stringify(await statement('2026-10'))).toBe(october);
    expect((await invoke(settleBalances, {}, admin)).closedThrough).toBe('2026-10');
    expect((await failureOf(invoke(closeMonth, { month: '2026-09' }, admin))).message).toBe(
      'September 2026 is already closed.',
    );
  });

  it('races a month’s close against a settlement dated in it: no posting lands in a closed month', async () => {
    // The order in which the Store committed the close and the settlement's postings.
    const committed: string[] = [];
    const update = store.update.bind(store);
    const transaction = store.transaction.bind(store);
    vi.spyOn(store, 'update').mockImplementation(async (values) => {
      await update(values);
      if (Object.keys(values).some((path) => path.startsWith(`${LEDGER_POSTINGS_PATH}/`)))
        committed.push('posting');
    });
    // Odd rounds start the close at the worst moment: the settlement holds October open, unwritten.
    let closeWhenHeld: (() => void) | null = null;
    vi.spyOn(store, 'transaction').mockImplementation(async (path, change) => {
      const result = await transaction(path, change);
      const value = result.value as { through?: string; writers?: object } | null;
      if (path === LEDGER_CLOSE_PATH && result.committed && value?.through) committed.push('close');
      const start = closeWhenHeld;
      if (path === LEDGER_CLOSE_PATH && result.committed && value?.writers && start) {
        closeWhenHeld = null;
        start();
      }
      return result;
    });
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      await clear();
      goTo('2026-10-20');
      const entry = await approved(0, 100);
      vi.useRealTimers();
      committed.length = 0;
      // The services on this handle of the Store, so the spies see every commit.
      const close =
        round % 2 === 0
          ? closeLedgerMonth(store, adminCaller, '2026-10')
          : new Promise<{ through: string }>((resolve, reject) => {
              closeWhenHeld = () => {
                closeLedgerMonth(store, adminCaller, '2026-10').then(resolve, reject);
              };
            });
      const [closing, settling] = await Promise.allSettled([
        close,
        settleService(store, adminCaller, {
          requestId: newRequestId(),
          ownerUid: salesRep.uid,
          entryIds: [entry],
          direction: 'paid',
          amount: 100,
          mode: 'upi',
          reference: 'UTR 1',
          date: '2026-10-25',
        }),
      ]);
      outcomes.add(`${closing.status}/${settling.status}`);
      expect([closing.status, settling.status]).not.toEqual(['rejected', 'rejected']);
      // A settlement that landed was written before the close committed, never after.
      if (settling.status === 'fulfilled')
        expect(committed.indexOf('posting')).toBeLessThan(
          committed.indexOf('close') === -1 ? Infinity : committed.indexOf('close'),
        );
      else expect(committed).not.toContain('posting');
      if (closing.status === 'fulfilled') expect(committed).toContain('close');
      expect(await balance()).toBe(settling.status === 'fulfilled' ? 0 : 10_000);
    }
    console.info(`close against settlement: ${[...outcomes].join(', ')}`);
  });

  it.each([
    ['a place’s day', (key: string) => `spend_totals/sales/days/2026-11-10/${key}/approved`, 80_000],
    ['a place’s month', (key: string) => `spend_totals/sales/months/2026-11/${key}/spent`, 100_000],
    ['a balance', () => `spend_balances/${salesRep.uid}/openApproved`, 80_000],
    ['a person’s day', () => `spend_person_days/sales/${salesRep.uid}/2026-11-10/claimed`, 100_000],
    ['a person’s all days', () => `spend_person_totals/sales/${salesRep.uid}/approved`, 80_000],
  ])('names %s changed by hand, and its rebuild puts it right', async (_what, pathOf, booked) => {
    goTo('2026-11-10');
    await approved(1000, 1000, 800);
    expect((await checkLedger(store, false)).differences).toEqual([]);
    const days = (await store.get<Record<string, unknown>>('spend_totals/sales/days/2026-11-10')) ?? {};
    const path = pathOf(Object.keys(days)[0] ?? '');
    expect(await store.get(path)).toBe(booked);
    await store.update({ [path]: booked + 1 });
    expect((await checkLedger(store, false)).differences).toEqual([
      { path, stored: booked + 1, computed: booked },
    ]);
    await checkLedger(store, true);
    expect(await store.get(path)).toBe(booked);
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });

  it('writes a settlement’s amount from its postings’ lines; a hand change is named and rebuilt', async () => {
    goTo('2026-11-10');
    const paid = await approved(1000, 2000, 1500);
    const owed = await approved(300, 0.01);
    const { settlementId } = await settle([paid, owed], {
      direction: 'paid',
      amount: 200.01,
      date: '2026-11-10',
    });
    // Paid ₹500.00 on one spend, recovered ₹299.99 of the other's unspent allocation: ₹200.01 net.
    const path = `settlements/${settlementId}/amountPaise`;
    expect(await store.get(path)).toBe(20_001);
    expect((await checkLedger(store, false)).differences).toEqual([]);
    await store.update({ [path]: 20_100 });
    expect((await checkLedger(store, false)).differences).toEqual([
      { path, stored: 20_100, computed: 20_001 },
    ]);
    await checkLedger(store, true);
    expect(await store.get(path)).toBe(20_001);
  });
});
