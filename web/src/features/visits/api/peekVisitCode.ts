import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { VisitKind } from '@domain/visitCodes';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';
import { offlineAnswerGcMs } from '../../../lib/queryPersistence';

/** The code the next visit of `kind` will probably get (the server assigns the real one on submit). */
export function peekVisitCodeQuery(kind: VisitKind) {
  return queryOptions({
    queryKey: apiKey('peekVisitCode', { kind }),
    queryFn: () => call('peekVisitCode', { kind }),
    staleTime: 0,
    gcTime: offlineAnswerGcMs,
    refetchInterval: 60_000,
  });
}

export function invalidateVisitCode(queryClient: QueryClient, kind: VisitKind): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: peekVisitCodeQuery(kind).queryKey });
}

/** The next code, '…' while it loads, `unavailable` while it cannot be loaded. */
export function useVisitCode(kind: VisitKind, unavailable = '—'): string {
  const query = useQuery(peekVisitCodeQuery(kind));
  if (query.data) return query.data.code;
  return query.isError ? unavailable : '…';
}
