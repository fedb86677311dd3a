import { useEffect } from 'react';
import { useSession } from '../lib/session';

/**
 * Once each app open, for staff with notifications granted: this device's push subscription is saved
 * again, so the server's copy follows a renewed endpoint, a changed role or a new VAPID key.
 */
export function useReminderResync(): void {
  const session = useSession();
  const staffUid =
    session.status === 'signedIn' && session.roles.some((role) => role === 'sales' || role === 'placement')
      ? session.uid
      : null;
  useEffect(() => {
    if (staffUid === null || !navigator.onLine) return;
    void import('../lib/pushDevice')
      .then(({ resyncReminders }) => resyncReminders())
      .catch((error: unknown) => {
        console.warn('The morning reminder could not be saved again', error);
      });
  }, [staffUid]);
}
