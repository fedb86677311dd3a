import { dayMileageInput, dayMileageOutput } from '../../domain/api/dayMileage.js';
import { dayMileage } from '../../services/day/dayMileage.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: dayMileageInput, output: dayMileageOutput },
  (input, { caller, services }) => dayMileage(services.store, caller.uid, input.day),
);
