import {
  LEDGER_POSTINGS_PATH,
  ledgerDaysPath,
  personDayKey,
  readPosting,
  sideDayKey,
  type Posting,
} from '../../domain/ledger/posting.js';
import { monthDays } from '../../domain/settlements/statement.js';
import { spendSides } from '../../domain/spend/sides.js';
import type { Store } from '../../ports/store.js';

/** Every posting dated in the month, of both sides, by day, booking time and id. */
export async function monthPostings(
  store: Store,
  month: string,
): Promise<{ id: string; posting: Posting }[]> {
  const { first, last } = monthDays(month);
  const lists = await Promise.all(
    spendSides.map((side) =>
      store.query<unknown>(LEDGER_POSTINGS_PATH, {
        orderBy: 'sideDay',
        startAt: sideDayKey(side, first),
        endAt: sideDayKey(side, last),
      }),
    ),
  );
  return lists
    .flat()
    .flatMap(({ key, value }) => {
      const posting = readPosting(value);
      return posting && posting.day >= first && posting.day <= last ? [{ id: key, posting }] : [];
    })
    .sort(
      (a, b) =>
        a.posting.day.localeCompare(b.posting.day) || a.posting.at - b.posting.at || (a.id < b.id ? -1 : 1),
    );
}

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
