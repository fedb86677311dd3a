import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { listFilesFor } from '../services/files/listFilesFor.js';

/** One page of a folder's files, newest first, with the total matching and name suggestions. */
export const listFiles = validatedOnCall('listFiles', contracts.listFiles, ['admin'], (input, { services }) =>
  listFilesFor(services.store, input),
);
