import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { maxReviewPage, type ReviewQueueInput } from '@domain/api/reviewQueue';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { dashboardRefreshMs } from '@domain/constants';
import type { SpendSide } from '@domain/spend/sides';
import { queueKey } from '@domain/spendEntries/reviewIndex';
import { apiKey } from '../../../../lib/apiKey';
import { call } from '../../../../lib/callables';

export type ReviewFilter = Omit<ReviewQueueInput, 'after' | 'limit'>;

/** How often Review looks for spends sent since its list loaded (it also does on window focus). */
export const newSpendsRefreshMs = 30_000;

/**
 * Waiting entries for a filter, oldest first, a server page at a time (Load more). The list reloads only
 * when asked (the 'N new spends' button, a filter, a bulk approval's skips): a row never moves under
 * the reviewer's eyes.
 */
export function reviewQueueQuery(filter: ReviewFilter) {
  return infiniteQueryOptions({
    queryKey: apiKey('reviewQueue', filter),
    queryFn: ({ pageParam }) =>
      call('reviewQueue', { ...filter, ...(pageParam ? { after: pageParam } : {}) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: dashboardRefreshMs,
    placeholderData: keepPreviousData,
  });
}

/**
 * How many spends of the filter wait after the last one the list shows (sent since it loaded): asked
 * every 30 s and on window focus while the whole list is loaded (a next page brings them otherwise).
 */
export function useNewSpendCount(filter: ReviewFilter, last: SpendEntryView | undefined, enabled: boolean) {
  const after = last ? queueKey(last.createdAt, last.id) : undefined;
  return useQuery({
    queryKey: apiKey('reviewQueue', 'new', filter, after ?? ''),
    queryFn: () => call('reviewQueue', { ...filter, ...(after ? { after } : {}), limit: maxReviewPage }),
    select: (page) => page.rows.length,
    refetchInterval: newSpendsRefreshMs,
    refetchOnWindowFocus: 'always',
    enabled,
  });
}

export function useReviewQueue(filter: ReviewFilter) {
  return useInfiniteQuery(reviewQueueQuery(filter));
}

/**
 * How many entries wait for review (the dashboards menu's count): of the side its link opens Review on,
 * so the number is the list's; of both sides without one. One entry asked for.
 */
export function useWaitingCount(side?: SpendSide, enabled = true) {
  return useQuery({
    queryKey: apiKey('reviewQueue', 'count'),
    queryFn: () => call('reviewQueue', { limit: 1 }),
    select: (page) => (side ? page.waiting[side] : page.waiting.sales + page.waiting.placement),
    staleTime: dashboardRefreshMs,
    refetchInterval: dashboardRefreshMs,
    enabled,
  });
}

/** After a decision: every page of the queue and the count are read again. */
export function invalidateReviewQueue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: apiKey('reviewQueue') });
}
