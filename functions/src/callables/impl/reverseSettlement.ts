import { reverseSettlementInput, reverseSettlementOutput } from '../../domain/api/reverseSettlement.js';
import { reverseSettlement as reverse } from '../../services/settlements/reverseSettlement.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: reverseSettlementInput, output: reverseSettlementOutput },
  (input, { caller, services }) => reverse(services.store, caller, input),
);
