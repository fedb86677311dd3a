import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { personBalance } from '../../src/callables/personBalance.js';
import { recordSettlement } from '../../src/callables/recordSettlement.js';
import { checkLedger } from '../../src/services/ledger/ledgerCheck.js';
import { reverseSettlement } from '../../src/services/settlements/reverseSettlement.js';
import { admin, invoke, newRequestId, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { approved } from './approvedSpends.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';

/** Issue 46: a reversal whose final write fails can be retried, and books its reversal once. */
const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.restoreAllMocks());

const adminCaller = { uid: admin.uid, email: admin.email, roles: ['admin' as const] };
const balance = async () => (await invoke(personBalance, { uid: salesRep.uid }, admin)).balance.balancePaise;

async function settledSpend(): Promise<string> {
  const entry = await approved(500, 1500);
  const { settlementId } = await invoke<{ settlementId: string }>(
    recordSettlement,
    {
      requestId: newRequestId(),
      ownerUid: salesRep.uid,
      entryIds: [entry],
      direction: 'paid',
      amount: 1000,
      mode: 'upi',
      reference: 'UTR 9',
      date: orgDayOf(Date.now()),
    },
    admin,
  );
  return settlementId;
}

/** The Store's next atomic update that writes a settlement's reversal fails, as a lost connection would. */
function failNextReversalWrite(): void {
  const update = store.update.bind(store);
  let failed = false;
  vi.spyOn(store, 'update').mockImplementation(async (values) => {
    const reversing = Object.keys(values).some((path) => path.endsWith('/reversal'));
    if (reversing && !failed) {
      failed = true;
      throw new Error('The connection was lost.');
    }
    await update(values);
  });
}

describe('reversing a settlement', () => {
  it.each(['the same request id', 'a new request id'])(
    'completes on a retry with %s after its write failed',
    async (retry) => {
      const settlementId = await settledSpend();
      expect(await balance()).toBe(0);
      failNextReversalWrite();
      const input = { requestId: newRequestId(), settlementId, reason: 'wrong account' };
      await expect(reverseSettlement(store, adminCaller, input)).rejects.toThrow('The connection was lost.');
      expect(await balance()).toBe(0);
      const again = retry === 'a new request id' ? { ...input, requestId: newRequestId() } : input;
      await expect(reverseSettlement(store, adminCaller, again)).resolves.toEqual({ settlementId });
      expect(await balance()).toBe(100_000);
      expect((await checkLedger(store, false)).differences).toEqual([]);
      const third = { ...input, requestId: newRequestId() };
      await expect(reverseSettlement(store, adminCaller, third)).rejects.toThrow(
        /already reversed|reversed/i,
      );
    },
  );

  it('of parallel reversals exactly one commits; the others are told it is being or was reversed', async () => {
    const settlementId = await settledSpend();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        reverseSettlement(store, adminCaller, { requestId: newRequestId(), settlementId, reason: 'twice' }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect((outcome.reason as Error).message).toMatch(
          /^This settlement (was already reversed by Admin at|is being reversed by Admin\. Please try again in a moment\.)/,
        );
    }
    expect(await balance()).toBe(100_000);
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });
});
