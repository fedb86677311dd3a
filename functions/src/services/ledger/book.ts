import { entryMoney } from '../../domain/ledger/entryMoney.js';
import { entryPostings } from '../../domain/ledger/entryPostings.js';
import { booksLate, datedLate } from '../../domain/ledger/lateBooking.js';
import { unbalancedReason } from '../../domain/ledger/lines.js';
import { monthOfDay } from '../../domain/ledger/monthClose.js';
import {
  LEDGER_POSTINGS_PATH,
  ledgerDaysPath,
  storedPosting,
  type Posting,
} from '../../domain/ledger/posting.js';
import {
  addAmounts,
  balanceChange,
  postingAmountNames,
  subtractAmounts,
  zeroAmounts,
} from '../../domain/ledger/postingAmounts.js';
import { orgDayOf } from '../../domain/time/orgTime.js';
import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import { increment, type Store } from '../../ports/store.js';
import type { Hold } from '../requests/hold.js';
import { billEvidence } from './billEvidence.js';
import { bookedFigureWrites } from './figureChanges.js';
import { holdLedgerDay, readLedgerClose } from './monthClose.js';
import { drawsOf } from './entryDraws.js';
import { settledTooEarly, touchedDays } from './bookDays.js';

/**
 * The book's one writer: nothing else writes `ledger_postings` or `ledger_days` (lint-enforced). Every
 * money event passes here, which refuses a posting whose lines do not sum to zero or whose figures are
 * not what the event moved, holds every day it touches open (refused in a closed month, whoever
 * calls: a save, a correction, a decision, a settlement, a reversal, a rebuild), and refuses a
 * settlement dated before the latest event of what it settles.
 */

type BookedPosting = { id: string; posting: Posting };

/** One entry's change, before and after one event. */
export interface EntryChange {
  entryId: string;
  before: SpendEntryRecord | null;
  after: SpendEntryRecord;
}

/** What a booking writes (with the event's own atomic update) and lets go of when that update fails. */
export type Booking = Hold;

/** Thrown when a posting would break the book: a bug in its caller, never a person's input. */
export class UnbalancedPostingError extends Error {}

async function checkedPostings(
  store: Store,
  change: EntryChange,
  requestId: string | undefined,
): Promise<BookedPosting[]> {
  const index = Math.max(0, change.after.history.length - 1);
  const bills = await billEvidence(store, change.after);
  const postings = entryPostings(change.entryId, index, change.before, change.after, requestId, bills);
  const expected = subtractAmounts(
    entryMoney(change.after),
    change.before ? entryMoney(change.before) : zeroAmounts(),
  );
  const moved = postings.reduce((sum, { posting }) => addAmounts(sum, posting.amounts), zeroAmounts());
  const unbalanced = postings.map(({ posting }) => unbalancedReason(posting.lines)).find((r) => r !== null);
  const differs = postingAmountNames.filter((name) => moved[name] !== expected[name]);
  if (unbalanced !== undefined || differs.length > 0) {
    throw new UnbalancedPostingError(
      `The posting of entry ${change.entryId} is refused: ${unbalanced ?? `its lines move ${differs.join(', ')} by other amounts than its event`}.`,
    );
  }
  return postings;
}

/** The writes of postings already checked: each posting and its day's balance change (a cache). */
export function postingWrites(
  postings: readonly { id: string; posting: Posting }[],
): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  const days = new Map<string, number>();
  for (const { id, posting } of postings) {
    writes[`${LEDGER_POSTINGS_PATH}/${id}`] = storedPosting(posting);
    const path = `${ledgerDaysPath(posting.person)}/${posting.day}/change`;
    days.set(path, (days.get(path) ?? 0) + balanceChange(posting.amounts));
  }
  for (const [path, change] of days) if (change !== 0) writes[path] = increment(change);
  return writes;
}

/**
 * The last closed month, read only when a posting that books late is dated in a month before this one
 * (no month that holds today can be closed).
 */
async function closedThroughFor(
  store: Store,
  computed: readonly { postings: readonly BookedPosting[] }[],
  at: number,
): Promise<string | undefined> {
  const thisMonth = monthOfDay(orgDayOf(at));
  const past = computed.some(({ postings }) =>
    postings.some(({ posting }) => booksLate(posting) && monthOfDay(posting.day) < thisMonth),
  );
  return past ? (await readLedgerClose(store)).through : undefined;
}

