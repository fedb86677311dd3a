import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

/** Who the server takes the signed-in account to be (`uid` only scopes the cache). */
export function whoAmIQuery(uid: string | null) {
  return queryOptions({
    queryKey: apiKey('whoAmI', { uid }),
    queryFn: () => call('whoAmI', {}),
    enabled: uid !== null,
  });
}

export function useWhoAmI(uid: string | null) {
  return useQuery(whoAmIQuery(uid));
}
