import { HttpsError } from 'firebase-functions/v2/https';
import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { changeFollowUp as change } from '../services/followUps/changeFollowUp.js';

/** Staff: move the day of an open follow-up of theirs, or drop it with a reason; once per request id. */
export const changeFollowUp = validatedOnCall(
  'changeFollowUp',
  contracts.changeFollowUp,
  ['sales', 'placement'],
  (input, { caller, services }) => {
    if (!caller.roles.includes(input.kind))
      throw new HttpsError('permission-denied', `This needs the ${input.kind} role.`);
    return change(services.store, caller, input);
  },
  { writes: true },
);
