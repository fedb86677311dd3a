import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VisitSheetStateInput } from '@domain/api/visitSheetState';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

const SHEET_STATE_REFRESH_MS = 60_000;

export function visitSheetStateQuery(input: VisitSheetStateInput) {
  return queryOptions({
    queryKey: apiKey('visitSheetState', input),
    queryFn: () => call('visitSheetState', input),
    // A sheet's state changes with the scheduled retry (every 10 minutes) or Retry now, not by the second.
    refetchInterval: SHEET_STATE_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: SHEET_STATE_REFRESH_MS,
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
