import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

/**
 * The day's legs as the server counts them, asked when the Spent dialog's Mileage opens. Not kept on
 * the phone: a visit still in the outbox is not among them, so an answer from the phone's copy would
 * count a day the server does not have yet.
 */
export function dayMileageQuery(uid: string, day: string) {
  return queryOptions({
    queryKey: apiKey('dayMileage', { uid, day }),
    queryFn: () => call('dayMileage', { day }),
    staleTime: 60_000,
  });
}

export function useDayMileage(uid: string, day: string, enabled: boolean) {
  return useQuery({ ...dayMileageQuery(uid, day), enabled });
}
