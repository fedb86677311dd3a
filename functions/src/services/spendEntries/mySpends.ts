import type { MySpendsInput, MySpendsOutput } from '../../domain/api/mySpends.js';
import {
  ownerCountPath,
  ownerEntriesPath,
  ownerLastDecisionPath,
} from '../../domain/spendEntries/reviewIndex.js';
import type { Store } from '../../ports/store.js';
import { viewsOf } from './reviewQueue.js';

type Input = Omit<NonNullable<MySpendsInput>, 'limit'> & { limit: number };

/** One page of the caller's own entries, newest first (entry ids sort by creation), with their counts. */
export async function mySpends(store: Store, uid: string, input: Input): Promise<MySpendsOutput> {
  const { state, after, limit } = input;
  const found = await store.query<number>(ownerEntriesPath(uid, state ?? 'all'), {
    orderBy: '$key',
    ...(after === undefined ? {} : { endAt: after }),
    limitToLast: limit + 2,
  });
  const keys = found
    .map((entry) => entry.key)
    .filter((key) => key !== after)
    .reverse();
  const page = keys.slice(0, limit);
  const [entries, refused, lastDecisionAt] = await Promise.all([
    viewsOf(store, page),
    store.get<number>(ownerCountPath(uid, 'refused')),
    store.get<number>(ownerLastDecisionPath(uid)),
  ]);
  return {
    entries,
    next: keys.length > limit ? (page.at(-1) ?? null) : null,
    refused: Math.max(0, refused ?? 0),
    lastDecisionAt: typeof lastDecisionAt === 'number' ? lastDecisionAt : null,
  };
}
