import { visitMessages } from '@domain/visits/visitMessages';
import { CallError } from './callError';

/**
 * What to tell the user about a failed submission: a call that got no answer is said plainly (the
 * app's own words, not the SDK's code), refused fields point at the form, anything else is the
 * server's message without the HTTP status.
 */
export function submitFailureText(error: unknown): string {
  if (!(error instanceof CallError)) return error instanceof Error ? error.message : String(error);
  if (error.fieldErrors.length > 0) return visitMessages.fixFields;
  return error.message;
}
