import type { QueryClient } from '@tanstack/react-query';
import { apiKey } from '../apiKey';
import { sendCall } from './callSender';
import { outbox, type Sender } from './outbox';

/**
 * Starts sending: at once, whenever the browser comes back online and whenever the page is shown
 * again (Background Sync is not relied on: Safari lacks it). What the server stored refreshes the
 * screens that show it. Returns the undo.
 */
export function startOutbox(queryClient: QueryClient, uploadSender: Sender): () => void {
  outbox.registerSender('call', sendCall);
  outbox.registerSender('upload', uploadSender);
  const sendNow = () => {
    outbox.kick({ now: true });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') sendNow();
  };
  window.addEventListener('online', sendNow);
  document.addEventListener('visibilitychange', onVisible);
  const stopSent = outbox.onSent(() => {
    void queryClient.invalidateQueries({ queryKey: apiKey('myReport') });
    void queryClient.invalidateQueries({ queryKey: apiKey('mySpends') });
    void queryClient.invalidateQueries({ queryKey: apiKey('peekVisitCode') });
    void queryClient.invalidateQueries({ queryKey: apiKey('myAdvances') });
    // A visit may have set or closed a follow-up; a move or a drop changed one.
    void queryClient.invalidateQueries({ queryKey: apiKey('myFollowUps') });
  });
  sendNow();
  return () => {
    window.removeEventListener('online', sendNow);
    document.removeEventListener('visibilitychange', onVisible);
    stopSent();
  };
}
