import type { Auth } from 'firebase-admin/auth';
import type { AccountStanding, Accounts } from '../../ports/accounts.js';

/** Accounts on Firebase Auth (or its emulator, which the Functions emulator points firebase-admin at). */
export class FirebaseAccounts implements Accounts {
  constructor(private readonly auth: Auth) {}

  async standing(uid: string): Promise<AccountStanding | null> {
    try {
      const user = await this.auth.getUser(uid);
      const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
      return { tokensValidAfterMs: Number.isNaN(validAfter) ? 0 : validAfter, disabled: user.disabled };
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return null;
      throw error;
    }
  }
}

/** Loads the Auth SDK on first use, keeping it out of the functions' cold start. */
export async function createFirebaseAccounts(): Promise<Accounts> {
  const [{ getAuth }, { adminApp }] = await Promise.all([
    import('firebase-admin/auth'),
    import('../../config/adminApp.js'),
  ]);
  return new FirebaseAccounts(getAuth(adminApp()));
}
