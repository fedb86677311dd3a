import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { getSession, signOut } from '../lib/session';
import { onSessionEnded } from '../lib/callables';
import { isUnsent, type OutboxEntry } from '../lib/submission/entry';
import { outbox } from '../lib/submission/outbox';

function endSession(): void {
  signOut().catch((error: unknown) => {
    console.error('Sign-out after a refused session failed', error);
  });
}

/**
 * When the server refuses the session (a role was revoked, so the old token no longer counts), signs
 * the user out and says why; the route guards then show the sign-in screen. A refusal that arrives
 * after the user signed out (a call started just before) ends nothing and says nothing. Entries that
 * can no longer be sent are first shown to the user (`unsent`), and go with the session once seen.
 */
export function useEndedSession() {
  const [unsent, setUnsent] = useState<readonly OutboxEntry[]>([]);
  useEffect(
    () =>
      onSessionEnded((message) => {
        if (getSession().status !== 'signedIn') return;
        toast.error(message, { id: 'session-ended' });
        const left = outbox.getEntries().filter(isUnsent);
        if (left.length === 0) endSession();
        else setUnsent(left);
      }),
    [],
  );
  return {
    unsent,
    acknowledge: async () => {
      const owner = outbox.getOwner();
      setUnsent([]);
      if (owner !== null) await outbox.deleteAllOf(owner);
      endSession();
    },
  };
}
