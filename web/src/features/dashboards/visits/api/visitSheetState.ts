import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VisitSheetStateInput } from '@domain/api/visitSheetState';
import { dashboardRefreshMs } from '@domain/constants';
import { apiKey } from '../../../../lib/apiKey';
import { call } from '../../../../lib/callables';

export function visitSheetStateQuery(input: VisitSheetStateInput) {
  return queryOptions({
    queryKey: apiKey('visitSheetState', input),
    queryFn: () => call('visitSheetState', input),
    refetchInterval: dashboardRefreshMs,
    refetchOnWindowFocus: 'always',
    staleTime: dashboardRefreshMs,
  });
}

export function useVisitSheetState(input: VisitSheetStateInput) {
  return useQuery(visitSheetStateQuery(input));
}

/** 'Retry now': runs the sheet retry for the kind, then refreshes its state and the log's sheet column. */
export function useRetryVisitSheet(input: VisitSheetStateInput) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('retryVisitSheet', input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: visitSheetStateQuery(input).queryKey }),
        client.invalidateQueries({ queryKey: apiKey('listVisits') }),
      ]),
  });
}
