import type { SaveSalesSpendInput } from '@domain/api/saveSalesSpend';
import { call } from '../../../lib/callables';
import { useSpendSave, type SpendSaveOptions } from '../useSpendSave';

export function saveSalesSpend(input: SaveSalesSpendInput) {
  return call('saveSalesSpend', input);
}

export function useSaveSalesSpend(options: SpendSaveOptions) {
  return useSpendSave(saveSalesSpend, options);
}
