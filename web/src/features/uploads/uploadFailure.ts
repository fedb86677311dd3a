import { CallError } from '../../lib/callables';

/** Why one file's upload failed, for its row: the host's or the server's words, or that none answered. */
export function uploadFailureText(error: unknown): string {
  if (error instanceof CallError && error.isNetwork) return 'The server could not be reached';
  return error instanceof Error ? error.message : String(error);
}
