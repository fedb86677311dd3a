import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/callables';
import { saveWithRetry } from './saveWithRetry';
import type { SpendSave } from './spentForm';

function saveOnce({ side, fields }: SpendSave, requestId: string) {
  return side === 'sales'
    ? call('saveSalesSpend', { ...fields, requestId })
    : call('savePlacementSpend', { ...fields, requestId });
}

/** Saves one Spent entry, retrying network failures with the same request id. */
export function useSaveSpend(retryDelaysMs?: readonly number[]) {
  return useMutation({
    mutationFn: ({ save, requestId }: { save: SpendSave; requestId: string }) =>
      saveWithRetry(() => saveOnce(save, requestId), retryDelaysMs),
  });
}
