import { recordSettlementInput, recordSettlementOutput } from '../../domain/api/recordSettlement.js';
import { recordSettlement as record } from '../../services/settlements/recordSettlement.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: recordSettlementInput, output: recordSettlementOutput },
  (input, { caller, services }) => record(services.store, caller, input),
);
