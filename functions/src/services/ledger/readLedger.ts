import {
  LEDGER_POSTINGS_PATH,
  ledgerDaysPath,
  personDayKey,
  readPosting,
  type Posting,
} from '../../domain/ledger/posting.js';
import type { Store } from '../../ports/store.js';

/** A person's postings dated from `first` to `last` (days, inclusive), by day then booking order. */
export async function personPostings(
  store: Store,
  uid: string,
  first: string,
  last: string,
): Promise<{ id: string; posting: Posting }[]> {
  const rows = await store.query<unknown>(LEDGER_POSTINGS_PATH, {
    orderBy: 'personDay',
    startAt: personDayKey(uid, first),
    endAt: personDayKey(uid, last),
  });
  return rows
    .flatMap(({ key, value }) => {
      const posting = readPosting(value);
      return posting && posting.person === uid ? [{ id: key, posting }] : [];
    })
    .sort((a, b) => a.posting.day.localeCompare(b.posting.day) || a.posting.at - b.posting.at);
}

/** A person's balance before `day`: the sum of the per day balance changes (a cache of the postings). */
export async function balanceBefore(store: Store, uid: string, day: string): Promise<number> {
  const rows = await store.query<{ change?: unknown }>(ledgerDaysPath(uid), { orderBy: '$key', endAt: day });
  let sum = 0;
  for (const { key, value } of rows) {
    const change = value.change;
    if (key < day && typeof change === 'number' && Number.isSafeInteger(change)) sum += change;
  }
  return sum;
}
