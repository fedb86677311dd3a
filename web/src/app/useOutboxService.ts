import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { sendUpload } from '../features/uploads/sendUpload';
import { persistOfflineAnswers } from '../lib/queryPersistence';
import { useSession } from '../lib/session';
import { outbox } from '../lib/submission/outbox';
import { startOutbox } from '../lib/submission/startOutbox';

/** Runs the outbox while the data screens are open, for the signed-in account only, and keeps the forms' answers. */
export function useOutboxService(queryClient: QueryClient): void {
  const session = useSession();
  const owner = session.status === 'signedIn' ? session.uid : null;
  useEffect(() => startOutbox(queryClient, sendUpload), [queryClient]);
  useEffect(() => {
    const stopping = persistOfflineAnswers(queryClient);
    return () => {
      void stopping.then((stop) => {
        stop();
      });
    };
  }, [queryClient]);
  useEffect(() => {
    void outbox.setOwner(owner);
  }, [owner]);
}
