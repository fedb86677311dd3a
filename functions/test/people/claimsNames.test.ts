import { describe, expect, it } from 'vitest';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { parseArgs } from '../../../scripts/claims/parseArgs.js';
import { ClaimsError, runClaims } from '../../../scripts/claims/runClaims.js';
import { UsageError } from '../../../scripts/usageError.js';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const refusal = (argv: string[]) => {
  try {
    parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  return 'accepted';
};

/** An Auth with one verified account holding no role, recording the claims set on it. */
function fakeAuth(): { auth: Auth; claims: unknown[] } {
  const claims: unknown[] = [];
  const user = { uid: 'u-asha', email: 'asha.sales@example.com', emailVerified: true, customClaims: {} };
  const auth = {
    getUserByEmail: (email: string) =>
      email === user.email
        ? Promise.resolve(user as unknown as UserRecord)
        : Promise.reject(Object.assign(new Error('none'), { code: 'auth/user-not-found' })),
    setCustomUserClaims: (_uid: string, value: unknown) => {
      claims.push(value);
      return Promise.resolve();
    },
  } as unknown as Auth;
  return { auth, claims };
}

describe('naming an account with npm run claims', () => {
  it('reads --name on grant and the name command, tidied', () => {
    expect(parseArgs(['grant', 'sales', 'Asha.Sales@example.com', '--name', ' Asha  Rao '])).toEqual({
      action: 'grant',
      role: 'sales',
      email: 'asha.sales@example.com',
      name: 'Asha Rao',
    });
    expect(parseArgs(['name', 'asha.sales@example.com', 'Asha Rao', '--project', 'p'])).toEqual({
      action: 'name',
      email: 'asha.sales@example.com',
      name: 'Asha Rao',
      project: 'p',
    });
  });

  it('refuses bad input with a clear message', () => {
    expect(refusal(['name', 'asha.sales@example.com', ''])).toBe('Give a name.');
    expect(refusal(['name', 'asha.sales@example.com', '<script>'])).toBe(
      "A name is letters, spaces and . ' - only.",
    );
    expect(refusal(['name', 'asha.sales@example.com'])).toBe('name takes an email and a name (in quotes).');
    expect(refusal(['name', 'not-an-email', 'Asha'])).toBe('"not-an-email" is not an email address.');
    expect(refusal(['grant', 'sales', 'a@example.com', '--name'])).toBe('--name needs a value.');
    expect(refusal(['revoke', 'sales', 'a@example.com', '--name', 'A'])).toBe('--name is only for grant.');
  });

  it('keeps the name in the Store; an unknown account changes nothing', async () => {
    const store = new LocalStore(mkdtempSync(join(tmpdir(), 'claims-names-')));
    try {
      const { auth, claims } = fakeAuth();
      const people = { store, by: 'cli:test' };
      expect(
        await runClaims(auth, parseArgs(['name', 'asha.sales@example.com', 'Asha Rao']), people),
      ).toEqual(['asha.sales@example.com is called Asha Rao.']);
      expect(await store.get('people/u-asha')).toMatchObject({ name: 'Asha Rao', createdBy: 'cli:test' });
      await expect(
        runClaims(auth, parseArgs(['name', 'nobody@example.com', 'No Body']), people),
      ).rejects.toThrow(ClaimsError);
      expect(await store.get('people')).toEqual({ 'u-asha': expect.anything() as unknown });

      const lines = await runClaims(
        auth,
        parseArgs(['grant', 'sales', 'asha.sales@example.com', '--name', 'Asha R']),
        people,
      );
      expect(lines).toEqual([
        'Granted sales to asha.sales@example.com. It applies at their next sign-in.',
        'asha.sales@example.com is called Asha R.',
      ]);
      expect(claims).toEqual([{ roles: ['sales'] }]);
      expect(await store.get('people/u-asha')).toMatchObject({ name: 'Asha R' });
      // Without a Store a name is refused before anything changes.
      await expect(
        runClaims(auth, parseArgs(['grant', 'admin', 'asha.sales@example.com', '--name', 'A'])),
      ).rejects.toThrow('Naming an account needs the Store; nothing changed.');
      expect(claims).toHaveLength(1);
    } finally {
      store.close();
    }
  });
});
