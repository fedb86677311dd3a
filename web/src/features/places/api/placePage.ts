import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlacePageInput } from '@domain/api/placePage';
import { dashboardRefreshMs } from '@domain/constants';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

export function placePageQuery(input: PlacePageInput) {
  return queryOptions({
    queryKey: apiKey('placePage', input),
    queryFn: () => call('placePage', input),
    staleTime: dashboardRefreshMs,
    refetchOnWindowFocus: 'always',
  });
}

/** One place's page: its visits, its spend per person and its bills. */
export function usePlacePage(input: PlacePageInput, enabled = true) {
  return useQuery({ ...placePageQuery(input), enabled });
}
