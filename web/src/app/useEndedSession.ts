import { useEffect } from 'react';
import { toast } from 'sonner';
import { signOut } from '../lib/session';
import { onSessionEnded } from '../lib/callables';

/**
 * When the server refuses the session (a role was revoked, so the old token no longer counts), signs
 * the user out and says why; the route guards then show the sign-in screen.
 */
export function useEndedSession(): void {
  useEffect(
    () =>
      onSessionEnded((message) => {
        toast.error(message, { id: 'session-ended' });
        signOut().catch((error: unknown) => {
          console.error('Sign-out after a refused session failed', error);
        });
      }),
    [],
  );
}
