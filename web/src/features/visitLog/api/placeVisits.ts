import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceVisitsInput } from '@domain/api/placeVisits';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

export function placeVisitsQuery(input: PlaceVisitsInput) {
  return queryOptions({
    queryKey: apiKey('placeVisits', input),
    queryFn: () => call('placeVisits', input),
  });
}

/** One place's visits, oldest first: the panel's timeline. */
export function usePlaceVisits(input: PlaceVisitsInput) {
  return useQuery(placeVisitsQuery(input));
}
