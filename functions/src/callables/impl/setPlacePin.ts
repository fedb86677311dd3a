import { setPlacePinInput, setPlacePinOutput } from '../../domain/api/setPlacePin.js';
import { setPlacePin as setPin } from '../../services/places/setPlacePin.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: setPlacePinInput, output: setPlacePinOutput },
  (input, { caller, services }) => setPin(services.store, caller, input),
);
