import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: the kilometres of their own day between its visits' readings, and what each vehicle allows. */
export const dayMileage = validatedOnCall(
  'dayMileage',
  ['sales', 'placement'],
  async () => (await import('./impl/dayMileage.js')).useCase,
);
