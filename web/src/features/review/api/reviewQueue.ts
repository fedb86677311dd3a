import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { maxReviewPage, type ReviewQueueInput, type ReviewQueueOutput } from '@domain/api/reviewQueue';
import { dashboardRefreshMs } from '@domain/constants';
import type { SpendSide } from '@domain/spend/sides';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

export type ReviewFilter = Omit<ReviewQueueInput, 'after' | 'through' | 'limit'>;

/** How often Review reads its pages again (and on window focus): rows update, none moves. */
export const reviewRefreshMs = dashboardRefreshMs;

type QueueData = InfiniteData<ReviewQueueOutput, string | undefined>;

/**
 * The page already loaded from `after`, read again: through the key it ended at then, so it covers the
 * same entries however many were decided since (the last page, open-ended, finds spends sent since).
 * Null for a page not loaded yet.
 */
function loadedPage(data: QueueData | undefined, after: string | undefined) {
  const index = data?.pageParams.indexOf(after) ?? -1;
  const page = data?.pages[index];
  if (!page) return null;
  return { next: page.next, input: { limit: maxReviewPage, ...(page.next ? { through: page.next } : {}) } };
}

/**
 * Waiting entries for a filter, oldest first, a server page at a time (Load More), every page read
 * again every `reviewRefreshMs` and on window focus. Each page keeps the key range it was first read
 * for, so the pages and their order stay; which rows the admin sees is the page's view (queueView.ts).
 */
export function reviewQueueQuery(filter: ReviewFilter) {
  return infiniteQueryOptions({
    queryKey: apiKey('reviewQueue', filter),
    queryFn: async ({ pageParam, client, queryKey }) => {
      const loaded = loadedPage(client.getQueryData<QueueData>(queryKey), pageParam);
      const page = await call('reviewQueue', {
        ...filter,
        ...(pageParam ? { after: pageParam } : {}),
        ...loaded?.input,
      });
      return loaded?.next ? { ...page, next: loaded.next } : page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    refetchInterval: reviewRefreshMs,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: false,
    staleTime: dashboardRefreshMs,
    placeholderData: keepPreviousData,
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
