import { useSyncExternalStore } from 'react';
import {
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { rolesFromClaims, type Role } from '@domain/roles';
import { accountKeys } from './accountKeys';
import { auth } from './firebase';
import { forgetAccount } from './forgetAccount';

export type SignedInSession = { status: 'signedIn'; uid: string; email: string | null; roles: Role[] };
export type Session = { status: 'loading' } | { status: 'signedOut' } | SignedInSession;

let current: Session = { status: 'loading' };
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  listeners.forEach((listener) => {
    listener();
  });
}

const rolesKey = accountKeys.roles;

/** The roles of the last token read online, so a restart with no signal still opens the right screens. */
function rememberedRoles(uid: string): Role[] | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(rolesKey(uid)) ?? 'null');
    return Array.isArray(stored) ? rolesFromClaims({ roles: stored }) : null;
  } catch {
    return null;
  }
}

async function sessionOf(user: User): Promise<SignedInSession> {
  try {
    const token = await user.getIdTokenResult();
    const roles = rolesFromClaims(token.claims);
    try {
      localStorage.setItem(rolesKey(user.uid), JSON.stringify(roles));
    } catch {
      // Storage blocked: only the offline start loses its roles.
    }
    return { status: 'signedIn', uid: user.uid, email: user.email, roles };
  } catch (error) {
    // An expired token cannot be refreshed offline: the account is still this one; the server checks
    // the roles again when the entries are sent (the token is refreshed first, once online).
    const roles =
      (error as { code?: string }).code === 'auth/network-request-failed' ? rememberedRoles(user.uid) : null;
    if (roles === null) throw error;
    return { status: 'signedIn', uid: user.uid, email: user.email, roles };
  }
}

onIdTokenChanged(auth, (user) => {
  if (!user) {
    publish({ status: 'signedOut' });
    return;
  }
  sessionOf(user).then(
    (session) => {
      // The token is read asynchronously: a sign-out or another sign-in may have happened meanwhile.
      if (auth.currentUser?.uid === user.uid) publish(session);
    },
    () => {
      if (auth.currentUser?.uid === user.uid) publish({ status: 'signedOut' });
    },
  );
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

/**
 * Signs in and returns the session with its role claims. The session is published before this
 * resolves, so a guarded page navigated to next sees the new roles at once.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignedInSession> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  const session = await sessionOf(credential.user);
  publish(session);
  return session;
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email);
}

export async function signOut(): Promise<void> {
  const uid = auth.currentUser?.uid;
  await firebaseSignOut(auth);
  if (uid) await forgetAccount(uid);
}
