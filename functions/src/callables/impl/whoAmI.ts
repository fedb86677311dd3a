import { whoAmIInput, whoAmIOutput } from '../../domain/api/whoAmI.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: whoAmIInput, output: whoAmIOutput },
  async (_input, { caller }) => Promise.resolve(caller),
);
