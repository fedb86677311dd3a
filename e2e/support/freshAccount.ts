import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Role } from '../../functions/src/domain/roles.js';
import type { DemoAccount } from '../../scripts/stack/demoAccounts.js';
import { PROJECT_ID } from '../../scripts/stack/paths.js';
import { stackPorts } from '../../scripts/stack/ports.js';

/**
 * A new staff account on the stack's Auth emulator (address verified, role claims set, as the demo
 * accounts are seeded), for a test whose balances or totals must start from nothing whatever other
 * specs, retries or earlier runs stored. `name` makes the address: `e2e-{name}@example.com`.
 */
export async function freshAccount(role: Role, name: string): Promise<DemoAccount> {
  // firebase-admin finds the emulator through this variable; this process only ever talks to the stack.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${String(stackPorts.auth.port)}`;
  const app = initializeApp({ projectId: PROJECT_ID }, `fresh-${name}`);
  const account: DemoAccount = {
    uid: `e2e-${name}`,
    email: `e2e-${name}@example.com`,
    password: 'fresh-pass-2026',
    displayName: name,
    roles: [role],
  };
  try {
    const auth = getAuth(app);
    const { uid, email, password, displayName } = account;
    await auth.createUser({ uid, email, password, displayName, emailVerified: true });
    await auth.setCustomUserClaims(account.uid, { roles: account.roles });
  } finally {
    await deleteApp(app);
  }
  return account;
}
