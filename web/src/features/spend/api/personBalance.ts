import { useQuery } from '@tanstack/react-query';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

/** One person's balance, open entries and settlements (no uid: the caller's own). */
export function usePersonBalance(uid: string | undefined) {
  return useQuery({
    queryKey: apiKey('personBalance', { uid: uid ?? null }),
    queryFn: () => call('personBalance', uid === undefined ? {} : { uid }),
  });
}
