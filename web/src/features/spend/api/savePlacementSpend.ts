import type { SavePlacementSpendInput } from '@domain/api/savePlacementSpend';
import { call } from '../../../lib/callables';
import { useSpendSave, type SpendSaveOptions } from '../useSpendSave';

export function savePlacementSpend(input: SavePlacementSpendInput) {
  return call('savePlacementSpend', input);
}

export function useSavePlacementSpend(options: SpendSaveOptions) {
  return useSpendSave(savePlacementSpend, options);
}
