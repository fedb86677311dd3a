import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/callables';

export const salesVisitCodeKey = ['visitCode', 'sales'] as const;

/** The code the next sales visit will probably get (the server assigns the real one on submit). */
export function useSalesVisitCode() {
  return useQuery({
    queryKey: salesVisitCodeKey,
    queryFn: () => call('peekVisitCode', { kind: 'sales' }),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
