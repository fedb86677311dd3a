import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/queryClient';
import { EndedSessionDialog } from './EndedSessionDialog';
import { useEndedSession } from './useEndedSession';
import { useOutboxService } from './useOutboxService';
import { useReminderResync } from './useReminderResync';
import { useAppBadge } from './useAppBadge';
import { useOpenMessages } from './pwa/useOpenMessages';

/** Screens that talk to the server; kept out of the landing page's bundle. */
export function DataLayout() {
  const ended = useEndedSession();
  useOutboxService(queryClient);
  useReminderResync();
  useAppBadge();
  useOpenMessages();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <EndedSessionDialog unsent={ended.unsent} onAcknowledge={() => void ended.acknowledge()} />
    </QueryClientProvider>
  );
}
