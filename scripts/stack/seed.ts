import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { personPath } from '../../functions/src/domain/people/personName.js';
import { setPersonName } from '../../functions/src/services/people/names.js';
import { demoAccounts } from './demoAccounts.js';
import { PROJECT_ID } from './paths.js';

function isNotFound(error: unknown): boolean {
  return (error as { code?: string }).code === 'auth/user-not-found';
}

/** Gives each demo account its name where none is kept, so a rename with `npm run claims -- name` stays. */
async function seedDemoNames(storeDir: string): Promise<void> {
  const store = new LocalStore(storeDir);
  try {
    for (const account of demoAccounts) {
      if ((await store.get(personPath(account.uid))) !== null) continue;
      await setPersonName(
        store,
        { uid: account.uid, email: account.email, name: account.displayName },
        'seed',
      );
    }
  } finally {
    store.close();
  }
}

/**
 * Creates the demo accounts that are missing, (re)sets every demo account's role claims and gives them
 * their names in the Store.
 */
export async function seedDemoAccounts(authEmulatorHost: string, storeDir: string): Promise<void> {
  await seedDemoNames(storeDir);
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
