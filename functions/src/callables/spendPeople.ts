import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: a side's figures per person for a range of days (the dashboards' per-person table). */
export const spendPeople = validatedOnCall(
  'spendPeople',
  ['admin'],
  async () => (await import('./impl/spendPeople.js')).useCase,
);
