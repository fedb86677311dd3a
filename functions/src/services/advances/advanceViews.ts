import type { AdvanceView } from '../../domain/api/advanceView.js';
import {
  ADVANCE_REQUESTS_PATH,
  advanceOwnerPath,
  advancePath,
  readAdvance,
  type AdvanceRecord,
} from '../../domain/advances/advance.js';
import { advanceAge, advanceMoney, advanceOutcome, paidState } from '../../domain/advances/advanceMoney.js';
import { advanceLine } from '../../domain/advances/advanceText.js';
import { daysBetween, orgDayOf } from '../../domain/time/orgTime.js';
import type { Store } from '../../ports/store.js';
import { readMoneyNames } from '../people/moneyNames.js';
import type { PeopleNames } from '../people/names.js';

/** The state a stored advance is in: a paid one is open while the person holds some of it. */
export const stateOf = (advance: AdvanceRecord): AdvanceRecord['state'] =>
  advance.payment ? paidState(advance) : advance.state;

/** An advance as the screens show it, named by the money names, its age counted to `today`. */
export function advanceViewOf(
  id: string,
  advance: AdvanceRecord,
  names: PeopleNames,
  today: string,
): AdvanceView {
  const money = advanceMoney(advance);
  const state = stateOf(advance);
  const ageDays =
    state === 'open' && advance.payment ? Math.max(0, daysBetween(advance.payment.day, today)) : null;
  return {
    id,
    owner: { uid: advance.owner.uid, name: names.of(advance.owner) },
    side: advance.side,
    state,
    purpose: advance.purpose,
    askedPaise: advance.askedPaise,
    approvedPaise: advance.approvedPaise ?? null,
    from: advance.from,
    to: advance.to,
    places: advance.places,
    reason: advance.reason ?? null,
    payment: advance.payment
      ? {
          paise: advance.payment.paise,
          mode: advance.payment.mode,
          reference: advance.payment.reference,
          day: advance.payment.day,
          byName: names.of(advance.payment.by),
          at: advance.payment.at,
          fromEntryDay: advance.payment.fromEntry?.day ?? null,
        }
      : null,
    usedPaise: money.used,
    returnedPaise: money.returned,
    leftPaise: money.left,
    carriedForward: advance.carriedForward !== undefined,
    outcome: state === 'closed' ? advanceOutcome(money) : null,
    ageDays,
    age: ageDays === null ? null : advanceAge(ageDays),
    line: advanceLine({ ...advance, state }),
    createdAt: advance.createdAt,
  };
}

export async function readAdvanceById(store: Store, id: string): Promise<AdvanceRecord | null> {
  return readAdvance(await store.get(advancePath(id)));
}

/** Advances by id, read one by one (the missing and unreadable left out). */
export async function readAdvances(
  store: Store,
  ids: readonly string[],
): Promise<{ id: string; advance: AdvanceRecord }[]> {
  const read = await Promise.all(ids.map(async (id) => ({ id, advance: await readAdvanceById(store, id) })));
  return read.flatMap(({ id, advance }) => (advance ? [{ id, advance }] : []));
}

export async function personAdvanceIds(store: Store, uid: string): Promise<string[]> {
  return Object.keys((await store.get<Record<string, unknown>>(advanceOwnerPath(uid))) ?? {});
}

export async function requestedAdvanceIds(store: Store): Promise<string[]> {
  return Object.keys((await store.get<Record<string, unknown>>(ADVANCE_REQUESTS_PATH)) ?? {});
}

/** One advance's view as it now is (what every change answers). */
export async function answerAdvance(
  store: Store,
  id: string,
  now: number,
): Promise<{ advance: AdvanceView }> {
  const advance = await readAdvanceById(store, id);
  if (!advance) throw new Error(`Advance ${id} is missing after its write.`);
  return { advance: advanceViewOf(id, advance, await readMoneyNames(store), orgDayOf(now)) };
}
