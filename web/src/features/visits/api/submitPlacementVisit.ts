import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitPlacementVisitInput } from '@domain/api/submitPlacementVisit';
import { call } from '../../../lib/callables';
import { sendWithFreshIdIfReused } from '../../../lib/requestReuse';
import { invalidateMyReport } from '../../report/api/myReport';

export function submitPlacementVisit(input: SubmitPlacementVisitInput) {
  return call('submitPlacementVisit', input);
}

/** Submits a placement visit; the Report lists it at once. `onNewId`: see sendWithFreshIdIfReused. */
export function useSubmitPlacementVisit(onNewId: (requestId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitPlacementVisitInput) =>
      sendWithFreshIdIfReused(submitPlacementVisit, input, onNewId),
    onSuccess: () => invalidateMyReport(queryClient),
  });
}
