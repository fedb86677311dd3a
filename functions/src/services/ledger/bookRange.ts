import { HttpsError } from 'firebase-functions/v2/https';
import { bookRangeProblem } from '../../domain/ledger/bookRange.js';
import { LEDGER_POSTINGS_PATH, readPosting, sideDayKey } from '../../domain/ledger/posting.js';
import { spendSides } from '../../domain/spend/sides.js';
import { orgDayOf } from '../../domain/time/orgTime.js';
import type { Store } from '../../ports/store.js';

/** The day of the book's first posting, of either side; null while it holds none. */
export async function firstPostingDay(store: Store): Promise<string | null> {
  const firsts = await Promise.all(
    spendSides.map((side) =>
      store.query<unknown>(LEDGER_POSTINGS_PATH, {
        orderBy: 'sideDay',
        startAt: sideDayKey(side, ''),
        endAt: sideDayKey(side, '\uf8ff'),
        limitToFirst: 1,
      }),
    ),
  );
  const days = firsts.flat().flatMap(({ value }) => readPosting(value)?.day ?? []);
  return days.length === 0 ? null : days.reduce((a, b) => (b < a ? b : a));
}

/** Refuses (`out-of-range`) a read of a month outside the books: before their first posting, or to come. */
export async function refuseOutsideBooks(
  store: Store,
  month: string,
  now: number = Date.now(),
): Promise<void> {
  const problem = bookRangeProblem(month, await firstPostingDay(store), orgDayOf(now));
  if (problem !== null) throw new HttpsError('out-of-range', problem);
}
