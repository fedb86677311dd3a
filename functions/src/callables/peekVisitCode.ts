import { validatedOnCall } from '../lib/validatedOnCall.js';

/** The code the caller's next visit will probably get, shown in the form's header. */
export const peekVisitCode = validatedOnCall(
  'peekVisitCode',
  ['sales', 'placement'],
  async () => (await import('./impl/peekVisitCode.js')).useCase,
);
