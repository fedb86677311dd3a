import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approveSpends } from '../../src/callables/approveSpends.js';
import { decideAdvance } from '../../src/callables/decideAdvance.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { myAdvances } from '../../src/callables/myAdvances.js';
import { payAdvance } from '../../src/callables/payAdvance.js';
import { requestAdvance } from '../../src/callables/requestAdvance.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { returnAdvance } from '../../src/callables/returnAdvance.js';
import { spendStatement } from '../../src/callables/spendStatement.js';
import { accounts, linesTotal } from '../../src/domain/ledger/lines.js';
import { LEDGER_POSTINGS_PATH, readPosting } from '../../src/domain/ledger/posting.js';
import { checkLedger } from '../../src/services/ledger/ledgerCheck.js';
import { admin, failureOf, invoke, newRequestId, salesRep } from '../support/callables.js';
import type { FakeCaller } from '../support/callRequest.js';
import { useSpendStore } from '../spend/harness.js';
import { advanceGiven, saved } from '../settlements/approvedSpends.js';
import { goTo } from '../support/orgClock.js';

const { store, clear } = useSpendStore();
beforeEach(clear);
// The clock goTo fakes is this file's own: the files after it in the worker get the real one.
afterEach(() => vi.useRealTimers());

const otherAdmin = { uid: 'admin-2', email: 'ravi.admin@example.com', roles: ['admin'] } satisfies FakeCaller;

async function advanceLedger(uid: string): Promise<number> {
  const tree = (await store.get<Record<string, unknown>>(LEDGER_POSTINGS_PATH)) ?? {};
  const lines = Object.values(tree).flatMap((value) => readPosting(value)?.lines ?? []);
  return linesTotal(lines.filter((line) => line.account === accounts.advances(uid)));
}

const approve = (entryId: string, by: FakeCaller = admin) =>
  invoke(decideSpend, { requestId: newRequestId(), entryId, version: 1, decision: { kind: 'approve' } }, by);

describe('advances under parallel calls', () => {
  it('of six approvals drawing on one advance at once, only those it covers land; it is used once', async () => {
    goTo('2026-11-20');
    await advanceGiven(3000);
    // Six spends each allocating ₹1,000.00, saved without their own advance, against one of ₹3,000.00.
    const spends = [];
    for (let index = 0; index < 6; index += 1) {
      spends.push(
        await invoke<{ entryId?: string }>(
          saveSalesSpend,
          {
            requestId: newRequestId(),
            visitType: 'Single Visit',
            colleges: [`College ${String(index)}`],
            allocatedAmount: 1000,
            spentAmount: 1200,
          },
          salesRep,
        ),
      );
    }
    const results = await Promise.allSettled(
      spends.map(({ entryId }, index) => approve(entryId ?? '', index % 2 === 0 ? admin : otherAdmin)),
    );
    const landed = results.filter((result) => result.status === 'fulfilled');
    expect(landed).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(String(result.reason)).toMatch(/Allocated ₹1,000\.00, advances held ₹0\.00/);
      }
    }
    expect(await advanceLedger(salesRep.uid)).toBe(0);
    const mine = await invoke(myAdvances, {}, salesRep);
    expect(mine.heldPaise).toBe(0);
    expect(mine.advances[0]).toMatchObject({
      usedPaise: 300_000,
      leftPaise: 0,
      state: 'closed',
      outcome: 'usedUp',
    });
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });

  it('of two payments of one approved advance at once, one pays it; the other names who paid it', async () => {
    goTo('2026-11-20');
    const { advance } = await invoke(
      requestAdvance,
      {
        requestId: newRequestId(),
        amount: 5000,
        purpose: 'Pune colleges, three days',
        from: '2026-11-24',
        to: '2026-11-26',
        places: ['COEP Pune'],
      },
      salesRep,
    );
    await invoke(
      decideAdvance,
      { requestId: newRequestId(), advanceId: advance.id, decision: { kind: 'approve' } },
      admin,
    );
    const pay = (by: FakeCaller) =>
      invoke(
        payAdvance,
        {
          requestId: newRequestId(),
          advanceId: advance.id,
          mode: 'upi',
          reference: 'UTR 31',
          date: '2026-11-20',
        },
        by,
      );
    const results = await Promise.allSettled([pay(admin), pay(otherAdmin), pay(admin), pay(otherAdmin)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(String(result.reason)).toMatch(
          /This advance (was paid by .+ at \d\d\/\d\d\/\d{4}|is being paid by .+\. Please try again in a moment\.)/,
        );
      }
    }
    // Once it has landed, a later payment is told who paid it and when.
    const late = await failureOf(pay(otherAdmin));
    expect(late.message).toMatch(/^This advance was paid by /);
    expect(await advanceLedger(salesRep.uid)).toBe(500_000);
    expect((await invoke(myAdvances, {}, salesRep)).advances[0]?.line).toBe(
      'Advance ₹5,000.00 paid 20/11/2026 by UPI: ₹0.00 used, ₹5,000.00 with you',
    );
  });

  it('refuses an approval whose Allocated no paid advance covers, naming what is held, and books nothing', async () => {
    goTo('2026-11-20');
    await advanceGiven(500);
    const entry = await saved(0, 100);
    const uncovered = await invoke<{ entryId?: string }>(
      saveSalesSpend,
      {
        requestId: newRequestId(),
        visitType: 'Single Visit',
        colleges: ['VJTI Mumbai'],
        allocatedAmount: 2000,
        spentAmount: 2100,
      },
      salesRep,
    );
    const refused = await failureOf(approve(uncovered.entryId ?? ''));
    expect(refused.code).toBe('failed-precondition');
    expect(refused.details).toMatchObject({
      reason: 'advance-uncovered',
      allocatedPaise: 200_000,
      heldPaise: 50_000,
    });
    expect(refused.message).toBe(
      'Allocated ₹2,000.00, advances held ₹500.00. Record the payment of the advance first, or correct the Allocated.',
    );
    await approve(entry);
    expect(await advanceLedger(salesRep.uid)).toBe(50_000);
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });
});

