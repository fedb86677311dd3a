import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { spendPeople as perPerson } from '../services/settlements/spendPeople.js';

/** Admins: a side's figures per person for a range of days (the dashboards' per-person table). */
export const spendPeople = validatedOnCall(
  'spendPeople',
  contracts.spendPeople,
  ['admin'],
  (input, { services }) => perPerson(services.store, input),
);
