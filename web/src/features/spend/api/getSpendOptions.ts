import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultSpendOptions, spendOptionListOfSide } from '@domain/spend/spendOptions';
import type { SpendSide } from '@domain/spend/sides';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';
import { offlineAnswerGcMs } from '../../../lib/queryPersistence';
import { getSpendPolicyQuery } from './getSpendPolicy';

export const getSpendOptionsQuery = queryOptions({
  queryKey: apiKey('getSpendOptions'),
  queryFn: () => call('getSpendOptions', {}),
  staleTime: 10 * 60_000,
  gcTime: offlineAnswerGcMs,
});

/**
 * The dropdown names of one side: the organisation's list once loaded, the shipped defaults until
 * then (or when offline), so the dialog is usable at once on a bad network.
 */
export function usePlaceOptions(side: SpendSide): readonly string[] {
  const list = spendOptionListOfSide[side];
  const { data } = useQuery(getSpendOptionsQuery);
  // The limits are fetched with the lists (the visit screens show these): both are then on the phone.
  useQuery(getSpendPolicyQuery);
  return data?.[list] ?? defaultSpendOptions[list];
}
