import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, expect, it } from 'vitest';
import type { PersonBalanceOutput } from '../../src/domain/api/personBalance.js';
import type { SpendPeopleOutput } from '../../src/domain/api/spendPeople.js';
import type { SpendStatementOutput } from '../../src/domain/api/spendStatement.js';
import { demoAccount } from '../../../scripts/stack/demoAccounts.js';
import { PROJECT_ID } from '../../../scripts/stack/paths.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';
import { callFunction, describeWithStack, signIn } from './support/stack.js';

const password = 'settle-pass-2026';

/** A fresh account (its own balance, whatever else runs against the stack). */
async function account(roles: string[]): Promise<{ token: string; uid: string }> {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const email = `settle-${randomUUID().slice(0, 8)}@example.com`;
  const user = await getAuth(app).createUser({ email, password, emailVerified: true });
  await getAuth(app).setCustomUserClaims(user.uid, { roles });
  return { token: await signIn(email, password), uid: user.uid };
}

describeWithStack('settling over the wire', () => {
  let admin = '';
  let rep = { token: '', uid: '' };
  beforeAll(async () => {
    const boss = demoAccount('admin');
    admin = await signIn(boss.email, boss.password);
    rep = await account(['sales']);
  });

  async function result<T>(name: string, data: unknown, token: string): Promise<T> {
    const outcome = await callFunction(name, data, token);
    if (!outcome.ok) throw new Error(`${name} failed: ${outcome.status} ${outcome.message}`);
    return outcome.result as T;
  }

  async function approvedEntry(allocatedAmount: number, spentAmount: number): Promise<string> {
    const { entryId } = await result<{ entryId: string }>(
      'saveSalesSpend',
      {
        requestId: randomUUID(),
        visitType: 'Single Visit',
        colleges: [`Settle College ${randomUUID().slice(0, 6)}`],
        allocatedAmount,
        spentAmount,
      },
      rep.token,
    );
    if (allocatedAmount > 0) {
      await result(
        'giveAdvance',
        {
          requestId: randomUUID(),
          ownerUid: rep.uid,
          amount: allocatedAmount,
          purpose: 'Settle tests',
          mode: 'cash',
          reference: '',
          date: orgDayOf(Date.now()),
        },
        admin,
      );
    }
    await result(
      'decideSpend',
      { requestId: randomUUID(), entryId, version: 1, decision: { kind: 'approve' } },
      admin,
    );
    return entryId;
  }

  it('of 4 parallel settlements of the same entries exactly one commits; the statement adds up', async () => {
    const ids = [await approvedEntry(1000, 2240.5), await approvedEntry(500, 500.1)];
    const before = await result<PersonBalanceOutput>('personBalance', { uid: rep.uid }, admin);
    expect(before.balance.balancePaise).toBe(124_060);
    const today = orgDayOf(Date.now());
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () =>
        callFunction(
          'recordSettlement',
          {
            requestId: randomUUID(),
            ownerUid: rep.uid,
            entryIds: ids,
            direction: 'paid',
            amount: 1240.6,
            mode: 'upi',
            reference: 'UTR 99120',
            date: today,
          },
          admin,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    for (const outcome of outcomes.filter((one) => !one.ok)) {
      expect(outcome).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
      expect(outcome.message).toMatch(
        /^2 of these entries were settled by .+ at \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
      );
    }
    const after = await result<PersonBalanceOutput>('personBalance', {}, rep.token);
    expect(after.balance.balancePaise).toBe(0);
    expect(after.settlements).toHaveLength(1);
    const statement = await result<SpendStatementOutput>(
      'spendStatement',
      { month: today.slice(0, 7) },
      rep.token,
    );
    // Each spend's claim and approval, and the one settlement: a row per posting, dated today.
    expect(statement.rows.map((row) => row.event).sort()).toEqual([
      'approved',
      'approved',
      'claim',
      'claim',
      'settled',
    ]);
    expect(statement.totals).toMatchObject({
      allocated: 150_000,
      approved: 274_060,
      paid: 124_060,
      change: 0,
    });
    expect(statement.closing).toBe(0);
    // The dashboards' per-person row (from the per person and day totals) says the same.
    const people = await result<SpendPeopleOutput>(
      'spendPeople',
      { side: 'sales', from: today, to: today },
      admin,
    );
    expect(people.people.find((person) => person.uid === rep.uid)).toMatchObject({
      entries: 2,
      allocatedPaise: 150_000,
      claimedPaise: 274_060,
      approvedPaise: 274_060,
      settledPaise: 124_060,
      balancePaise: 0,
    });
  });
});
