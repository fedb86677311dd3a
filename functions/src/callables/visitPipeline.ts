import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { visitPipelineFor } from '../services/visits/visitPipelineFor.js';

/** Every college or company of a kind with its latest visit's pipeline fields. */
export const visitPipeline = validatedOnCall(
  'visitPipeline',
  contracts.visitPipeline,
  ['admin'],
  (input, { services }) => visitPipelineFor(services.store, input.kind),
);
