import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { placePageFor } from '../services/places/placePageFor.js';

/** One college's or company's page: its latest phase or stage, its visits, its spend and its bills. */
export const placePage = validatedOnCall('placePage', contracts.placePage, ['admin'], (input, { services }) =>
  placePageFor(services.store, input.kind, input.name),
);
