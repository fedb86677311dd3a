import { useSyncExternalStore } from 'react';
import { onIdTokenChanged, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { rolesFromClaims, type Role } from '@domain/roles';
import { auth } from '../../lib/firebase';

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; uid: string; email: string | null; roles: Role[] };

let current: Session = { status: 'loading' };
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  listeners.forEach((listener) => {
    listener();
  });
}

async function sessionOf(user: User | null): Promise<Session> {
  if (!user) return { status: 'signedOut' };
  const token = await user.getIdTokenResult();
  return { status: 'signedIn', uid: user.uid, email: user.email, roles: rolesFromClaims(token.claims) };
}

onIdTokenChanged(auth, (user) => {
  void sessionOf(user).then(publish, () => {
    publish({ status: 'signedOut' });
  });
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): Session {
  return current;
}

/** Resolves once Firebase has restored (or failed to restore) the previous sign-in. */
export function whenSessionKnown(): Promise<Session> {
  if (current.status !== 'loading') return Promise.resolve(current);
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      if (current.status === 'loading') return;
      unsubscribe();
      resolve(current);
    });
  });
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}

export function hasRole(session: Session, role: Role): boolean {
  return session.status === 'signedIn' && session.roles.includes(role);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(auth);
}
