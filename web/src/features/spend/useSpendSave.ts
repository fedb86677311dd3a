import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithFreshIdIfReused } from '../../lib/requestReuse';
import { invalidateMyReport } from '../report/api/myReport';
import { saveWithRetry } from './saveWithRetry';

export interface SpendSaveOptions {
  /** Waits between retries of a network failure (tests pass shorter ones). */
  retryDelaysMs?: readonly number[] | undefined;
  /** The server refused the entry's request id as reused: later retries send this one. */
  onNewId: (requestId: string) => void;
}

/**
 * What both sides' saves share: retries of network failures with the same request id, a new id once
 * if the server says the old one was used for other values, and the Report refreshed on success.
 */
export function useSpendSave<I extends { requestId: string }>(
  send: (input: I) => Promise<unknown>,
  { retryDelaysMs, onNewId }: SpendSaveOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) =>
      sendWithFreshIdIfReused((sent: I) => saveWithRetry(() => send(sent), retryDelaysMs), input, onNewId),
    onSuccess: () => invalidateMyReport(queryClient),
  });
}
