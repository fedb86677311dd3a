import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { spendStatement as statement } from '../services/settlements/statement.js';

/** A person's monthly statement: staff their own, admins anyone's. */
export const spendStatement = validatedOnCall(
  'spendStatement',
  contracts.spendStatement,
  ['admin', 'sales', 'placement'],
  (input, { caller, services }) => statement(services.store, caller, input),
);
