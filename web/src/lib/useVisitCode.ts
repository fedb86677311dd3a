import { useQuery } from '@tanstack/react-query';
import type { VisitKind } from '@domain/visitCodes';
import { call } from './callables';

export function visitCodeKey(kind: VisitKind) {
  return ['visitCode', kind] as const;
}

/**
 * The code the next visit of `kind` will probably get (the server assigns the real one on submit);
 * `unavailable` while it cannot be loaded.
 */
export function useVisitCode(kind: VisitKind, unavailable = '—'): string {
  const query = useQuery({
    queryKey: visitCodeKey(kind),
    queryFn: () => call('peekVisitCode', { kind }),
    staleTime: 0,
    refetchInterval: 60_000,
  });
  if (query.data) return query.data.code;
  return query.isError ? unavailable : '…';
}
