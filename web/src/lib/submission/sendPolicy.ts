import { REQUEST_REUSED_REASON } from '@domain/requestReused';
import { CallError } from '../callError';
import type { EntryProblem } from './entry';
import { submissionText } from './submissionText';

/** Codes after which the same request is sent again later: it may not have arrived, or the server was busy. */
const TRY_AGAIN_CODES = ['aborted', 'resource-exhausted', 'unavailable', 'deadline-exceeded'];

/** A failure that says nothing about the entry itself (no signal, a lost reply, a busy server). */
export class TransientSendError extends Error {}

/** Worth sending again with the same request id: the server keeps it, so a second arrival is stored once. */
export function isTransient(error: unknown, online: boolean): boolean {
  if (!online) return true;
  if (error instanceof TransientSendError) return true;
  if (error instanceof CallError) return error.isNetwork || TRY_AGAIN_CODES.includes(error.code);
  // fetch and the SDK throw a TypeError when the connection itself failed.
  return error instanceof TypeError;
}

/** Waits after the n-th failed attempt: 2 s doubling up to a minute. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
}

export class RefusedWithDetail extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly detail: Record<string, string | number>,
  ) {
    super(message);
  }
}

/** No answer came at all (the connection, not the entry): with `online` true, the connection is weak. */
function isUnanswered(error: unknown, online: boolean): boolean {
  if (!online || error instanceof TransientSendError || error instanceof TypeError) return true;
  return error instanceof CallError && error.isNetwork;
}

/**
 * What is kept on the phone about a failure, so the Outbox can show it after a reload. A request id the
 * server says was used for other values can only mean the server now reads the same input differently
 * (an update since the entry was saved): the entry fails with words the user can act on, and is never
 * sent again under a new id by itself.
 */
export function problemOf(error: unknown, online = true): EntryProblem {
  const network = isUnanswered(error, online);
  if (error instanceof CallError) {
    const message = error.reason === REQUEST_REUSED_REASON ? submissionText.requestReused : error.message;
    return { code: error.code, message, fieldErrors: error.fieldErrors, reason: error.reason, network };
  }
  if (error instanceof RefusedWithDetail) {
    return { code: error.code, message: error.message, fieldErrors: [], reason: null, detail: error.detail };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'unknown', message, fieldErrors: [], reason: null, network };
}
