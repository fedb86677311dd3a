import { call } from '../callables';
import type { CallEntry, CallResult, EntryResult, OutboxEntry, WriteCallable } from './entry';

// One signature for the union of write callables: each entry's input was built for its own callable.
const callWrite = call as (
  name: WriteCallable,
  input: CallEntry['input'],
) => Promise<CallResult<WriteCallable>>;

function resultOf(output: CallResult<WriteCallable>): EntryResult {
  return 'code' in output ? { code: output.code } : {};
}

/**
 * Sends a write callable's entry, whichever callable it is. The server answers a request id it already
 * has with the first result, so a resend after a lost reply is a success. An id it refuses as used for
 * other values ('request-reused') is a refusal like any other: the entry fails, and only the user sends
 * it again (Edit makes a new entry with a new id).
 */
export async function sendCall(entry: OutboxEntry): Promise<EntryResult> {
  if (entry.kind !== 'call') throw new Error(`Not a call entry: ${entry.kind}`);
  return resultOf(await callWrite(entry.callable, entry.input));
}
