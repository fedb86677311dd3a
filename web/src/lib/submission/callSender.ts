import { REQUEST_REUSED_REASON } from '@domain/requestId';
import { call } from '../callables';
import { CallError } from '../callError';
import type { CallEntry, CallResult, EntryResult, OutboxEntry, WriteCallable } from './entry';
import type { SendContext } from './outbox';
import { newRequestId } from './requestId';

// One signature for the union of write callables: each entry's input was built for its own callable.
const callWrite = call as (
  name: WriteCallable,
  input: CallEntry['input'],
) => Promise<CallResult<WriteCallable>>;

function resultOf(output: CallResult<WriteCallable>): EntryResult {
  return 'code' in output ? { code: output.code } : {};
}

/**
 * Sends a write callable's entry. The server answers a request id it already has with the first
 * result, so a resend after a lost reply is a success. An id it refuses as used for other values is
 * replaced once by a new one, kept with the entry before it is sent.
 */
export async function sendCall(entry: OutboxEntry, context: SendContext): Promise<EntryResult> {
  if (entry.kind !== 'call') throw new Error(`Not a call entry: ${entry.kind}`);
  try {
    return resultOf(await callWrite(entry.callable, entry.input));
  } catch (error) {
    if (!(error instanceof CallError && error.reason === REQUEST_REUSED_REASON)) throw error;
    const input = { ...entry.input, requestId: newRequestId() };
    await context.update({ input });
    return resultOf(await callWrite(entry.callable, input));
  }
}
