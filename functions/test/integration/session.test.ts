import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contracts, type CallableName } from '../../src/domain/api/contracts.js';
import { PROJECT_ID } from '../../../scripts/stack/paths.js';
import { callFunction, describeWithStack, signIn } from './support/stack.js';

const run = randomUUID().slice(0, 8);
const password = 'secret-pass-123';
let app: App | undefined;
let auth: Auth;

async function account(name: string, roles: string[], emailVerified: boolean): Promise<string> {
  const email = `session-${run}-${name}@example.com`;
  const user = await auth.createUser({ email, password, emailVerified });
  if (roles.length > 0) await auth.setCustomUserClaims(user.uid, { roles });
  return email;
}

describeWithStack('the session checks of every callable, over the wire', () => {
  beforeAll(() => {
    app = initializeApp({ projectId: PROJECT_ID }, `session-test-${run}`);
    auth = getAuth(app);
  });

  afterAll(async () => {
    if (!app) return;
    const mine = (await auth.listUsers(1000)).users.filter((user) =>
      user.email?.startsWith(`session-${run}-`),
    );
    await auth.deleteUsers(mine.map((user) => user.uid));
    await deleteApp(app);
  });

  it.each(Object.keys(contracts) as CallableName[])(
    '%s refuses an account whose email is not verified, even with every role',
    async (name) => {
      const email = await account(`unverified-${name}`, ['sales', 'placement', 'admin'], false);
      const outcome = await callFunction(name, {}, await signIn(email, password));
      expect(outcome).toMatchObject({
        ok: false,
        status: 'UNAUTHENTICATED',
        message: 'This account’s email address is not verified. Contact Admin.',
      });
    },
  );

  it('refuses the old token at the next call once the tokens are revoked; a new sign-in works', async () => {
    const email = await account('revoked', ['sales'], true);
    const oldToken = await signIn(email, password);
    // Revocation has one-second resolution: a token from the same second would still count as new.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth.revokeRefreshTokens((await auth.getUserByEmail(email)).uid);

    for (const name of ['whoAmI', 'myReport', 'submitSalesVisit'] as const) {
      expect(await callFunction(name, {}, oldToken), name).toMatchObject({
        ok: false,
        status: 'UNAUTHENTICATED',
        message: 'Your access has changed. Please sign in again.',
      });
    }
    const fresh = await signIn(email, password);
    expect(await callFunction('whoAmI', {}, fresh)).toMatchObject({ ok: true, result: { email } });
  });

  it.each(['whoAmI', 'getSpendOptions'] as const)(
    '%s refuses a verified account with no role',
    async (name) => {
      const email = await account(`norole-${name}`, [], true);
      expect(await callFunction(name, {}, await signIn(email, password))).toMatchObject({
        ok: false,
        status: 'PERMISSION_DENIED',
      });
    },
  );
});
