import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitSalesVisitInput } from '@domain/api/submitSalesVisit';
import { call } from '../../../lib/callables';
import { sendWithFreshIdIfReused } from '../../../lib/requestReuse';
import { invalidateMyReport } from '../../report/api/myReport';

export function submitSalesVisit(input: SubmitSalesVisitInput) {
  return call('submitSalesVisit', input);
}

/** Submits a sales visit; the Report lists it at once. `onNewId`: see sendWithFreshIdIfReused. */
export function useSubmitSalesVisit(onNewId: (requestId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitSalesVisitInput) => sendWithFreshIdIfReused(submitSalesVisit, input, onNewId),
    onSuccess: () => invalidateMyReport(queryClient),
  });
}
