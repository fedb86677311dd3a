import { httpsCallable } from 'firebase/functions';
import { contracts, type CallableInput, type CallableName, type CallableOutput } from '@domain/api/contracts';
import { toCallError } from './callError';
import { functions } from './firebase';

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
