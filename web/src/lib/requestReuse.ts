import { REQUEST_REUSED_REASON } from '@domain/requestId';
import { CallError } from './callables';
import { newRequestId } from './formDraft';

/**
 * Sends a write once; when the server refuses its request id as used before with other input (the
 * values were edited after a reply was lost), sends the same values once more under a new id.
 * `onNewId` learns that id, so that later retries of this submission resend it.
 */
export async function sendWithFreshIdIfReused<I extends { requestId: string }, O>(
  send: (input: I) => Promise<O>,
  input: I,
  onNewId: (requestId: string) => void = () => undefined,
): Promise<O> {
  try {
    return await send(input);
  } catch (error) {
    if (!(error instanceof CallError && error.reason === REQUEST_REUSED_REASON)) throw error;
    const requestId = newRequestId();
    onNewId(requestId);
    return send({ ...input, requestId });
  }
}
