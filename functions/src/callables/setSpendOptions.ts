import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { replaceSpendOptionList } from '../services/spend/spendOptionsStore.js';

/** Replaces the college or company list (Other kept last), or restores the defaults with `names: null`. */
export const setSpendOptions = validatedOnCall(
  'setSpendOptions',
  contracts.setSpendOptions,
  ['admin'],
  ({ list, names }, { caller, services }) =>
    replaceSpendOptionList(services.store, list, names, {
      uid: caller.uid,
      ...(caller.email ? { email: caller.email } : {}),
    }),
  { writes: true },
);
