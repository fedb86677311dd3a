import { HttpsError } from 'firebase-functions/v2/https';
import type { RecordSettlementInput } from '../../domain/api/recordSettlement.js';
import { createdByOf } from '../../domain/records/createdBy.js';
import { entryBalancePaise } from '../../domain/settlements/balances.js';
import {
  SETTLE_CONFLICT_REASON,
  settlementMessages,
  settlementOwnerPath,
  settlementPath,
  settlementProblems,
  type SettleMark,
  type SettlementRecord,
} from '../../domain/settlements/settlement.js';
import { transitionMessages } from '../../domain/spendEntries/entryMessages.js';
import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import { checkTransition } from '../../domain/spendEntries/transitions.js';
import { isSettleable } from '../../domain/ledger/entryMoney.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { runOnce } from '../requests/runOnce.js';
import { isReopeningMark } from '../spendEntries/reopenHold.js';
import { storable } from '../spendEntries/storable.js';
import { abandonedSettlements, markEntries, unmarkEntries } from './settleMarks.js';
import type { Booking } from '../ledger/book.js';
import { entryMoves, readEntries } from './entryMoves.js';
import { latestDayOf } from '../../domain/ledger/eventDays.js';
import { namedActor } from '../people/names.js';
import { orgDayOf } from '../../domain/time/orgTime.js';

function fieldError(problems: { field: string; message: string }[]): HttpsError {
  const [first] = problems;
  return new HttpsError('invalid-argument', `${first?.field ?? ''}: ${first?.message ?? ''}`, {
    fieldErrors: problems,
  });
}

/** 'N of these entries were settled by {name} at {time}', from the marks or entries that hold them. */
async function settledBefore(store: Store, held: readonly SettleMark[], total: number): Promise<HttpsError> {
  const latest = held.reduce((a, b) => (b.at > a.at ? b : a));
  const by = await namedActor(store, latest.by);
  const message = settlementMessages.settledBefore(held.length, total, by, latest.at);
  return new HttpsError('failed-precondition', message, {
    reason: SETTLE_CONFLICT_REASON,
    message,
    settledIds: held.map((mark) => mark.settlementId),
  });
}

/** As `settledBefore`, unless an entry is being reopened (its mark names no settlement). */
async function heldBefore(store: Store, held: readonly SettleMark[], total: number): Promise<HttpsError> {
  const reopening = held.find(isReopeningMark);
  if (!reopening) return settledBefore(store, held, total);
  const message = transitionMessages.beingReopened(await namedActor(store, reopening.by));
  return new HttpsError('failed-precondition', message, {
    reason: SETTLE_CONFLICT_REASON,
    message,
    settledIds: [],
  });
}

/** Whether every entry is still as it was read (same state, same last write). */
async function unchangedSince(
  store: Store,
  entries: readonly { id: string; entry: SpendEntryRecord }[],
): Promise<boolean> {
  const now = await readEntries(
    store,
    entries.map(({ id }) => id),
  );
  return entries.every(
    ({ entry }, index) =>
      now[index]?.entry?.state === entry.state && now[index].entry.updatedAt === entry.updatedAt,
  );
}

/**
 * The entries a settlement names, read and checked: all the person's, none settled already (refused
 * naming who settled them and when), each one the caller may settle and an approved balance, the form
 * right for their balance and days.
 */
async function settleableEntries(
  store: Store,
  caller: Caller,
  input: RecordSettlementInput,
  ids: readonly string[],
  at: number,
): Promise<{ id: string; entry: SpendEntryRecord }[]> {
  const read = await readEntries(store, ids);
  const held: SettleMark[] = [];
  for (const { entry } of read) {
    if (!entry || entry.owner.uid !== input.ownerUid) {
      throw new HttpsError('invalid-argument', settlementMessages.otherPerson);
    }
    if (entry.settlement) {
      held.push({ settlementId: entry.settlement.id, by: entry.settlement.by, at: entry.settlement.at });
      continue;
    }
    const check = checkTransition({ state: 'approved', ownerUid: entry.owner.uid }, 'settle', {
      uid: caller.uid,
      roles: caller.roles,
    });
    if (!check.allowed) {
      if (check.reason === 'own-entry')
        throw new HttpsError('permission-denied', settlementMessages.ownEntries);
      throw new HttpsError('permission-denied', check.message);
    }
    if (!isSettleable(entry)) throw new HttpsError('failed-precondition', settlementMessages.notApproved);
  }
  if (held.length > 0) throw await settledBefore(store, held, ids.length);
  const entries = read.flatMap(({ id, entry }) => (entry ? [{ id, entry }] : []));
  const balance = entries.reduce((sum, { entry }) => sum + entryBalancePaise(entry), 0);
  const latest = latestDayOf(entries.map(({ entry }) => entry));
  const problems = settlementProblems(input, balance, orgDayOf(at), latest);
  if (problems.length > 0) throw fieldError(problems);
  return entries;
}

