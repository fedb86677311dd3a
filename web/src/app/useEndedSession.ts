import { useEffect } from 'react';
import { toast } from 'sonner';
import { getSession, signOut } from '../lib/session';
import { onSessionEnded } from '../lib/callables';

/**
 * When the server refuses the session (a role was revoked, so the old token no longer counts), signs
 * the user out and says why; the route guards then show the sign-in screen. A refusal that arrives
 * after the user signed out (a call started just before) ends nothing and says nothing.
 */
export function useEndedSession(): void {
  useEffect(
    () =>
      onSessionEnded((message) => {
        if (getSession().status !== 'signedIn') return;
        toast.error(message, { id: 'session-ended' });
        signOut().catch((error: unknown) => {
          console.error('Sign-out after a refused session failed', error);
        });
      }),
    [],
  );
}
