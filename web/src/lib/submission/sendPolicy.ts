import { CallError } from '../callError';
import type { EntryProblem } from './entry';

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

/** What is kept on the phone about a failure, so the Outbox can show it after a reload. */
export function problemOf(error: unknown): EntryProblem {
  if (error instanceof CallError) {
    return { code: error.code, message: error.message, fieldErrors: error.fieldErrors, reason: error.reason };
  }
  if (error instanceof RefusedWithDetail) {
    return { code: error.code, message: error.message, fieldErrors: [], reason: null, detail: error.detail };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'unknown', message, fieldErrors: [], reason: null };
}
