import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signOutMessages } from '@domain/signIn';
import { signOutDestinations, type SignOutArea } from '../config/paths';
import { getSession, signOut } from './session';
import { forgetSignIn } from './storedOptions';

const FORGET_DEVICE_WAIT_MS = 3000;

async function forgetReminderDevice(): Promise<void> {
  const forget = import('./pushDevice').then(({ turnOffReminders }) => turnOffReminders());
  await Promise.race([
    forget.catch((error: unknown) => {
      console.warn('The morning reminder could not be turned off', error);
    }),
    new Promise((resolve) => setTimeout(resolve, FORGET_DEVICE_WAIT_MS)),
  ]);
}

/**
 * Signs out from an area: forgets the stored sign-in and chosen area (so the bottom bar, redrawn by
 * the navigation, no longer names it), leaves for the area's destination (so the guarded page never
 * flashes its fallback), turns this device's morning reminder off (staff), then signs out and
 * confirms with a toast.
 */
export function useSignOut(area: SignOutArea): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = getSession();
    forgetSignIn(session.status === 'signedIn' ? session.email : null);
    await navigate(signOutDestinations[area]);
    // The next person on this phone must not get this one's reminder; a slow answer does not hold the sign-out.
    if (area === 'staff') await forgetReminderDevice();
    try {
      await signOut();
      toast.success(signOutMessages.done);
    } catch (error) {
      console.error('Sign-out failed', error);
      // The staff screens only log a failed sign-out: staff have nothing to do about it.
      if (area !== 'staff') toast.error(signOutMessages.failed);
    }
  }, [area, navigate]);
}
