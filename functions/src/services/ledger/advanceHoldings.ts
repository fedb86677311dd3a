import { HttpsError } from 'firebase-functions/v2/https';
import { ADVANCE_OPEN_PATH, advanceOpenPath } from './figurePaths.js';
import { drawPlan } from '../../domain/advances/advanceMoney.js';
import { advanceMessages } from '../../domain/advances/advanceText.js';
import type { Store } from '../../ports/store.js';
import type { Hold } from '../requests/hold.js';

/**
 * What each person holds of their paid advances: `advance_open/{uid}/{advanceId} = { left, day }`, one
 * node a person, the paise left of each open advance and the day it was paid. Every change that takes
 * money from it (an approval drawing on it, a return) is one transaction on that node, which takes the
 * whole amount or nothing, so parallel approvals never use one advance twice; what it takes is given
 * back (`release`) when the event's own write fails. It is a cache of the person's advance ledger
 * (the `advances:{uid}` lines): `ledger check` compares the two.
 */
export interface Holding {
  left: number;
  day: string;
}
export type Holdings = Record<string, Holding>;

export function readHoldings(value: unknown): Holdings {
  const holdings: Holdings = {};
  if (typeof value !== 'object' || value === null) return holdings;
  for (const [id, item] of Object.entries(value as Record<string, unknown>)) {
    if (typeof item !== 'object' || item === null) continue;
    const { left, day } = item as Record<string, unknown>;
    if (typeof left === 'number' && Number.isSafeInteger(left) && typeof day === 'string')
      holdings[id] = { left, day };
  }
  return holdings;
}

export const heldPaise = (holdings: Holdings): number =>
  Object.values(holdings).reduce((sum, { left }) => sum + left, 0);

/** Every person's holdings in one read (Settle). */
export async function readAllHoldings(store: Store): Promise<Map<string, Holdings>> {
  const all = (await store.get<Record<string, unknown>>(ADVANCE_OPEN_PATH)) ?? {};
  return new Map(Object.entries(all).map(([uid, value]) => [uid, readHoldings(value)]));
}

export async function readPersonHoldings(store: Store, uid: string): Promise<Holdings> {
  return readHoldings(await store.get(advanceOpenPath(uid)));
}

/** Applies signed changes by advance id; an advance left with nothing leaves the node. */
function changed(current: Holdings, changes: ReadonlyMap<string, { paise: number; day: string }>): Holdings {
  const next = new Map(Object.entries(current));
  for (const [id, { paise, day }] of changes) {
    const left = (next.get(id)?.left ?? 0) + paise;
    if (left === 0) next.delete(id);
    else next.set(id, { left, day: next.get(id)?.day ?? day });
  }
  return Object.fromEntries(next);
}

async function applyChanges(
  store: Store,
  uid: string,
  changes: ReadonlyMap<string, { paise: number; day: string }>,
): Promise<void> {
  if (changes.size === 0) return;
  await store.transaction<Record<string, unknown>>(advanceOpenPath(uid), (current) => {
    const next = changed(readHoldings(current), changes);
    return Object.keys(next).length === 0 ? null : next;
  });
}

const negated = (changes: ReadonlyMap<string, { paise: number; day: string }>) =>
  new Map([...changes].map(([id, change]) => [id, { ...change, paise: -change.paise }]));

/**
 * Gives money to the holdings (a payment, or an approval undone), now; `release` takes it back when
 * the event's write fails.
 */
export async function addHoldings(
  store: Store,
  uid: string,
  changes: ReadonlyMap<string, { paise: number; day: string }>,
): Promise<Hold> {
  await applyChanges(store, uid, changes);
  return { writes: {}, release: () => applyChanges(store, uid, negated(changes)) };
}

/** Thrown when a person's open advances hold less than an approval's Allocated. */
export function uncoveredError(allocated: number, held: number): HttpsError {
  const message = advanceMessages.uncovered(allocated, held);
  return new HttpsError('failed-precondition', `${message}. ${advanceMessages.uncoveredHint}`, {
    reason: 'advance-uncovered',
    message,
    allocatedPaise: allocated,
    heldPaise: held,
  });
}

/**
 * Takes `needed` paise from a person's open advances, oldest paid first, in one transaction: the
 * advances it drew on, or an error naming what they hold when it is less.
 */
export async function drawHoldings(
  store: Store,
  uid: string,
  needed: number,
): Promise<{ draws: { id: string; paise: number }[]; hold: Hold }> {
  const seen: { plan: { id: string; paise: number }[] | null; held: number } = { plan: null, held: 0 };
  const result = await store.transaction<Record<string, unknown>>(advanceOpenPath(uid), (current) => {
    const holdings = readHoldings(current);
    seen.held = heldPaise(holdings);
    const plan = drawPlan(
      Object.entries(holdings).map(([id, { left, day }]) => ({ id, left, day })),
      needed,
    );
    seen.plan = plan;
    // Null is written back as null: on the Realtime Database a first, stale null is then tried again.
    if (plan === null) return current === null ? null : undefined;
    const changes = new Map(plan.map(({ id, paise }) => [id, { paise: -paise, day: '' }]));
    const next = changed(holdings, changes);
    return Object.keys(next).length === 0 ? null : next;
  });
  const draws = seen.plan;
  if (!result.committed || draws === null) throw uncoveredError(needed, seen.held);
  const days = readHoldings(result.value);
  const giveBack = new Map(draws.map(({ id, paise }) => [id, { paise, day: days[id]?.day ?? '' }] as const));
  return { draws, hold: { writes: {}, release: () => applyChanges(store, uid, giveBack) } };
}

/** Takes `paise` from one open advance (a return), or refuses naming what is left of it. */
export async function takeFromHolding(
  store: Store,
  uid: string,
  advanceId: string,
  paise: number,
): Promise<Hold> {
  let left = 0;
  let day = '';
  const result = await store.transaction<Record<string, unknown>>(advanceOpenPath(uid), (current) => {
    const holdings = readHoldings(current);
    left = holdings[advanceId]?.left ?? 0;
    day = holdings[advanceId]?.day ?? '';
    if (left < paise) return current === null ? null : undefined;
    const next = changed(holdings, new Map([[advanceId, { paise: -paise, day }]]));
    return Object.keys(next).length === 0 ? null : next;
  });
  if (!result.committed || left < paise) {
    throw new HttpsError('failed-precondition', `amount: ${advanceMessages.returnTooMuch(left)}`, {
      fieldErrors: [{ field: 'amount', message: advanceMessages.returnTooMuch(left) }],
    });
  }
  return {
    writes: {},
    release: () => applyChanges(store, uid, new Map([[advanceId, { paise, day }]])),
  };
}
