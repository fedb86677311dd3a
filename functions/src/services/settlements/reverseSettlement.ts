import { HttpsError } from 'firebase-functions/v2/https';
import type { ReverseSettlementInput } from '../../domain/api/reverseSettlement.js';
import { createdByOf, type CreatedBy } from '../../domain/records/createdBy.js';
import {
  settleMarksPath,
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
import { claimReversal, fenceReversal, releaseReversal } from './reversalClaim.js';
import { namedActor } from '../people/names.js';

export async function readSettlement(store: Store, id: string): Promise<SettlementRecord | null> {
  const parsed = settlementRecordSchema.safeParse(await store.get(settlementPath(id)));
  return parsed.success ? parsed.data : null;
}

/** Each entry the settlement holds, approved and unsettled again, its history noting the reversal. */
async function reversedEntries(
  store: Store,
  settlementId: string,
  entryIds: readonly string[],
  event: { at: number; by: CreatedBy; reason: string },
) {
  return (await readEntries(store, entryIds)).flatMap(({ id, entry }) => {
    if (!entry || entry.settlement?.id !== settlementId) return [];
    const state = entry.state === 'settled' ? ('approved' as const) : entry.state;
    const after = { ...entry, state, updatedAt: event.at };
    delete after.settlement;
    after.history = [...entry.history, { kind: 'settlementReversed' as const, settlementId, ...event }];
    return [{ id, before: entry, after }];
  });
}

async function alreadyReversed(store: Store, settlementId: string, at: number): Promise<HttpsError> {
  const reversal = (await readSettlement(store, settlementId))?.reversal;
  return new HttpsError(
    'failed-precondition',
    settlementMessages.alreadyReversed(
      reversal ? await namedActor(store, reversal.by) : undefined,
      reversal?.at ?? at,
    ),
  );
}

/**
 * An admin reverses a settlement with a reason: one transaction puts the reversal's claim on the
 * settlement's marks (of two reversals one holds it, the other is told to wait or that it is
 * reversed; a claim its crashed attempt left is taken over once it is older than a request's), then
 * one atomic update makes its entries approved and unsettled again (their balance comes back), takes
 * the marks off and notes the reversal on the settlement. Both the settlement and its reversal stay in
 * every history.
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
      if (settlement.reversal) throw await alreadyReversed(store, input.settlementId, at);
      const by = createdByOf(caller);
      const claim = await claimReversal(store, uid, { id: input.settlementId, ...settlement }, { by, at });
      if (!claim.claimed) {
        if (claim.reversed) throw await alreadyReversed(store, input.settlementId, at);
        throw new HttpsError('aborted', settlementMessages.beingReversed(await namedActor(store, claim.by)));
      }
      const release = () => releaseReversal(store, uid, claim);
      try {
        const reason = input.reason.trim();
        const moves = await reversedEntries(store, input.settlementId, claim.entryIds, { at, by, reason });
        const moved = await entryMoves(store, moves, { requestId: input.requestId, at });
        if (!(await fenceReversal(store, uid, claim, now()))) {
          await moved.booking.release();
          throw new HttpsError('aborted', settlementMessages.beingReversed(undefined));
        }
        const marksOff = Object.fromEntries(
          claim.entryIds.map((id) => [`${settleMarksPath(uid)}/${id}`, null]),
        );
        return {
          writes: {
            ...marksOff,
            ...moved.writes,
            [`${settlementPath(input.settlementId)}/reversal`]: storable({ by, at, reason }),
          },
          result: { settlementId: input.settlementId },
          undo: async () => {
            await moved.booking.release();
            await release();
          },
        };
      } catch (error) {
        await release();
        throw error;
      }
    },
    now,
  );
}
