import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { demoAccounts } from './demoAccounts.js';
import { PROJECT_ID } from './paths.js';

function isNotFound(error: unknown): boolean {
  return (error as { code?: string }).code === 'auth/user-not-found';
}

/** Creates the demo accounts that are missing and (re)sets every demo account's role claims. */
export async function seedDemoAccounts(authEmulatorHost: string): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${String(Date.now())}`);
  try {
    const auth = getAuth(app);
    for (const account of demoAccounts) {
      try {
        await auth.getUser(account.uid);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        await auth.createUser({
          uid: account.uid,
          email: account.email,
          password: account.password,
          displayName: account.displayName,
          emailVerified: true,
        });
      }
      await auth.setCustomUserClaims(account.uid, { roles: account.roles });
    }
  } finally {
    await deleteApp(app);
  }
}
