import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiKey } from '../../../../lib/apiKey';
import { call } from '../../../../lib/callables';

/** The signed-in person's spend entries, newest first, a server page at a time. */
export function mySpendsQuery(uid: string) {
  return infiniteQueryOptions({
    queryKey: apiKey('mySpends', { uid }),
    queryFn: ({ pageParam }) => call('mySpends', pageParam ? { after: pageParam } : {}),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    refetchOnWindowFocus: 'always',
  });
}

export function useMySpends(uid: string) {
  return useInfiniteQuery(mySpendsQuery(uid));
}
