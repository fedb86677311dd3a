import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CreatedBy } from '../../domain/records/createdBy.js';
import {
  settleMarksPath,
  settlementMessages,
  type ReversalClaim,
  type SettleMark,
} from '../../domain/settlements/settlement.js';
import type { Store } from '../../ports/store.js';
import { STALE_CLAIM_MS } from '../requests/runOnce.js';
import { backoff } from '../retry/backoff.js';
import { parseMarks, type Marks } from './settleMarks.js';

export type ClaimOutcome =
  | { claimed: true; entryIds: string[]; token: string }
  /** No marks held: the settlement's reversal has been written. */
  | { claimed: false; reversed: true }
  /** Another attempt's live claim holds them; `by` is who is reversing it. */
  | { claimed: false; reversed: false; by: CreatedBy | undefined };

/**
 * One change of the person's marks in a transaction: `change` answers the marks it changes, or
 * undefined to leave them be. An abort is asked again on a fresh read (the Realtime Database first
 * guesses null), so false means the marks as stored refuse the change.
 */
async function changeMarks(store: Store, uid: string, change: (marks: Marks) => Marks | undefined) {
  const pause = backoff({ giveUpAfterMs: 2_000 });
  for (;;) {
    const result = await store.transaction<unknown>(settleMarksPath(uid), (current) => {
      const changed = change(parseMarks(current));
      if (changed === undefined) return undefined;
      return { ...(current as Record<string, unknown> | null), ...changed };
    });
    if (result.committed) return true;
    if (change(parseMarks(await store.get(settleMarksPath(uid)))) === undefined) return false;
    if (!(await pause())) throw new HttpsError('unavailable', settlementMessages.unreadable);
  }
}

const heldBy = (marks: Marks, entryIds: readonly string[], settlementId: string) =>
  entryIds.filter((id) => marks[id]?.settlementId === settlementId);

const liveClaim = (marks: Marks, ids: readonly string[], at: number) =>
  ids
    .map((id) => marks[id]?.reversing)
    .find((claim): claim is ReversalClaim => claim !== undefined && claim.at >= at - STALE_CLAIM_MS);

const withClaim = (marks: Marks, ids: readonly string[], claim: ReversalClaim | undefined): Marks =>
  Object.fromEntries(
    ids.flatMap((id) => {
      const mark = marks[id];
      if (!mark) return [];
      const next: SettleMark = { settlementId: mark.settlementId, by: mark.by, at: mark.at };
      if (claim) next.reversing = claim;
      return [[id, next]];
    }),
  );

/**
 * A reversal's claim: one transaction puts it on every mark the settlement holds, unless a live claim
 * of another attempt is there (a claim older than a request's belongs to an attempt that was stopped,
 * and is taken over). The marks stay on, so a crash leaves the settlement standing with its entries
 * held; the reversal's one write takes them off.
 */
export async function claimReversal(
  store: Store,
  uid: string,
  settlement: { id: string; entryIds: readonly string[] },
  { by, at }: { by: CreatedBy; at: number },
): Promise<ClaimOutcome> {
  const claim: ReversalClaim = { token: randomUUID(), by, at };
  let ids: string[] = [];
  const claimed = await changeMarks(store, uid, (marks) => {
    ids = heldBy(marks, settlement.entryIds, settlement.id);
    if (ids.length === 0 || liveClaim(marks, ids, at)) return undefined;
    return withClaim(marks, ids, claim);
  });
  if (claimed) return { claimed: true, entryIds: ids, token: claim.token };
  const marks = parseMarks(await store.get(settleMarksPath(uid)));
  const held = heldBy(marks, settlement.entryIds, settlement.id);
  if (held.length === 0) return { claimed: false, reversed: true };
  return { claimed: false, reversed: false, by: held.map((id) => marks[id]?.reversing?.by).find(Boolean) };
}

const ownClaim = (marks: Marks, ids: readonly string[], token: string) =>
  ids.length > 0 && ids.every((id) => marks[id]?.reversing?.token === token);

/**
 * Renews the claim just before the reversal's write, if it is still this attempt's: a later attempt
 * then cannot take it over before that write lands or the runtime stops this one.
 */
export function fenceReversal(
  store: Store,
  uid: string,
  { entryIds, token }: { entryIds: readonly string[]; token: string },
  at: number,
): Promise<boolean> {
  return changeMarks(store, uid, (marks) => {
    if (!ownClaim(marks, entryIds, token)) return undefined;
    const claim = marks[entryIds[0] ?? '']?.reversing;
    return claim ? withClaim(marks, entryIds, { ...claim, at }) : undefined;
  });
}

/** Takes the claim off the marks (they stay), if it is still this attempt's: a retry reverses it. */
export async function releaseReversal(
  store: Store,
  uid: string,
  { entryIds, token }: { entryIds: readonly string[]; token: string },
): Promise<void> {
  await changeMarks(store, uid, (marks) =>
    ownClaim(marks, entryIds, token) ? withClaim(marks, entryIds, undefined) : undefined,
  );
}
