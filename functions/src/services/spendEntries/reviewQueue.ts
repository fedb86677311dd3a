import type { ReviewQueueInput, ReviewQueueOutput, ReviewQueueRow } from '../../domain/api/reviewQueue.js';
import { dayVisitsOf, visitDaysPath, type DayVisits } from '../../domain/visits/location/visitDays.js';
import type { SpendEntryView } from '../../domain/api/spendEntryView.js';
import {
  ANY,
  REVIEW_COUNTS_PATH,
  REVIEW_STAFF_PATH,
  queueKeyRange,
  queueNodePath,
} from '../../domain/spendEntries/reviewIndex.js';
import type { Store } from '../../ports/store.js';
import { entryView, readEntry } from './entryView.js';
import { readMoneyNames } from '../people/moneyNames.js';
import { readPeopleNames } from '../people/names.js';

type Input = Omit<ReviewQueueInput, 'limit'> & { limit: number };

/**
 * Reads the views of the given entries, in order, leaving out any the store does not hold: the owner by
 * their money name, whoever acted on it by the name screens call them.
 */
export async function viewsOf(store: Store, ids: readonly string[]): Promise<SpendEntryView[]> {
  const [names, money, views] = await Promise.all([
    readPeopleNames(store),
    readMoneyNames(store),
    Promise.all(
      ids.map(async (id) => {
        const entry = await readEntry(store, id);
        return entry ? entryView(store, id, entry) : null;
      }),
    ),
  ]);
  return views
    .filter((view): view is SpendEntryView => view !== null)
    .map((view) => ({
      ...view,
      owner: money.named(view.owner),
      decidedBy: view.decidedBy && names.named(view.decidedBy),
      history: view.history.map((event) => ('by' in event ? { ...event, by: names.named(event.by) } : event)),
    }));
}

/**
 * Each entry with its owner's visits of its day: one read of `visitDays/{uid}/{day}` per owner and day
 * on the page (a page of 20 reads at most 20 small nodes, however long the visit log grows).
 */
export async function withDayVisits(
  store: Store,
  views: readonly SpendEntryView[],
): Promise<ReviewQueueRow[]> {
  const days = new Map<string, Promise<DayVisits>>();
  for (const { owner, day } of views) {
    const path = visitDaysPath(owner.uid, day);
    if (!days.has(path)) days.set(path, store.get(path).then(dayVisitsOf));
  }
  return Promise.all(
    views.map(async (view) => ({
      ...view,
      dayVisits: await (days.get(visitDaysPath(view.owner.uid, view.day)) ??
        Promise.resolve(dayVisitsOf(null))),
    })),
  );
}

/**
 * One page of the entries waiting for review, oldest first: one key-range query of the index node of
 * the chosen filters (side, staff, flag; a date range and `after` / `through` are a key range), so a
 * page costs the same at 50,000 entries as at 50.
 */
export async function reviewQueue(store: Store, input: Input): Promise<ReviewQueueOutput> {
  const { side, staff, flag, from, to, after, through, limit } = input;
  const range = queueKeyRange(from, to);
  const startAt =
    after !== undefined && (range.startAt === undefined || after > range.startAt) ? after : range.startAt;
  const endAt =
    through !== undefined && (range.endAt === undefined || through < range.endAt) ? through : range.endAt;
  const found = await store.query<string>(queueNodePath(side ?? ANY, staff ?? ANY, flag ?? ANY), {
    orderBy: '$key',
    ...(startAt === undefined ? {} : { startAt }),
    ...(endAt === undefined ? {} : { endAt }),
    limitToFirst: limit + 2,
  });
  const keys = found.filter((entry) => entry.key !== after);
  const page = keys.slice(0, limit);
  const [rows, counts, staffNodes, names] = await Promise.all([
    viewsOf(
      store,
      page.map((entry) => entry.value),
    ),
    store.get<Partial<Record<'sales' | 'placement', number>>>(REVIEW_COUNTS_PATH),
    store.get<Record<string, { email?: string; waiting?: number }>>(REVIEW_STAFF_PATH),
    readMoneyNames(store),
  ]);
  // A flag the day no longer bears (another spend of it corrected or withdrawn) is gone from the
  // view, so the flag's filter leaves the entry out too, though its index still names it.
  const waitingRows = rows.filter(
    (row) => row.state === 'waiting' && (flag === undefined || row.flags.some(({ kind }) => kind === flag)),
  );
  return {
    rows: await withDayVisits(store, waitingRows),
    next: keys.length > limit ? (page.at(-1)?.key ?? null) : null,
    waiting: { sales: Math.max(0, counts?.sales ?? 0), placement: Math.max(0, counts?.placement ?? 0) },
    staff: Object.entries(staffNodes ?? {})
      .filter(([, node]) => (node.waiting ?? 0) > 0)
      .map(([uid, node]) => names.named(node.email === undefined ? { uid } : { uid, email: node.email }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
