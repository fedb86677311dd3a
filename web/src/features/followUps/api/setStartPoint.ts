import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyFollowUpsOutput } from '@domain/api/myFollowUps';
import type { StartPointEntry } from '@domain/api/setStartPoint';
import { call } from '../../../lib/callables';
import { newRequestId } from '../../../lib/submission/requestId';
import { myFollowUpsQuery } from './myFollowUps';

/**
 * Saves (or clears, null) where the person's day starts. The answer goes into the Due list's copy at
 * once, which the phone keeps: Plan today starts from it offline too.
 */
export function useSetStartPoint(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (startPoint: StartPointEntry | null) =>
      call('setStartPoint', { requestId: newRequestId(), startPoint }),
    onSuccess: ({ startPoint }) => {
      client.setQueryData<MyFollowUpsOutput>(myFollowUpsQuery(uid).queryKey, (data) =>
        data ? { ...data, startPoint } : data,
      );
    },
  });
}
