import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signOutMessages } from '@domain/signIn';
import { signOutDestinations, type SignOutArea } from '../app/paths';
import { getSession, signOut } from './session';
import { forgetSignIn } from './storedOptions';

/**
 * Signs out from an area: leaves for the area's destination first (so the guarded page never
 * flashes its fallback), then signs out, forgets the stored sign-in and confirms with a toast.
 */
export function useSignOut(area: SignOutArea): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = getSession();
    const email = session.status === 'signedIn' ? session.email : null;
    await navigate(signOutDestinations[area]);
    try {
      await signOut();
      forgetSignIn(email);
      toast.success(signOutMessages.done);
    } catch (error) {
      console.error('Sign-out failed', error);
      // SPEC.md section 8: the staff screens only log a failed sign-out.
      if (area !== 'staff') toast.error(signOutMessages.failed);
    }
  }, [area, navigate]);
}
