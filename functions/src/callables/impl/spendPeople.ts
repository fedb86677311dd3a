import { spendPeopleInput, spendPeopleOutput } from '../../domain/api/spendPeople.js';
import { spendPeople as perPerson } from '../../services/settlements/spendPeople.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: spendPeopleInput, output: spendPeopleOutput },
  (input, { services }) => perPerson(services.store, input),
);