/** A settlement's record written leaf by leaf, beside the amount its booking writes. */
function settlementWrites(
  id: string,
  settlement: Omit<SettlementRecord, 'amountPaise'>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(storable(settlement)).map(([key, value]) => [`${settlementPath(id)}/${key}`, value]),
  );
}

/** The settlement's record, and each entry as the settlement leaves it. */
function settlementAndMoves(
  input: RecordSettlementInput,
  entries: readonly { id: string; entry: SpendEntryRecord }[],
  { settlementId, by, at }: SettleMark,
  ids: string[],
): {
  settlement: Omit<SettlementRecord, 'amountPaise'>;
  moves: { id: string; before: SpendEntryRecord; after: SpendEntryRecord }[];
} {
  const reference = input.reference.trim();
  const settlement: Omit<SettlementRecord, 'amountPaise'> = {
    owner: entries[0]?.entry.owner ?? { uid: input.ownerUid },
    direction: input.direction,
    mode: input.mode,
    reference,
    date: input.date,
    entryIds: ids,
    by,
    at,
    requestId: input.requestId,
  };
  const moves = entries.map(({ id, entry }) => ({
    id,
    before: entry,
    after: {
      ...entry,
      // An approved spend becomes settled; a refused or withdrawn one keeps its state, its advance returned.
      state: entry.state === 'approved' ? ('settled' as const) : entry.state,
      updatedAt: at,
      settlement: { id: settlementId, date: input.date, mode: input.mode, reference, at, by },
      history: [...entry.history, { kind: 'settled' as const, at, by, settlementId }],
    },
  }));
  return { settlement, moves };
}

/**
 * An admin records a settlement of a person's approved, unsettled entries, exactly once: the form is
 * checked against the entries' balance, then one transaction on the person's marks takes every ticked
 * entry or none (an entry another settlement holds refuses the whole settlement, naming who and when),
 * then one atomic update writes the settlement, the settled entries, their records, the totals and the
 * balances, with the request's outcome (the same request id answers the first settlement).
 */
export async function recordSettlement(
  store: Store,
  caller: Caller,
  input: RecordSettlementInput,
  now: () => number = Date.now,
): Promise<{ settlementId: string }> {
  const key = { uid: caller.uid, callable: 'recordSettlement', requestId: input.requestId, input };
  return runOnce(
    store,
    key,
    async () => {
      const at = now();
      const ids = [...new Set(input.entryIds)].sort();
      const entries = await settleableEntries(store, caller, input, ids, at);

      const settlementId = store.newId();
      const by = createdByOf(caller);
      const marked = await markEntries(
        store,
        input.ownerUid,
        ids,
        { settlementId, by, at },
        await abandonedSettlements(store, input.ownerUid, at),
      );
      if (!marked.committed) {
        throw await heldBefore(store, marked.held, ids.length);
      }
      let booking: Booking | null = null;
      try {
        // A reopen that landed between the first read and the marks changed an entry: read them again.
        if (!(await unchangedSince(store, entries)))
          throw new HttpsError('failed-precondition', settlementMessages.notApproved);
        const { settlement, moves } = settlementAndMoves(input, entries, { settlementId, by, at }, ids);
        const moved = await entryMoves(store, moves, { requestId: input.requestId, at });
        booking = moved.booking;
        return {
          writes: {
            ...moved.writes,
            // Leaf by leaf: the book writes the settlement's amount from its postings' lines.
            ...settlementWrites(settlementId, settlement),
            [`${settlementOwnerPath(input.ownerUid)}/${settlementId}`]: input.date,
          },
          result: { settlementId },
          undo: async () => {
            // Only when the settlement was not written: its marks are what hold its entries.
            if ((await store.get(settlementPath(settlementId))) === null)
              await unmarkEntries(store, input.ownerUid, ids, settlementId);
            await moved.booking.release();
          },
        };
      } catch (error) {
        await unmarkEntries(store, input.ownerUid, ids, settlementId);
        await booking?.release();
        throw error;
      }
    },
    now,
  );
}
