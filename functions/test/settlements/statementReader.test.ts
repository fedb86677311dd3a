import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSettlement } from '../../src/callables/recordSettlement.js';
import { spendStatement } from '../../src/callables/spendStatement.js';
import type { FakeCaller } from '../support/callRequest.js';
import { admin, invoke, newRequestId, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { goTo } from '../support/orgClock.js';
import { approved } from './approvedSpends.js';

/** Whose statement a caller reads decides its words: their own in the second person, someone else's in the third. */
const { clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

const salesAdmin = {
  uid: 'admin-2',
  email: 'meera.admin@example.com',
  roles: ['admin', 'sales'],
} satisfies FakeCaller;
const statement = (caller: FakeCaller, uid?: string) =>
  invoke(spendStatement, { month: '2026-11', ...(uid === undefined ? {} : { uid }) }, caller);

describe('a statement’s reader', () => {
  it('is its owner when the caller reads their own statement, an admin when they read someone else’s', async () => {
    goTo('2026-11-10');
    const entry = await approved(0, 1200);
    await invoke(
      recordSettlement,
      {
        requestId: newRequestId(),
        ownerUid: salesRep.uid,
        entryIds: [entry],
        direction: 'paid',
        amount: 1200,
        mode: 'upi',
        reference: 'UTR 7',
        date: '2026-11-10',
      },
      admin,
    );
    const own = await statement(salesRep);
    const byAdmin = await statement(admin, salesRep.uid);
    expect(own.rows.map((row) => row.direction)).toContain('paid');
    expect(byAdmin.rows).toEqual(own.rows);
    expect([own.reader, byAdmin.reader]).toEqual(['owner', 'admin']);
    // An admin who spends reads their own statement as its owner, by their uid or without one.
    expect((await statement(salesAdmin)).reader).toBe('owner');
    expect((await statement(salesAdmin, salesAdmin.uid)).reader).toBe('owner');
  });
});
