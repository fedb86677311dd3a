import { HttpsError } from 'firebase-functions/v2/https';
import { latestEventDay } from '../../domain/ledger/eventDays.js';
import type { Posting } from '../../domain/ledger/posting.js';
import { settlementMessages } from '../../domain/settlements/settlement.js';
import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';

/** What the book's writer holds of an entry's change: the entry before and after one event. */
interface Change {
  before: SpendEntryRecord | null;
  after: SpendEntryRecord;
}
type BookedPosting = { id: string; posting: Posting };

/** The form field a closed day is reported on. */
const fieldOf: Partial<Record<Posting['kind'], string>> = { settled: 'date', settlementReversed: 'reason' };

/**
 * The days a change touches: its postings' days, and a saved or corrected spend's own day, new and
 * old (a correction may move a spend neither into nor out of a closed month).
 */
export function touchedDays(
  change: Change,
  postings: readonly BookedPosting[],
): { day: string; field: string }[] {
  const last = change.after.history.at(-1);
  const claims = change.before === null || last?.kind === 'saved' || last?.kind === 'corrected';
  const days = claims ? [{ day: change.after.day, field: 'day' }] : [];
  if (claims && change.before !== null) days.push({ day: change.before.day, field: 'day' });
  for (const { posting } of postings) {
    if (!days.some(({ day }) => day === posting.day)) {
      days.push({ day: posting.day, field: fieldOf[posting.kind] ?? 'day' });
    }
  }
  return days;
}

export function settledTooEarly(change: Change, posting: Posting): HttpsError | null {
  if (posting.kind !== 'settled' || change.before === null) return null;
  const latest = latestEventDay(change.before);
  if (posting.day >= latest) return null;
  const message = settlementMessages.dateBeforeSpends(latest);
  return new HttpsError('invalid-argument', `date: ${message}`, {
    fieldErrors: [{ field: 'date', message }],
  });
}
