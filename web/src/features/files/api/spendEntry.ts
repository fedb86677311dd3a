import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

/** One spend entry: the spend a bill proves. */
export function spendEntryQuery(entryId: string) {
  return queryOptions({
    queryKey: apiKey('spendEntry', { entryId }),
    queryFn: () => call('spendEntry', { entryId }),
  });
}

export function useSpendEntry(entryId: string) {
  return useQuery(spendEntryQuery(entryId));
}
