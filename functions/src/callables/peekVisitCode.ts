import { HttpsError } from 'firebase-functions/v2/https';
import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { previewNextVisitCode } from '../services/visits/visitCodeCounter.js';

/** The code the caller's next visit will probably get, shown in the form's header. */
export const peekVisitCode = validatedOnCall(
  'peekVisitCode',
  contracts.peekVisitCode,
  ['sales', 'placement'],
  async ({ kind }, { caller, services }) => {
    if (!caller.roles.includes(kind))
      throw new HttpsError('permission-denied', `This needs the ${kind} role.`);
    return { code: await previewNextVisitCode(services.store, kind) };
  },
);
