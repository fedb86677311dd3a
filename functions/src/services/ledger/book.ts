import { HttpsError } from 'firebase-functions/v2/https';
import { entryMoney } from '../../domain/ledger/entryMoney.js';
import { entryPosting } from '../../domain/ledger/entryPostings.js';
import { latestEventDay } from '../../domain/ledger/eventDays.js';
import { unbalancedReason } from '../../domain/ledger/lines.js';
import { monthOfDay } from '../../domain/ledger/monthClose.js';
import {
  LEDGER_POSTINGS_PATH,
  ledgerDaysPath,
  storedPosting,
  type Posting,
} from '../../domain/ledger/posting.js';
import {
  balanceChange,
  postingAmountNames,
  subtractAmounts,
  zeroAmounts,
} from '../../domain/ledger/postingAmounts.js';
import { entryPostingId } from '../../domain/ledger/postingId.js';
import { settlementMessages } from '../../domain/settlements/settlement.js';
import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import { increment, type Store } from '../../ports/store.js';
import type { Hold } from '../requests/hold.js';
import { billEvidence } from './billEvidence.js';
import { holdLedgerDay } from './monthClose.js';

/**
 * The book's one writer: nothing else writes `ledger_postings` or `ledger_days` (lint-enforced). Every
 * money event passes here, which refuses a posting whose lines do not sum to zero or whose figures are
 * not what the event moved, holds every day it touches open (refused in a closed month, whoever
 * calls: a save, a correction, a decision, a settlement, a reversal, a rebuild), and refuses a
 * settlement dated before the latest event of what it settles.
 */

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

async function checkedPosting(
  store: Store,
  change: EntryChange,
  requestId: string | undefined,
): Promise<Posting | null> {
  const bills = await billEvidence(store, change.after);
  const posting = entryPosting(change.entryId, change.before, change.after, requestId, bills);
  if (posting === null) return null;
  const unbalanced = unbalancedReason(posting.lines);
  const expected = subtractAmounts(
    entryMoney(change.after),
    change.before ? entryMoney(change.before) : zeroAmounts(),
  );
  const differs = postingAmountNames.filter((name) => posting.amounts[name] !== expected[name]);
  if (unbalanced !== null || differs.length > 0) {
    throw new UnbalancedPostingError(
      `The posting of entry ${change.entryId} is refused: ${unbalanced ?? `its lines move ${differs.join(', ')} by other amounts than its event`}.`,
    );
  }
  return posting;
}

/** The writes of postings already checked: each posting and its day's balance change (a cache). */
function postingWrites(postings: readonly { id: string; posting: Posting }[]): Record<string, unknown> {
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

/** The form field a closed day is reported on. */
const fieldOf: Partial<Record<Posting['kind'], string>> = { settled: 'date', settlementReversed: 'reason' };

/** The days a change touches: its posting's day, and a saved or corrected spend's own (new) day. */
function touchedDays(change: EntryChange, posting: Posting | null): { day: string; field: string }[] {
  const last = change.after.history.at(-1);
  const claims = change.before === null || last?.kind === 'saved' || last?.kind === 'corrected';
  const days = claims ? [{ day: change.after.day, field: 'day' }] : [];
  if (posting && !days.some(({ day }) => day === posting.day)) {
    days.push({ day: posting.day, field: fieldOf[posting.kind] ?? 'day' });
  }
  return days;
}

function settledTooEarly(change: EntryChange, posting: Posting): HttpsError | null {
  if (posting.kind !== 'settled' || change.before === null) return null;
  const latest = latestEventDay(change.before);
  if (posting.day >= latest) return null;
  const message = settlementMessages.dateBeforeSpends(latest);
  return new HttpsError('invalid-argument', `date: ${message}`, {
    fieldErrors: [{ field: 'date', message }],
  });
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
 * postings of what moved, each checked, every day they touch held open, for the event's own atomic
 * update. `release` lets go of the held days when that update fails.
 */
export async function bookEntryChanges(
  store: Store,
  changes: readonly EntryChange[],
  { at, requestId }: { at: number; requestId?: string },
): Promise<Booking> {
  const postings: { id: string; posting: Posting }[] = [];
  const days = new Map<string, { day: string; field: string }>();
  for (const change of changes) {
    const posting = await checkedPosting(store, change, requestId);
    if (posting) {
      const early = settledTooEarly(change, posting);
      if (early) throw early;
      postings.push({
        id: entryPostingId(change.entryId, Math.max(0, change.after.history.length - 1)),
        posting,
      });
    }
    for (const touched of touchedDays(change, posting)) days.set(touched.day, touched);
  }
  const holds = await holdDays(store, [...days.values()], at);
  return {
    writes: Object.assign({}, postingWrites(postings), ...holds.map((hold) => hold.writes)) as Record<
      string,
      unknown
    >,
    release: async () => {
      await Promise.all(holds.map((hold) => hold.release()));
    },
  };
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
