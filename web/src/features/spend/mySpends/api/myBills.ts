import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKey } from '../../../../lib/apiKey';
import { call } from '../../../../lib/callables';

/** The person's bills on no spend yet (uploaded from the Bills dialog), newest first. */
export function myBillsQuery(uid: string) {
  return queryOptions({
    queryKey: apiKey('myBills', { uid }),
    queryFn: () => call('myBills', {}),
  });
}

export function useMyBills(uid: string, enabled: boolean) {
  return useQuery({ ...myBillsQuery(uid), enabled });
}
