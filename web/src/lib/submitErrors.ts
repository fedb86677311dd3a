import { visitMessages } from '@domain/visits/visitMessages';
import { CallError } from './callables';

/** Codes the Functions SDK uses when the request may never have reached the server. */
const UNREACHED = ['unavailable', 'deadline-exceeded', 'internal'];

/**
 * What to tell the user about a failed submission: a lost connection (the SDK's message is then just
 * its code) is said plainly, refused fields point at the form, anything else is the server's message.
 */
export function submitFailureText(error: unknown): string {
  if (!(error instanceof CallError)) return error instanceof Error ? error.message : String(error);
  if (error.fieldErrors.length > 0) return visitMessages.fixFields;
  const bareCode = UNREACHED.includes(error.message) || error.message === error.code;
  if (error.isNetwork && (bareCode || !navigator.onLine)) return visitMessages.notSent;
  return error.message;
}
