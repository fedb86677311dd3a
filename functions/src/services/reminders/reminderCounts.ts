import type { VisitKind } from '../../domain/visitCodes.js';
import type { ReminderCounts } from '../../domain/reminders/reminderSummary.js';
import { ownerCountPath } from '../../domain/spendEntries/reviewIndex.js';
import type { Store } from '../../ports/store.js';
import { openFollowUpsOf } from '../followUps/openFollowUps.js';

/**
 * What a person's reminder counts on `today`: their open follow-ups on each side, classed as the Due
 * list classes them, and their spends refused now (the count My spends shows).
 */
export async function reminderCountsOf(
  store: Store,
  uid: string,
  kinds: readonly VisitKind[],
  today: string,
): Promise<ReminderCounts> {
  const [lists, refused] = await Promise.all([
    Promise.all(kinds.map((kind) => openFollowUpsOf(store, kind, uid, today))),
    store.get<number>(ownerCountPath(uid, 'refused')),
  ]);
  const followUps = lists.flat();
  return {
    overdue: followUps.filter((item) => item.dueClass === 'overdue').length,
    today: followUps.filter((item) => item.dueClass === 'today').length,
    refused: Math.max(0, typeof refused === 'number' ? refused : 0),
  };
}
