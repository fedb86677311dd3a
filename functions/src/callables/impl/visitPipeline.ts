import { visitPipelineInput, visitPipelineOutput } from '../../domain/api/visitPipeline.js';
import { visitPipelineFor } from '../../services/visits/visitPipelineFor.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: visitPipelineInput, output: visitPipelineOutput },
  (input, { services }) => visitPipelineFor(services.store, input.kind),
);
