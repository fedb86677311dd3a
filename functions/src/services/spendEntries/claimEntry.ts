import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { SPEND_CONFLICT_REASON, type SpendConflictDetails } from '../../domain/api/spendEntryView.js';
import { createdByOf, type CreatedBy } from '../../domain/records/createdBy.js';
import type { SpendAction, SpendState } from '../../domain/spendEntries/entryStates.js';
import { transitionMessages } from '../../domain/spendEntries/entryMessages.js';
import { spendEntryPath, type SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import { checkTransition, type TransitionCheck } from '../../domain/spendEntries/transitions.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { STALE_CLAIM_MS } from '../requests/runOnce.js';
import { entryView, parseEntry, readEntry } from './entryView.js';
import { storable } from './storable.js';
import { backoff } from '../retry/backoff.js';
import { entryWithKeptNames, readKeptNames, withKeptName } from '../people/names.js';

/** How long an admin whose decision met another's claim waits for that decision to land. */
const WAIT_FOR_CLAIM_MS = 5_000;
/** How long a transaction that saw no entry (the Realtime Database's first guess) is tried again. */
const WAIT_FOR_READ_MS = 2_000;

export interface ClaimedEntry {
  id: string;
  /** The entry as it was before this transition (without the claim). */
  before: SpendEntryRecord;
  to: SpendState;
  token: string;
  by: CreatedBy;
}

export type EntryCheck = (entry: SpendEntryRecord) => TransitionCheck;
type TableRefusal = Extract<TransitionCheck, { allowed: false }>;
type Refusal = TableRefusal | { reason: 'busy'; by: CreatedBy };

/** The refusal of a transition, with the entry as it now is (so the row updates). */
export async function conflict(store: Store, id: string, message: string): Promise<HttpsError> {
  const entry = await readEntry(store, id);
  const details: SpendConflictDetails = {
    reason: SPEND_CONFLICT_REASON,
    message,
    entry: entry ? await entryView(store, id, withoutClaim(entry)) : null,
  };
  return new HttpsError('failed-precondition', message, details);
}

export function withoutClaim(entry: SpendEntryRecord): SpendEntryRecord {
  const rest = { ...entry };
  delete rest.claim;
  return rest;
}

/** What a refused transition answers: a conflict (with the entry) when its state or version is wrong. */
export async function refusalError(store: Store, id: string, refusal: TableRefusal): Promise<HttpsError> {
  if (refusal.reason === 'state' || refusal.reason === 'changed') return conflict(store, id, refusal.message);
  return new HttpsError('permission-denied', refusal.message);
}

/** The transition table's answer for this entry, action and caller. */
export function tableCheck(entry: SpendEntryRecord, action: SpendAction, caller: Caller): TransitionCheck {
  const subject = {
    state: entry.state,
    ownerUid: entry.owner.uid,
    decidedBy: entry.decidedBy,
    decidedAt: entry.decidedAt,
    settlement: entry.settlement,
  };
  return checkTransition(subject, action, caller);
}

/**
 * Takes the entry for one transition: a transaction on the entry that checks the transition table for
 * this caller and, if allowed, marks the entry as claimed by this attempt. The transition is then
 * written (entry, records, totals, indexes) in one atomic update that clears the claim. Of two admins
 * deciding at once, one claims; the other waits for that decision to land and is told who made it.
 */
export async function claimEntry(
  store: Store,
  id: string,
  action: SpendAction | EntryCheck,
  caller: Caller,
  now: () => number = Date.now,
): Promise<ClaimedEntry> {
  const checkOf =
    typeof action === 'function' ? action : (entry: SpendEntryRecord) => tableCheck(entry, action, caller);
  const token = randomUUID();
  const by = createdByOf(caller);
  const busyPause = backoff({ firstMs: 50, maxMs: 250, giveUpAfterMs: WAIT_FOR_CLAIM_MS });
  const readPause = backoff({ giveUpAfterMs: WAIT_FOR_READ_MS });
  // Read before the transaction, where nothing can be read: a refusal names who acted by name.
  const kept = await readKeptNames(store);
  for (;;) {
    const seen: { refusal?: Refusal; to?: SpendState } = {};
    const at = now();
    const result = await store.transaction<unknown>(spendEntryPath(id), (current) => {
      delete seen.refusal;
      const entry = parseEntry(current);
      if (entry === null) return undefined;
      if (entry.claim && entry.claim.at > at - STALE_CLAIM_MS) {
        seen.refusal = { reason: 'busy', by: withKeptName(kept, entry.claim.by) };
        return undefined;
      }
      const check = checkOf(entryWithKeptNames(entry, kept));
      if (!check.allowed) {
        seen.refusal = check;
        return undefined;
      }
      seen.to = check.to;
      return storable({ ...entry, claim: { token, at, by } });
    });
    const claimed = parseEntry(result.value);
    if (result.committed && claimed && seen.to !== undefined) {
      return { id, before: withoutClaim(claimed), to: seen.to, token, by };
    }
    const refusal = seen.refusal;
    if (refusal === undefined) {
      // The transaction saw no entry: there is none, what is there is no entry, or (Realtime
      // Database) it guessed null first and is asked again after a pause.
      const stored = await store.get(spendEntryPath(id));
      if (parseEntry(stored) === null) throw new HttpsError('not-found', transitionMessages.notFound);
      if (!(await readPause())) throw new HttpsError('unavailable', transitionMessages.unreadable);
      continue;
    }
    if (refusal.reason === 'busy') {
      if (!(await busyPause())) throw await conflict(store, id, transitionMessages.beingDecided(refusal.by));
      continue;
    }
    throw await refusalError(store, id, refusal);
  }
}

/** Gives the entry back after a failure, unless the claim is no longer this attempt's. */
export async function releaseEntry(store: Store, claimed: ClaimedEntry): Promise<void> {
  await store.transaction<unknown>(spendEntryPath(claimed.id), (current) => {
    const entry = parseEntry(current);
    if (entry?.claim?.token !== claimed.token) return undefined;
    return storable(withoutClaim(entry));
  });
}
