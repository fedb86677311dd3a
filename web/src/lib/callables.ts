import { httpsCallable, type FunctionsError } from 'firebase/functions';
import { z } from 'zod';
import { contracts, type CallableInput, type CallableName, type CallableOutput } from '@domain/api/contracts';
import { fieldErrorDetailsSchema, type FieldError } from '@domain/fieldErrors';
import { functions } from './firebase';

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
  ) {
    super(message);
    this.name = 'CallError';
  }

  /** True when the request may not have reached the server, so a retry is worth it. */
  get isNetwork(): boolean {
    return this.unanswered || (UNREACHED.includes(this.code) && this.fieldErrors.length === 0);
  }
}

const reasonSchema = z.object({ reason: z.string() });
/** The SDK appends the HTTP status to the server's message: 'Sheet is locked [400]'. */
const statusSuffix = /\s*\[(\d+)\]$/;

export function toCallError(error: unknown): CallError {
  const functionsError = error as Partial<FunctionsError>;
  const code = (functionsError.code ?? 'unknown').replace(/^functions\//, '');
  const details = fieldErrorDetailsSchema.safeParse(functionsError.details);
  const reason = reasonSchema.safeParse(functionsError.details);
  const raw = error instanceof Error ? error.message : String(error);
  const status = statusSuffix.exec(raw)?.[1];
  const message = raw.replace(statusSuffix, '');
  const timedOut = status === undefined && UNREACHED.includes(code) && message === code;
  return new CallError(
    code,
    message,
    details.success ? details.data.fieldErrors : [],
    reason.success ? reason.data.reason : null,
    status === '0' || timedOut,
  );
}

type SessionEndedListener = (message: string) => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * Called with the server's message when a call is refused as `unauthenticated`: the session the
 * client holds is no longer good (access revoked, email not verified), so the app signs out.
 */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** Calls a function by name with its typed input; the output is checked against its schema. */
export async function call<N extends CallableName>(
  name: N,
  input: CallableInput<N>,
): Promise<CallableOutput<N>> {
  try {
    const result = await httpsCallable(functions, name)(input);
    return contracts[name].output.parse(result.data) as CallableOutput<N>;
  } catch (error) {
    const callError = toCallError(error);
    if (callError.code === 'unauthenticated') {
      sessionEndedListeners.forEach((listener) => {
        listener(callError.message);
      });
    }
    throw callError;
  }
}
