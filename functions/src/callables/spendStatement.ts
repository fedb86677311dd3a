import { validatedOnCall } from '../lib/validatedOnCall.js';

/** A person's monthly statement: staff their own, admins anyone's. */
export const spendStatement = validatedOnCall(
  'spendStatement',
  ['admin', 'sales', 'placement'],
  async () => (await import('./impl/spendStatement.js')).useCase,
);
