import type { SpendEntryView } from '../../domain/api/spendEntryView.js';
import { transitionMessages } from '../../domain/spendEntries/entryMessages.js';
import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import { mayAttachBill, type TransitionCheck } from '../../domain/spendEntries/transitions.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import type { BillReadings } from '../../domain/bills/serverRead.js';
import { toPaise } from '../../domain/spend/money.js';
import { billFlagKinds, billFlags } from '../../domain/spendEntries/overBills.js';
import { billWrites, checkBills, readingsOf } from './entryChecks.js';
import { runTransition } from './runTransition.js';

export const attachMessages = {
  closed: 'Bills can be added only to a spend that waits for review or was refused.',
} as const;

/**
 * Its owner may add a bill to an entry they may still withdraw or correct (`mayAttachBill`, as My
 * spends offers it); it keeps its state.
 */
function mayAttach(caller: Caller) {
  return (entry: SpendEntryRecord): TransitionCheck => {
    if (entry.owner.uid !== caller.uid) {
      return { allowed: false, reason: 'not-owner', message: transitionMessages.notOwner };
    }
    const subject = { state: entry.state, ownerUid: entry.owner.uid, settlement: entry.settlement };
    if (!mayAttachBill(subject, caller)) {
      return { allowed: false, reason: 'state', message: attachMessages.closed };
    }
    return { allowed: true, to: entry.state };
  };
}

/** What the phone and the server read from a bill already on the entry, if its record still has it. */
export async function keptReadings(store: Store, billId: string): Promise<BillReadings> {
  const record = await store.get<{ read?: unknown; serverRead?: unknown }>(`bills/${billId}`);
  return { billId, ...(record ? readingsOf(record) : {}) };
}

/**
 * Attaches a bill the owner uploaded from the Bills dialog to one of their entries: the entry lists it
 * and the bill's record names the entry, in one atomic update. Its 'no bill' flags go, the claim is
 * judged again against its bills' readings (billFlags); the other flags stay as the save computed them.
 */
export async function attachBill(
  store: Store,
  caller: Caller,
  input: { requestId: string; entryId: string; billId: string },
  now: () => number = Date.now,
): Promise<{ entry: SpendEntryView }> {
  const key = { uid: caller.uid, callable: 'attachBill', requestId: input.requestId, input };
  return runTransition(
    store,
    key,
    { entryId: input.entryId, action: mayAttach(caller), caller },
    async ({ before, by }, at) => {
      if (before.billIds.includes(input.billId)) return { after: before, writes: {} };
      const [bill] = await checkBills(store, caller.uid, input.entryId, [input.billId]);
      // The claim is judged again against every bill it now has.
      const readFlags = billFlags(toPaise(before.amounts.spentAmount), [
        ...(await Promise.all(before.billIds.map((id) => keptReadings(store, id)))),
        ...(bill ? [{ billId: bill.id, ...bill }] : []),
      ]);
      const flags = [
        ...before.flags.filter(
          (flag) => flag.kind !== 'noBill' && !(billFlagKinds as readonly string[]).includes(flag.kind),
        ),
        ...readFlags,
      ];
      return {
        after: {
          ...before,
          billIds: [...before.billIds, input.billId],
          flags,
          updatedAt: at,
          history: [...before.history, { kind: 'billAttached', at, by, billId: input.billId }],
        },
        writes: bill ? billWrites(input.entryId, [bill]) : {},
      };
    },
    now,
  );
}