async function holdDays(store: Store, days: readonly { day: string; field: string }[], at: number) {
  const holds: Hold[] = [];
  try {
    // One month at a time, oldest first: the first closed one is the one the person is told about.
    const sorted = [...days].sort((a, b) => monthOfDay(a.day).localeCompare(monthOfDay(b.day)));
    for (const { day, field } of sorted) holds.push(await holdLedgerDay(store, day, field, at));
  } catch (error) {
    await Promise.all(holds.map((hold) => hold.release()));
    throw error;
  }
  return holds;
}

/**
 * Books the changes of one event (a save, a decision, a settlement of several entries, ...): the
 * postings of what moved, each checked, dated (a decision on a spend of a closed month is booked late,
 * lateBooking.ts), every day they touch held open, for the event's own atomic update. A month closed
 * between dating and holding dates the booking again, late. `release` lets go of the held days when
 * that update fails.
 */
export async function bookEntryChanges(
  store: Store,
  changes: readonly EntryChange[],
  { at, requestId }: { at: number; requestId?: string },
): Promise<Booking> {
  const computed = await Promise.all(
    changes.map(async (change) => ({ change, postings: await checkedPostings(store, change, requestId) })),
  );
  for (const { change, postings } of computed) {
    for (const { posting } of postings) {
      const early = settledTooEarly(change, posting);
      if (early) throw early;
    }
  }
  const draws = await drawsOf(store, computed);
  try {
    return await bookChecked(store, computed, at, draws);
  } catch (error) {
    await Promise.all(draws.map((hold) => hold.release()));
    throw error;
  }
}

type Computed = { change: EntryChange; postings: BookedPosting[] };

async function bookChecked(
  store: Store,
  computed: readonly Computed[],
  at: number,
  draws: readonly Hold[],
): Promise<Booking> {
  let closedThrough = await closedThroughFor(store, computed, at);
  for (let attempt = 1; ; attempt += 1) {
    const dated = computed.map(({ change, postings }) => ({
      change,
      postings: postings.map(({ id, posting }) => ({ id, posting: datedLate(posting, closedThrough) })),
    }));
    const days = new Map<string, { day: string; field: string }>();
    for (const { change, postings } of dated) {
      for (const touched of touchedDays(change, postings)) days.set(touched.day, touched);
    }
    try {
      const holds = [...(await holdDays(store, [...days.values()], at)), ...draws];
      return bookingOf(
        dated.flatMap(({ postings }) => postings),
        holds,
        bookedFigureWrites(dated),
      );
    } catch (error) {
      const now = (await readLedgerClose(store)).through;
      const redated = computed.some(({ postings }) =>
        postings.some(({ posting }) => datedLate(posting, now).day !== datedLate(posting, closedThrough).day),
      );
      if (attempt >= 3 || !redated) throw error;
      closedThrough = now;
    }
  }
}

function bookingOf(
  postings: readonly BookedPosting[],
  holds: readonly Hold[],
  figures: Record<string, unknown>,
): Booking {
  const writes: Record<string, unknown> = { ...postingWrites(postings), ...figures };
  for (const hold of holds) Object.assign(writes, hold.writes);
  const release = async (): Promise<void> => {
    await Promise.all(holds.map((hold) => hold.release()));
  };
  return { writes, release };
}

/** Books one entry's change (see bookEntryChanges). */
export const bookEntryChange = (
  store: Store,
  change: EntryChange,
  options: { at: number; requestId?: string },
): Promise<Booking> => bookEntryChanges(store, [change], options);

/**
 * The writes of postings a rebuild found missing, dated by the caller (lateBooking.ts): each is
 * checked to balance and never dated in a closed month (`closedThrough`), except the migration of a
 * posting stored before the book had lines, which keeps its day and must keep its figures exactly.
 * Only the postings: the rebuild repairs the per day changes from all postings at once.
 */
export function bookRebuilt(
  postings: readonly { id: string; posting: Posting }[],
  closedThrough: string | undefined,
  stored: ReadonlyMap<string, Posting>,
): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  for (const { id, posting } of postings) {
    const unbalanced = unbalancedReason(posting.lines);
    if (unbalanced !== null) throw new UnbalancedPostingError(`Posting ${id} is refused: ${unbalanced}.`);
    const old = stored.get(id);
    const migrated =
      old?.unbooked === true &&
      old.day === posting.day &&
      postingAmountNames.every((name) => old.amounts[name] === posting.amounts[name]);
    if (closedThrough !== undefined && monthOfDay(posting.day) <= closedThrough && !migrated) {
      throw new UnbalancedPostingError(`Posting ${id} is refused: ${posting.day} is in a closed month.`);
    }
    writes[`${LEDGER_POSTINGS_PATH}/${id}`] = storedPosting(posting);
  }
  return writes;
}
