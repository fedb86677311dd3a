import { useQuery } from '@tanstack/react-query';
import { visitCodes } from '@domain/constants';
import { call } from '../../lib/callables';

export const placementVisitCodeKey = ['visitCode', 'placement'] as const;

/**
 * The code the next placement visit will probably get. If it cannot be loaded the header shows
 * SPEC.md's fallback, Placement_01; the submission still gets a real code from the server.
 */
export function usePlacementVisitCode(): string {
  const query = useQuery({
    queryKey: placementVisitCodeKey,
    queryFn: () => call('peekVisitCode', { kind: 'placement' }),
    staleTime: 0,
    refetchInterval: 60_000,
  });
  if (query.data) return query.data.code;
  return query.isError ? visitCodes.placementLoadErrorCode : '…';
}
