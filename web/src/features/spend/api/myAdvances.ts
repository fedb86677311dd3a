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
  // The phone's copy shows at once, and every screen that shows it asks again: an admin may have
  // approved, paid or taken a return of an advance since, and a spend's approval may have used one.
  refetchOnMount: 'always',
  refetchOnWindowFocus: 'always',
});

export function useMyAdvances() {
  return useQuery(myAdvancesQuery);
}
