import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReviewQueueInput } from '@domain/api/reviewQueue';
import { dashboardRefreshMs } from '@domain/constants';
import { apiKey } from '../../../../lib/apiKey';
import { call } from '../../../../lib/callables';

export type ReviewFilter = Omit<ReviewQueueInput, 'after' | 'limit'>;

/** Waiting entries for a filter, oldest first, a server page at a time (Load more). */
export function reviewQueueQuery(filter: ReviewFilter) {
  return infiniteQueryOptions({
    queryKey: apiKey('reviewQueue', filter),
    queryFn: ({ pageParam }) =>
      call('reviewQueue', { ...filter, ...(pageParam ? { after: pageParam } : {}) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    refetchOnWindowFocus: 'always',
    staleTime: dashboardRefreshMs,
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(filter: ReviewFilter) {
  return useInfiniteQuery(reviewQueueQuery(filter));
}

/** How many entries wait for review on both sides (the dashboards menu's count): one entry asked for. */
export function useWaitingCount(enabled = true) {
  return useQuery({
    queryKey: apiKey('reviewQueue', 'count'),
    queryFn: () => call('reviewQueue', { limit: 1 }),
    select: (page) => page.waiting.sales + page.waiting.placement,
    staleTime: dashboardRefreshMs,
    refetchInterval: dashboardRefreshMs,
    enabled,
  });
}

/** After a decision: every page of the queue and the count are read again. */
export function invalidateReviewQueue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: apiKey('reviewQueue') });
}
