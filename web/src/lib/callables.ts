import { httpsCallable, type FunctionsError } from 'firebase/functions';
import { contracts, type CallableInput, type CallableName, type CallableOutput } from '@domain/api/contracts';
import { fieldErrorDetailsSchema, type FieldError } from '@domain/fieldErrors';
import { functions } from './firebase';

/** A failed call, with the server's per-field problems when the input was refused. */
export class CallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'CallError';
  }

  /** True when the request may not have reached the server, so a retry is worth it. */
  get isNetwork(): boolean {
    return (
      ['unavailable', 'deadline-exceeded', 'internal'].includes(this.code) && this.fieldErrors.length === 0
    );
  }
}

function toCallError(error: unknown): CallError {
  const functionsError = error as Partial<FunctionsError>;
  const code = (functionsError.code ?? 'unknown').replace(/^functions\//, '');
  const details = fieldErrorDetailsSchema.safeParse(functionsError.details);
  const message = error instanceof Error ? error.message : String(error);
  return new CallError(code, message, details.success ? details.data.fieldErrors : []);
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
