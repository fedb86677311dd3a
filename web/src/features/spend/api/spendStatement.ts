import { useQuery } from '@tanstack/react-query';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

/** A person's statement for a month (no uid: the caller's own). */
export function useStatement(uid: string | undefined, month: string) {
  return useQuery({
    queryKey: apiKey('spendStatement', { uid: uid ?? null, month }),
    queryFn: () => call('spendStatement', uid === undefined ? { month } : { uid, month }),
  });
}
