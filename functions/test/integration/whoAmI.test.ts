import { beforeAll, expect, it } from 'vitest';
import { demoAccount } from '../../../scripts/stack/demoAccounts.js';
import { callFunction, describeWithStack, signIn } from './support/stack.js';

describeWithStack('whoAmI through the Functions emulator', () => {
  let salesToken = '';
  beforeAll(async () => {
    const sales = demoAccount('sales');
    salesToken = await signIn(sales.email, sales.password);
  });

  it('returns the uid, email and roles of the signed-in account', async () => {
    const sales = demoAccount('sales');
    expect(await callFunction('whoAmI', {}, salesToken)).toEqual({
      ok: true,
      result: { uid: sales.uid, email: sales.email, roles: ['sales'] },
    });
  });

  it('refuses a caller who is not signed in', async () => {
    expect(await callFunction('whoAmI', {})).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
  });

  it('refuses unknown fields, naming them', async () => {
    const outcome = await callFunction('whoAmI', { surprise: true }, salesToken);
    expect(outcome).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'surprise: Unknown field.',
      details: { fieldErrors: [{ field: 'surprise', message: 'Unknown field.' }] },
    });
  });
});
