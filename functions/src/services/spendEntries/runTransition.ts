import type { SpendEntryView } from '../../domain/api/spendEntryView.js';
import type { SpendAction, SpendState } from '../../domain/spendEntries/entryStates.js';
import { spendEntryPath, type SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import { spendCollections, type SpendSide } from '../../domain/spend/sides.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { runOnce, type RequestKey } from '../requests/runOnce.js';
import { claimEntry, releaseEntry, withoutClaim, type ClaimedEntry, type EntryCheck } from './claimEntry.js';
import { HttpsError } from 'firebase-functions/v2/https';
import { transitionMessages } from '../../domain/spendEntries/entryMessages.js';
import { entryIndexWrites } from './entryIndexWrites.js';
import { entryView, readEntry } from './entryView.js';
import { storable } from './storable.js';
import { bookEntryChange, type Booking } from '../ledger/book.js';

export interface TransitionPlan {
  /** The entry after the transition (its claim is dropped). */
  after: SpendEntryRecord;
  /** Everything else the transition writes: records, totals, bills. */
  writes: Record<string, unknown>;
}

export type Planner = (claimed: ClaimedEntry, at: number) => Promise<TransitionPlan>;

import type { Hold } from '../requests/hold.js';

export type { Hold };

/**
 * One transition of an entry, once per request id: claim the entry (the transition table decides
 * whether this caller may), plan the new entry and its writes, then write the entry, its records, the
 * totals and every index in one atomic update with the request's outcome.
 */
export async function runTransition(
  store: Store,
  key: RequestKey,
  input: {
    entryId: string;
    action: SpendAction | EntryCheck;
    caller: Caller;
    hold?: () => Promise<Hold>;
  },
  plan: Planner,
  now: () => number = Date.now,
): Promise<{ entry: SpendEntryView }> {
  // The request keeps only the entry's id: the answer (first time or retried) is the entry as it now is.
  await runOnce(store, key, async () => {
    const hold = input.hold ? await input.hold() : null;
    let claimed: ClaimedEntry | null = null;
    let booking: Booking | null = null;
    try {
      claimed = await claimEntry(store, input.entryId, input.action, input.caller, now);
      const at = now();
      const { after, writes } = await plan(claimed, at);
      const record = storable(after);
      booking = await bookEntryChange(
        store,
        { entryId: input.entryId, before: claimed.before, after: record },
        { at, requestId: key.requestId },
      );
      return {
        writes: {
          ...writes,
          ...hold?.writes,
          [spendEntryPath(input.entryId)]: record,
          ...entryIndexWrites(input.entryId, claimed.before, record),
          ...booking.writes,
        },
        result: { entryId: input.entryId },
        undo: async () => {
          if (claimed) await releaseEntry(store, claimed);
          await hold?.release();
          await booking?.release();
        },
      };
    } catch (error) {
      if (claimed) await releaseEntry(store, claimed);
      await hold?.release();
      await booking?.release();
      throw error;
    }
  });
  const entry = await readEntry(store, input.entryId);
  if (!entry) throw new HttpsError('not-found', transitionMessages.notFound);
  return { entry: await entryView(store, input.entryId, withoutClaim(entry)) };
}

/** The stored per-place records of an entry, keyed by path (missing ones left out). */
export async function readRecords(
  store: Store,
  side: SpendSide,
  recordIds: readonly string[],
): Promise<Record<string, Record<string, unknown>>> {
  const values = await Promise.all(
    recordIds.map(async (id) => {
      const path = `${spendCollections[side]}/${id}`;
      return [path, await store.get<Record<string, unknown>>(path)] as const;
    }),
  );
  return Object.fromEntries(
    values.filter((pair): pair is readonly [string, Record<string, unknown>] => pair[1] !== null),
  );
}

/**
 * The writes that mirror an entry's new state on each of its records still stored. A record holds no
 * money of the decision: the places' figures move with the book's postings (figureChanges.ts) and a
 * record's approved share is read from its entry (`recordApprovedPaise`).
 */
export async function recordStateWrites(
  store: Store,
  side: SpendSide,
  recordIds: readonly string[],
  state: SpendState,
): Promise<Record<string, unknown>> {
  const records = await readRecords(store, side, recordIds);
  return Object.fromEntries(Object.keys(records).map((path) => [`${path}/state`, state]));
}

/**
 * The records' new values (the places' totals move with the book's postings, figureChanges.ts).
 */
export function recordWrites(after: Record<string, Record<string, unknown> | null>): Record<string, unknown> {
  return storable(after);
}
