import { setSpendOptionsInput, setSpendOptionsOutput } from '../../domain/api/setSpendOptions.js';
import { replaceSpendOptionList } from '../../services/spend/spendOptionsStore.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: setSpendOptionsInput, output: setSpendOptionsOutput },
  ({ list, names }, { caller, services }) =>
    replaceSpendOptionList(services.store, list, names, {
      uid: caller.uid,
      ...(caller.email ? { email: caller.email } : {}),
    }),
);
