import type { CloseChecklistOutput } from '../../domain/api/closeChecklist.js';
import { monthOfDay } from '../../domain/ledger/monthClose.js';
import { LEDGER_POSTINGS_PATH, sideDayKey } from '../../domain/ledger/posting.js';
import { monthDays } from '../../domain/settlements/statement.js';
import { toPaise } from '../../domain/spend/money.js';
import { spendSides } from '../../domain/spend/sides.js';
import { ANY, queueNodePath } from '../../domain/spendEntries/reviewIndex.js';
import type { Store } from '../../ports/store.js';
import { readEntry } from '../spendEntries/entryView.js';
import { readLedgerClose } from './monthClose.js';

/** Whether any posting is dated in the month: one posting of either side is enough. */
async function anyBooked(store: Store, month: string): Promise<boolean> {
  const { first, last } = monthDays(month);
  const found = await Promise.all(
    spendSides.map((side) =>
      store.query<unknown>(LEDGER_POSTINGS_PATH, {
        orderBy: 'sideDay',
        startAt: sideDayKey(side, first),
        endAt: sideDayKey(side, last),
        limitToFirst: 1,
      }),
    ),
  );
  return found.some((rows) => rows.length > 0);
}

/**
 * What a close of `month` leaves behind: the spends dated in the months it would close (after the last
 * closed one, up to `month`) that still wait for review, read from the review queue (a spend may be
 * saved or corrected into a past month after it was created, so every waiting one is read), and
 * whether anything is booked in `month` at all.
 */
export async function closeChecklist(store: Store, month: string): Promise<CloseChecklistOutput> {
  const [close, queued, booked] = await Promise.all([
    readLedgerClose(store),
    store.query<string>(queueNodePath(ANY, ANY, ANY), { orderBy: '$key' }),
    anyBooked(store, month),
  ]);
  const entries = await Promise.all(queued.map(({ value }) => readEntry(store, value)));
  const waiting = { count: 0, paise: 0 };
  for (const entry of entries) {
    if (entry?.state !== 'waiting') continue;
    const of = monthOfDay(entry.day);
    if (of > month || (close.through !== undefined && of <= close.through)) continue;
    waiting.count += 1;
    waiting.paise += toPaise(entry.amounts.spentAmount);
  }
  return { month, waiting, booked };
}
