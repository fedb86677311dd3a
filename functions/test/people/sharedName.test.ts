import type { Auth } from 'firebase-admin/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { runClaims } from '../../../scripts/claims/runClaims.js';
import { frozenMonthPath } from '../../src/domain/ledger/frozenMonth.js';
import { keepPersonLedgers, readPersonLedgers } from '../../src/services/ledger/ledgerNames.js';
import { readKeptNames, setPersonName } from '../../src/services/people/names.js';
import { useSpendStore } from '../spend/harness.js';

/** Naming someone with a name another account has still names them, and says what the books do. */
const { store, clear } = useSpendStore();
beforeEach(clear);

/** The one Auth call the name command makes: the account of an email. */
const authOf = (uid: string) =>
  ({ getUserByEmail: (email: string) => Promise.resolve({ uid, email }) }) as unknown as Auth;
const name = (uid: string, email: string, as: string) =>
  runClaims(authOf(uid), { action: 'name', email, name: as }, { store, by: 'test' });
const freeze = (month: string, ledgers: Record<string, string>) =>
  store.set(frozenMonthPath(month), {
    names: {},
    people: Object.fromEntries(
      Object.entries(ledgers).map(([uid, ledger]) => [uid, { ledger, name: ledger }]),
    ),
    at: 1,
  });

describe('npm run claims -- name', () => {
  it('keeps the ledger at once and warns about this person, whose ledger gets the short code', async () => {
    expect(await name('u1', 'asha.rao@example.com', 'Asha Rao')).toEqual([
      'asha.rao@example.com is called Asha Rao.',
    ]);
    expect(await name('u2', 'asha.r@example.com', 'ASHA RAO')).toEqual([
      'asha.r@example.com is called ASHA RAO. Warning: another ledger in the books is called ASHA RAO, so asha.r@example.com\'s ledger is ASHA RAO (u2) (npm run ledger -- names set person u2 "NAME" to choose another).',
    ]);
    expect((await readKeptNames(store)).get('u2')).toBe('ASHA RAO');
    expect(await readPersonLedgers(store)).toEqual(
      new Map([
        ['u1', 'Asha Rao'],
        ['u2', 'ASHA RAO (u2)'],
      ]),
    );
    expect(await name('u3', 'meera@example.com', 'Meera Iyer')).toEqual([
      'meera@example.com is called Meera Iyer.',
    ]);
  });

  it('names the other person when theirs, not yet kept, is the one the books will give a short code', async () => {
    // Named before ledgers were kept at naming: u0 has a kept name and no ledger, and sorts first.
    await setPersonName(store, { uid: 'u0', email: 'asha.rao@example.com', name: 'Asha Rao' }, 'test');
    expect(await name('u9', 'asha.r@example.com', 'Asha Rao')).toEqual([
      'asha.r@example.com is called Asha Rao. Warning: another ledger in the books is called Asha Rao, so account u0\'s ledger is Asha Rao (u0) (npm run ledger -- names set person u0 "NAME" to choose another).',
    ]);
    // The close keeps what the warning said.
    await keepPersonLedgers(store, [{ uid: 'u0', name: 'Asha Rao' }]);
    expect((await readPersonLedgers(store)).get('u0')).toBe('Asha Rao (u0)');
  });

  it('warns about a person named like a books ledger', async () => {
    expect(await name('u1', 'c@example.com', 'Cash')).toEqual([
      'c@example.com is called Cash. Warning: another ledger in the books is called Cash, so c@example.com\'s ledger is Cash (u1) (npm run ledger -- names set person u1 "NAME" to choose another).',
    ]);
  });

  it('says nothing once both ledgers are frozen in a closed month', async () => {
    await name('u1', 'asha.rao@example.com', 'Asha Rao');
    await name('u2', 'asha.r@example.com', 'Asha Rao');
    await freeze('2026-10', { u1: 'Asha Rao', u2: 'Asha Rao (u2)' });
    expect(await name('u2', 'asha.r@example.com', 'Asha Rao')).toEqual([
      'asha.r@example.com is called Asha Rao.',
    ]);
    expect((await readPersonLedgers(store)).get('u2')).toBe('Asha Rao (u2)');
  });

  it('lets a ledger no closed month has follow a new name', async () => {
    await name('u1', 'asha.rao@example.com', 'Asha Rao');
    await name('u1', 'asha.rao@example.com', 'Asha R Menon');
    expect((await readPersonLedgers(store)).get('u1')).toBe('Asha R Menon');
    await freeze('2026-10', { u1: 'Asha R Menon' });
    await name('u1', 'asha.rao@example.com', 'Asha Menon');
    expect((await readPersonLedgers(store)).get('u1')).toBe('Asha R Menon');
  });
});
