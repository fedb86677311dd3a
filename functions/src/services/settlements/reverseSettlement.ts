import { HttpsError } from 'firebase-functions/v2/https';
import type { ReverseSettlementInput } from '../../domain/api/reverseSettlement.js';
import { createdByOf } from '../../domain/records/createdBy.js';
import {
  settlementMessages,
  settlementPath,
  settlementRecordSchema,
  type SettlementRecord,
} from '../../domain/settlements/settlement.js';
import { checkTransition } from '../../domain/spendEntries/transitions.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { runOnce } from '../requests/runOnce.js';
import { storable } from '../spendEntries/storable.js';
import { entryMoves, readEntries } from './entryMoves.js';
import { markEntries, unmarkEntries } from './settleMarks.js';
import { namedActor } from '../people/names.js';

export async function readSettlement(store: Store, id: string): Promise<SettlementRecord | null> {
  const parsed = settlementRecordSchema.safeParse(await store.get(settlementPath(id)));
  return parsed.success ? parsed.data : null;
}

/**
 * An admin reverses a settlement with a reason: one transaction takes its marks off the entries (of
 * two reversals one does it, the other is told it is reversed), then one atomic update makes its
 * entries approved and unsettled again (their balance comes back) and notes the reversal on the
 * settlement. Both the settlement and its reversal stay in every history. When that update does not
 * land, the marks are put back, so a retry reverses it (not 'already reversed' with nothing booked).
 */
export async function reverseSettlement(
  store: Store,
  caller: Caller,
  input: ReverseSettlementInput,
  now: () => number = Date.now,
): Promise<{ settlementId: string }> {
  const key = { uid: caller.uid, callable: 'reverseSettlement', requestId: input.requestId, input };
  return runOnce(
    store,
    key,
    async () => {
      const at = now();
      const settlement = await readSettlement(store, input.settlementId);
      if (!settlement) throw new HttpsError('not-found', settlementMessages.notFound);
      const uid = settlement.owner.uid;
      const check = checkTransition({ state: 'settled', ownerUid: uid }, 'reverse', {
        uid: caller.uid,
        roles: caller.roles,
      });
      if (!check.allowed) throw new HttpsError('permission-denied', check.message);
      if (settlement.reversal) {
        throw new HttpsError(
          'failed-precondition',
          settlementMessages.alreadyReversed(
            await namedActor(store, settlement.reversal.by),
            settlement.reversal.at,
          ),
        );
      }
      if (!(await unmarkEntries(store, uid, settlement.entryIds, input.settlementId))) {
        const now = await readSettlement(store, input.settlementId);
        throw new HttpsError(
          'failed-precondition',
          now?.reversal
            ? settlementMessages.alreadyReversed(await namedActor(store, now.reversal.by), now.reversal.at)
            : settlementMessages.alreadyReversed(undefined, at),
        );
      }
      const by = createdByOf(caller);
      const reason = input.reason.trim();
      const moves = (await readEntries(store, settlement.entryIds)).flatMap(({ id, entry }) => {
        if (!entry || entry.settlement?.id !== input.settlementId) return [];
        const state = entry.state === 'settled' ? ('approved' as const) : entry.state;
        const after = { ...entry, state, updatedAt: at };
        delete after.settlement;
        after.history = [
          ...entry.history,
          { kind: 'settlementReversed' as const, at, by, settlementId: input.settlementId, reason },
        ];
        return [{ id, before: entry, after }];
      });
      const giveBack = async () => {
        // The marks go back only while the settlement stands unreversed: a retry then reverses it.
        if ((await readSettlement(store, input.settlementId))?.reversal) return;
        const mark = { settlementId: input.settlementId, by: settlement.by, at: settlement.at };
        await markEntries(store, uid, settlement.entryIds, mark, new Set());
      };
      try {
        const moved = await entryMoves(store, moves, { requestId: input.requestId, at });
        const undo = async () => {
          await moved.booking.release();
          await giveBack();
        };
        return {
          writes: {
            ...moved.writes,
            [settlementPath(input.settlementId)]: storable({ ...settlement, reversal: { by, at, reason } }),
          },
          result: { settlementId: input.settlementId },
          undo,
        };
      } catch (error) {
        await giveBack();
        throw error;
      }
    },
    now,
  );
}
