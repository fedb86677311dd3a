import { useQuery } from '@tanstack/react-query';
import type { SpendPeopleInput } from '@domain/api/spendPeople';
import { dashboardRefreshMs } from '@domain/constants';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

/** A side's figures per person for a range; refreshed like the dashboard's other figures. */
export function useSpendPeople(input: SpendPeopleInput) {
  return useQuery({
    queryKey: apiKey('spendPeople', input),
    queryFn: () => call('spendPeople', input),
    refetchInterval: dashboardRefreshMs,
    refetchOnWindowFocus: 'always',
    staleTime: dashboardRefreshMs,
  });
}
