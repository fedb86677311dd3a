import type { FunctionsError } from 'firebase/functions';
import type { FieldError } from '@domain/fieldErrors';
import { fieldErrorsOf, reasonOf } from './callErrorDetails';

/** Codes the Functions SDK uses when the request may never have reached the server. */
const UNREACHED = ['unavailable', 'deadline-exceeded', 'internal'];

/** A failed call, with the server's per-field problems when the input was refused. */
export class CallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    /** `details.reason` of the server's error, when it gave one. */
    readonly reason: string | null = null,
    /** True when no answer came back at all (the SDK reports HTTP status 0 or a timeout). */
    readonly unanswered = false,
    /** The server's `details`, as sent (a screen parses what it expects, e.g. a spend conflict). */
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = 'CallError';
  }

  /** True when the request may not have reached the server, so a retry is worth it. */
  get isNetwork(): boolean {
    return this.unanswered || (UNREACHED.includes(this.code) && this.fieldErrors.length === 0);
  }
}

/** The SDK appends the HTTP status to the server's message: 'Sheet is locked [400]'. */
const statusSuffix = /\s*\[(\d+)\]$/;

export function toCallError(error: unknown): CallError {
  const functionsError = error as Partial<FunctionsError>;
  const code = (functionsError.code ?? 'unknown').replace(/^functions\//, '');
  const raw = error instanceof Error ? error.message : String(error);
  const status = statusSuffix.exec(raw)?.[1];
  const message = raw.replace(statusSuffix, '');
  const timedOut = status === undefined && UNREACHED.includes(code) && message === code;
  return new CallError(
    code,
    message,
    fieldErrorsOf(functionsError.details),
    reasonOf(functionsError.details),
    status === '0' || timedOut,
    functionsError.details ?? null,
  );
}
