import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PinChange } from '@domain/api/setPlacePin';
import type { VisitKind } from '@domain/visitCodes';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';
import { newRequestId } from '../../../lib/submission/requestId';

/** Accept, move, clear or resize a place's pin; then the page and the log read the checks again. */
export function useSetPlacePin(kind: VisitKind, key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PinChange) => call('setPlacePin', { requestId: newRequestId(), kind, key, change }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: apiKey('placePage') }),
        client.invalidateQueries({ queryKey: apiKey('listVisits') }),
      ]),
  });
}
