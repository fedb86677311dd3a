import { myFollowUpsInput, myFollowUpsOutput } from '../../domain/api/myFollowUps.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { myFollowUps as myFollowUpsFor } from '../../services/followUps/openFollowUps.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: myFollowUpsInput, output: myFollowUpsOutput },
  (_input, { caller, services }) => {
    const kinds = (['sales', 'placement'] as const).filter((kind): kind is VisitKind =>
      caller.roles.includes(kind),
    );
    return myFollowUpsFor(services.store, caller.uid, kinds);
  },
);
