import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';
import { offlineAnswerGcMs } from '../../../lib/queryPersistence';

/**
 * The signed-in person's advances and what they hold, kept on the phone: My spends shows the last copy
 * offline, and the Spent dialog proposes what they hold from it.
 */
export const myAdvancesQuery = queryOptions({
  queryKey: apiKey('myAdvances'),
  queryFn: () => call('myAdvances', {}),
  gcTime: offlineAnswerGcMs,
  refetchOnWindowFocus: 'always',
});

export function useMyAdvances() {
  return useQuery(myAdvancesQuery);
}
