import { changeFollowUpInput, changeFollowUpOutput } from '../../domain/api/changeFollowUp.js';
import { HttpsError } from 'firebase-functions/v2/https';
import { changeFollowUp as change } from '../../services/followUps/changeFollowUp.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: changeFollowUpInput, output: changeFollowUpOutput },
  (input, { caller, services }) => {
    if (!caller.roles.includes(input.kind))
      throw new HttpsError('permission-denied', `This needs the ${input.kind} role.`);
    return change(services.store, caller, input);
  },
);
