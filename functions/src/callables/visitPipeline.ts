import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Every college or company of a kind with its latest visit's pipeline fields. */
export const visitPipeline = validatedOnCall(
  'visitPipeline',
  ['admin'],
  async () => (await import('./impl/visitPipeline.js')).useCase,
);