describe('a statement’s advances', () => {
  it('shows each payment, use and return with what the person held after it', async () => {
    goTo('2026-11-20');
    const id = await advanceGiven(5000);
    const entry = await saved(0, 3500);
    await invoke(
      saveSalesSpend,
      {
        requestId: newRequestId(),
        visitType: 'Single Visit',
        colleges: ['COEP Pune'],
        allocatedAmount: 3200,
        spentAmount: 3500,
      },
      salesRep,
    ).then(({ entryId }) => approve(entryId ?? ''));
    await approve(entry);
    vi.setSystemTime(Date.now() + 60_000);
    await invoke(
      returnAdvance,
      {
        requestId: newRequestId(),
        advanceId: id,
        amount: 1000,
        mode: 'cash',
        reference: '',
        date: '2026-11-20',
      },
      admin,
    );
    const { advances } = await invoke(spendStatement, { month: '2026-11' }, salesRep);
    expect(advances?.rows.map(({ event, change, held }) => [event, change, held])).toEqual([
      ['paid', 500_000, 500_000],
      ['used', -320_000, 180_000],
      ['returned', -100_000, 80_000],
    ]);
    expect([advances?.opening, advances?.closing]).toEqual([0, 80_000]);
    expect((await invoke(myAdvances, {}, salesRep)).advances[0]?.line).toBe(
      'Advance ₹5,000.00 paid 20/11/2026 by Cash: ₹3,200.00 used, ₹1,000.00 returned, ₹800.00 with you',
    );
  });
});

describe('a bulk approval', () => {
  it('skips a spend its owner’s advances do not cover, naming what they hold, and approves the rest', async () => {
    goTo('2026-11-20');
    await advanceGiven(1000);
    const save = async (allocatedAmount: number, spentAmount: number) =>
      (
        await invoke<{ entryId?: string }>(
          saveSalesSpend,
          {
            requestId: newRequestId(),
            visitType: 'Single Visit',
            colleges: ['COEP Pune'],
            allocatedAmount,
            spentAmount,
          },
          salesRep,
        )
      ).entryId ?? '';
    const covered = await save(1000, 900);
    const uncovered = await save(700, 650);
    const result = await invoke(
      approveSpends,
      {
        requestId: newRequestId(),
        entries: [
          { entryId: covered, version: 1 },
          { entryId: uncovered, version: 1 },
        ],
      },
      admin,
    );
    expect(result.approved).toEqual([covered]);
    expect(result.skipped).toEqual([
      {
        entryId: uncovered,
        message:
          'Allocated ₹700.00, advances held ₹0.00. Record the payment of the advance first, or correct the Allocated.',
      },
    ]);
    expect(await advanceLedger(salesRep.uid)).toBe(0);
  });
});
