import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: save where their field day starts (Plan today, mileage), or clear it; once per request id. */
export const setStartPoint = validatedOnCall(
  'setStartPoint',
  ['sales', 'placement'],
  async () => (await import('./impl/setStartPoint.js')).useCase,
  { writes: true },
);
