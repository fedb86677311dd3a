import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { visitExceptionsFor } from '../services/visits/visitExceptionsFor.js';

/** Each rep's Far, Too fast, no location and Not accepted visits over some days (the last 30 by default). */
export const visitExceptions = validatedOnCall(
  'visitExceptions',
  contracts.visitExceptions,
  ['admin'],
  (input, { services }) => visitExceptionsFor(services.store, input),
);
