import type { Auth } from 'firebase-admin/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { runClaims } from '../../../scripts/claims/runClaims.js';
import { readKeptNames, setPersonName } from '../../src/services/people/names.js';
import { useSpendStore } from '../spend/harness.js';

/** Issue 46: naming someone with a name another account has still names them, and says what the books do. */
const { store, clear } = useSpendStore();
beforeEach(clear);

/** The one Auth call the name command makes: the account of an email. */
const authOf = (uid: string) =>
  ({ getUserByEmail: (email: string) => Promise.resolve({ uid, email }) }) as unknown as Auth;

describe('npm run claims -- name', () => {
  it('warns when another account already has the name, and names them all the same', async () => {
    await setPersonName(store, { uid: 'u1', email: 'asha.rao@example.com', name: 'Asha Rao' }, 'test');
    const lines = await runClaims(
      authOf('u2'),
      { action: 'name', email: 'asha.r@example.com', name: 'Asha Rao' },
      { store, by: 'test' },
    );
    expect(lines).toEqual([
      'asha.r@example.com is called Asha Rao. Warning: account u1 is also called Asha Rao; the books will give this person\'s ledger a short code after the name (npm run ledger -- names set person u2 "NAME" to choose another).',
    ]);
    expect((await readKeptNames(store)).get('u2')).toBe('Asha Rao');
    const alone = await runClaims(
      authOf('u3'),
      { action: 'name', email: 'meera@example.com', name: 'Meera Iyer' },
      { store, by: 'test' },
    );
    expect(alone).toEqual(['meera@example.com is called Meera Iyer.']);
  });
});
