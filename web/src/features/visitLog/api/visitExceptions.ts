import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitExceptionsInput } from '@domain/api/visitExceptions';
import { dashboardRefreshMs } from '@domain/constants';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

export function visitExceptionsQuery(input: VisitExceptionsInput) {
  return queryOptions({
    queryKey: apiKey('visitExceptions', input),
    queryFn: () => call('visitExceptions', input),
    refetchOnWindowFocus: 'always',
    staleTime: dashboardRefreshMs,
  });
}

export function useVisitExceptions(input: VisitExceptionsInput) {
  return useQuery(visitExceptionsQuery(input));
}
