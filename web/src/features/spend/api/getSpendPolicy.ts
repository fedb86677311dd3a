import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { emptySpendPolicy, spendPolicySchema, type SpendPolicy } from '@domain/spendEntries/spendPolicy';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';
import { offlineAnswerGcMs } from '../../../lib/queryPersistence';

/** The spend limits, kept on the phone like the spend options so the dialog warns with no signal too. */
export const getSpendPolicyQuery = queryOptions({
  queryKey: apiKey('getSpendPolicy'),
  queryFn: () => call('getSpendPolicy', {}),
  staleTime: 10 * 60_000,
  gcTime: offlineAnswerGcMs,
});

/**
 * The limits in effect: the last answer kept (none before the first one: the server still checks).
 * Read again with the schema, as the server reads the Store: an answer the phone kept from before a
 * setting existed (maxDaysBack) gets its default.
 */
export function useSpendPolicy(): SpendPolicy {
  const { data } = useQuery(getSpendPolicyQuery);
  return useMemo(() => {
    const parsed = spendPolicySchema.safeParse(data ?? {});
    return parsed.success ? parsed.data : emptySpendPolicy;
  }, [data]);
}
