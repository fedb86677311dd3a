import { peekVisitCodeInput, peekVisitCodeOutput } from '../../domain/api/peekVisitCode.js';
import { HttpsError } from 'firebase-functions/v2/https';
import { previewNextVisitCode } from '../../services/visits/visitCodeCounter.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: peekVisitCodeInput, output: peekVisitCodeOutput },
  async ({ kind }, { caller, services }) => {
    if (!caller.roles.includes(kind))
      throw new HttpsError('permission-denied', `This needs the ${kind} role.`);
    return { code: await previewNextVisitCode(services.store, kind) };
  },
);
