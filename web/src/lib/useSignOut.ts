import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signOutMessages } from '@domain/signIn';
import { signOutDestinations, type SignOutArea } from '../config/paths';
import { getSession, signOut } from './session';
import { forgetSignIn } from './storedOptions';

/**
 * Signs out from an area: forgets the stored sign-in and chosen area (so the bottom bar, redrawn by
 * the navigation, no longer names it), leaves for the area's destination (so the guarded page never
 * flashes its fallback), then signs out and confirms with a toast.
 */
export function useSignOut(area: SignOutArea): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = getSession();
    forgetSignIn(session.status === 'signedIn' ? session.email : null);
    await navigate(signOutDestinations[area]);
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
