import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { maxVisitsPage, type ListVisitsInput, type VisitCursor } from '@domain/api/listVisits';
import type { VisitItem } from '@domain/api/visitItem';
import { dashboardRefreshMs } from '@domain/constants';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

export type VisitFilter = Omit<ListVisitsInput, 'after' | 'limit'>;

export function fetchVisits(filter: VisitFilter, after: VisitCursor | undefined, limit?: number) {
  return call('listVisits', { ...filter, ...(after ? { after } : {}), ...(limit ? { limit } : {}) });
}

/** A kind's visits for a filter, newest first, a server page of 20 at a time (Load more). */
export function listVisitsQuery(filter: VisitFilter) {
  return infiniteQueryOptions({
    queryKey: apiKey('listVisits', filter),
    queryFn: ({ pageParam }) => fetchVisits(filter, pageParam),
    initialPageParam: undefined as VisitCursor | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    refetchOnWindowFocus: 'always',
    staleTime: dashboardRefreshMs,
    placeholderData: keepPreviousData,
  });
}

export function useVisitLog(filter: VisitFilter) {
  return useInfiniteQuery(listVisitsQuery(filter));
}

/** Every visit the filter matches, a large page at a time (for the CSV export). */
export async function fetchAllVisits(filter: VisitFilter): Promise<VisitItem[]> {
  const visits: VisitItem[] = [];
  let after: VisitCursor | undefined;
  do {
    const page = await fetchVisits(filter, after, maxVisitsPage);
    visits.push(...page.visits);
    after = page.next ?? undefined;
  } while (after);
  return visits;
}
