import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitPipelineInput } from '@domain/api/visitPipeline';
import { dashboardRefreshMs } from '@domain/constants';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

export function visitPipelineQuery(input: VisitPipelineInput) {
  return queryOptions({
    queryKey: apiKey('visitPipeline', input),
    queryFn: () => call('visitPipeline', input),
    refetchInterval: dashboardRefreshMs,
    refetchOnWindowFocus: 'always',
    staleTime: dashboardRefreshMs,
  });
}

export function useVisitPipeline(input: VisitPipelineInput) {
  return useQuery(visitPipelineQuery(input));
}
