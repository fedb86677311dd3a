import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitKind } from '@domain/visitCodes';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';
import { offlineAnswerMaxAgeMs } from '../../../lib/queryPersistence';

/** The places already visited (one name each), kept on the phone like the other option lists. */
export function visitedPlacesQuery(kind: VisitKind) {
  return queryOptions({
    queryKey: apiKey('visitedPlaces', { kind }),
    queryFn: () => call('visitedPlaces', { kind }),
    staleTime: 10 * 60_000,
    gcTime: offlineAnswerMaxAgeMs,
  });
}

/** The visited places' names once loaded (none until then, or offline with nothing kept). */
export function useVisitedPlaces(kind: VisitKind): readonly string[] {
  return useQuery(visitedPlacesQuery(kind)).data?.names ?? [];
}
