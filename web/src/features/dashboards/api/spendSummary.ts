import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpendSummaryInput } from '@domain/api/spendSummary';
import { dashboardRefreshMs } from '@domain/constants';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

export function fetchSpendSummary(input: SpendSummaryInput) {
  return call('spendSummary', input);
}

/** A side's figures for a range; fresh without sockets: every 15 s and when the window regains focus. */
export function spendSummaryQuery(input: SpendSummaryInput) {
  return queryOptions({
    queryKey: apiKey('spendSummary', input),
    queryFn: () => fetchSpendSummary(input),
    refetchInterval: dashboardRefreshMs,
    refetchOnWindowFocus: 'always',
    staleTime: dashboardRefreshMs,
  });
}

export function useSpendSummary(input: SpendSummaryInput) {
  return useQuery(spendSummaryQuery(input));
}
