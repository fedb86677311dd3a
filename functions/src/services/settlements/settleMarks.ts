import {
  settleMarkSchema,
  settleMarksPath,
  settlementMessages,
  settlementPath,
  type SettleMark,
} from '../../domain/settlements/settlement.js';
import type { Store } from '../../ports/store.js';
import { HttpsError } from 'firebase-functions/v2/https';
import { STALE_CLAIM_MS } from '../requests/runOnce.js';
import { backoff } from '../retry/backoff.js';

export type Marks = Record<string, SettleMark>;

export function parseMarks(value: unknown): Marks {
  if (typeof value !== 'object' || value === null) return {};
  const marks: Marks = {};
  for (const [entryId, mark] of Object.entries(value)) {
    const parsed = settleMarkSchema.safeParse(mark);
    if (parsed.success) marks[entryId] = parsed.data;
  }
  return marks;
}

/**
 * The settlements whose marks an abandoned attempt left: older than a request's claim may live and
 * with no settlement written (the attempt marked the entries, then was stopped before its one write).
 * Their marks hold nothing and may be taken over.
 */
export async function abandonedSettlements(store: Store, uid: string, now: number): Promise<Set<string>> {
  const marks = parseMarks(await store.get(settleMarksPath(uid)));
  const stale = new Set(
    Object.values(marks)
      .filter((mark) => mark.at < now - STALE_CLAIM_MS)
      .map((mark) => mark.settlementId),
  );
  const abandoned = new Set<string>();
  for (const id of stale) if ((await store.get(settlementPath(id))) === null) abandoned.add(id);
  return abandoned;
}

/**
 * The one transaction of a settlement: on the person's marks, it marks every one of `entryIds` as held
 * by `settlementId`, or (if any is held by another settlement) none. Returns the marks that refused it.
 */
export async function markEntries(
  store: Store,
  uid: string,
  entryIds: readonly string[],
  mark: SettleMark,
  abandoned: ReadonlySet<string>,
): Promise<{ committed: true } | { committed: false; held: SettleMark[] }> {
  let held: SettleMark[] = [];
  const result = await store.transaction<unknown>(settleMarksPath(uid), (current) => {
    const marks = parseMarks(current);
    held = entryIds.flatMap((id) => {
      const existing = marks[id];
      return existing && existing.settlementId !== mark.settlementId && !abandoned.has(existing.settlementId)
        ? [existing]
        : [];
    });
    if (held.length > 0) return undefined;
    const next: Record<string, unknown> = { ...(current as Record<string, unknown> | null) };
    for (const id of entryIds) next[id] = mark;
    return next;
  });
  return result.committed ? { committed: true } : { committed: false, held };
}

/** The reversal's transaction: takes the settlement's marks off; false when it holds none (any more). */
export async function unmarkEntries(
  store: Store,
  uid: string,
  entryIds: readonly string[],
  settlementId: string,
): Promise<boolean> {
  const held = (value: unknown) => {
    const marks = parseMarks(value);
    return entryIds.filter((id) => marks[id]?.settlementId === settlementId);
  };
  const pause = backoff({ giveUpAfterMs: 2_000 });
  for (;;) {
    const result = await store.transaction<unknown>(settleMarksPath(uid), (current) => {
      const mine = held(current);
      if (mine.length === 0) return undefined;
      const next = Object.fromEntries(
        Object.entries(current as Record<string, unknown>).filter(([id]) => !mine.includes(id)),
      );
      return Object.keys(next).length === 0 ? null : next;
    });
    if (result.committed) return true;
    // Aborted: none held, unless the Realtime Database guessed null first (then ask again, after a pause).
    if (held(await store.get(settleMarksPath(uid))).length === 0) return false;
    if (!(await pause())) {
      throw new HttpsError('unavailable', settlementMessages.unreadable);
    }
  }
}
