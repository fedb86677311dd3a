import { contracts } from '../domain/api/contracts.js';
import type { VisitKind } from '../domain/visitCodes.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { myFollowUps as myFollowUpsFor } from '../services/followUps/openFollowUps.js';

/** Staff: their open follow-ups (the Due list), on each side they work on, classed in Asia/Kolkata. */
export const myFollowUps = validatedOnCall(
  'myFollowUps',
  contracts.myFollowUps,
  ['sales', 'placement'],
  (_input, { caller, services }) => {
    const kinds = (['sales', 'placement'] as const).filter((kind): kind is VisitKind =>
      caller.roles.includes(kind),
    );
    return myFollowUpsFor(services.store, caller.uid, kinds);
  },
);
