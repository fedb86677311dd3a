import type { AdvanceMode } from '../../domain/advances/advance.js';
import { datedForBooking } from '../../domain/ledger/lateBooking.js';
import { accounts, unbalancedReason, type LedgerLine } from '../../domain/ledger/lines.js';
import { personDayKey, sideDayKey, type Posting } from '../../domain/ledger/posting.js';
import { zeroAmounts } from '../../domain/ledger/postingAmounts.js';
import type { CreatedBy } from '../../domain/records/createdBy.js';
import type { SpendSide } from '../../domain/spend/sides.js';
import type { Store } from '../../ports/store.js';
import type { Hold } from '../requests/hold.js';
import { addHoldings, takeFromHolding } from './advanceHoldings.js';
import { postingWrites, UnbalancedPostingError, type Booking } from './book.js';
import { holdLedgerDay, holdLedgerDays, readLedgerClose } from './monthClose.js';

/** An advance's payment posting `{advanceId}_paid`; a return's `{advanceId}_r{returnId}`. */
export const advancePostingId = (advanceId: string, part: 'paid' | { returnId: string }): string =>
  part === 'paid' ? `${advanceId}_paid` : `${advanceId}_r${part.returnId}`;

/** Where the money moved: Cash for cash, else Bank (UPI and bank transfers). */
const moneyAccount = (mode: AdvanceMode): string => (mode === 'cash' ? accounts.cash : accounts.bank);

/**
 * The two lines of an advance's money: paid, the person's advance ledger debited and Bank or Cash
 * credited; returned, the other way round.
 */
export function advanceLines(
  uid: string,
  paise: number,
  mode: AdvanceMode,
  kind: AdvanceMoneyKind,
): LedgerLine[] {
  const sign = kind === 'advancePaid' ? 1 : -1;
  return [
    { account: accounts.advances(uid), paise: sign * paise },
    { account: moneyAccount(mode), paise: -sign * paise },
  ];
}

export type AdvanceMoneyKind = 'advancePaid' | 'advanceReturned';

export interface AdvanceMoneyEvent {
  advanceId: string;
  kind: AdvanceMoneyKind;
  postingId: string;
  owner: CreatedBy;
  side: SpendSide;
  paise: number;
  mode: AdvanceMode;
  /** The day the money moved: the posting's day. */
  day: string;
  by: CreatedBy;
  at: number;
  requestId?: string;
  reason?: string;
  /**
   * Booked on the first open day when its day's month is closed (an advance made from a spend saved
   * before advances existed); otherwise a closed day is refused on the form's date.
   */
  late?: boolean;
}

/** An advance's money as a posting: balanced lines on the day the money moved (late when asked). */
function advancePosting(event: AdvanceMoneyEvent, closedThrough: string | undefined): Posting {
  const uid = event.owner.uid;
  const base: Posting = {
    person: uid,
    ...(event.owner.email ? { personEmail: event.owner.email } : {}),
    side: event.side,
    kind: event.kind,
    day: event.day,
    personDay: personDayKey(uid, event.day),
    sideDay: sideDayKey(event.side, event.day),
    advanceId: event.advanceId,
    lines: advanceLines(uid, event.paise, event.mode, event.kind),
    amounts: zeroAmounts(),
    places: [],
    by: event.by,
    at: event.at,
    ...(event.requestId ? { requestId: event.requestId } : {}),
    ...(event.reason ? { reason: event.reason } : {}),
  };
  const posting = event.late ? datedForBooking(base, closedThrough) : base;
  const unbalanced = unbalancedReason(posting.lines);
  if (unbalanced !== null)
    throw new UnbalancedPostingError(`Posting ${event.postingId} is refused: ${unbalanced}.`);
  return posting;
}

const bookingOf = (postings: Record<string, unknown>, holds: readonly Hold[]): Booking => {
  const writes = { ...postings };
  for (const hold of holds) Object.assign(writes, hold.writes);
  return {
    writes,
    release: async () => {
      await Promise.all(holds.map((hold) => hold.release()));
    },
  };
};

/**
 * Books an advance's payment or return through the book's rules: balanced lines on the day the money
 * moved, that day held open (refused on the form's date in a closed month), and what the person holds
 * moved with it: a payment adds the advance to their holdings, a return takes from it (refused beyond
 * what is left). `release` undoes both when the event's write fails.
 */
export async function bookAdvanceMoney(store: Store, event: AdvanceMoneyEvent): Promise<Booking> {
  const uid = event.owner.uid;
  const posting = advancePosting(event, event.late ? (await readLedgerClose(store)).through : undefined);
  const holds: Hold[] = [];
  try {
    holds.push(await holdLedgerDay(store, posting.day, 'date', event.at));
    holds.push(
      event.kind === 'advancePaid'
        ? await addHoldings(store, uid, new Map([[event.advanceId, { paise: event.paise, day: event.day }]]))
        : await takeFromHolding(store, uid, event.advanceId, event.paise),
    );
  } catch (error) {
    await Promise.all(holds.map((hold) => hold.release()));
    throw error;
  }
  return bookingOf(postingWrites([{ id: event.postingId, posting }]), holds);
}

/**
 * Books many advances' payments as one event (the migration's): each as bookAdvanceMoney books it,
 * with the days held open by one hold (holdLedgerDays) and each person's holdings moved in one
 * transaction, for one atomic update. `release` undoes both when that update fails.
 */
export async function bookAdvancePayments(
  store: Store,
  events: readonly (AdvanceMoneyEvent & { kind: 'advancePaid' })[],
  at: number,
): Promise<Booking> {
  const closedThrough = events.some(({ late }) => late) ? (await readLedgerClose(store)).through : undefined;
  const postings: { id: string; posting: Posting }[] = [];
  const days: string[] = [];
  const byPerson = new Map<string, Map<string, { paise: number; day: string }>>();
  for (const event of events) {
    const posting = advancePosting(event, closedThrough);
    postings.push({ id: event.postingId, posting });
    days.push(posting.day);
    const mine = byPerson.get(event.owner.uid) ?? new Map<string, { paise: number; day: string }>();
    mine.set(event.advanceId, { paise: event.paise, day: event.day });
    byPerson.set(event.owner.uid, mine);
  }
  const holds: Hold[] = [];
  try {
    holds.push(await holdLedgerDays(store, days, 'date', at));
    for (const [uid, changes] of byPerson) holds.push(await addHoldings(store, uid, changes));
  } catch (error) {
    await Promise.all(holds.map((hold) => hold.release()));
    throw error;
  }
  return bookingOf(postingWrites(postings), holds);
}
