import { useQuery } from '@tanstack/react-query';
import type { AdvanceDecision } from '@domain/api/advanceInputs';
import type { CallableInput } from '@domain/api/contracts';
import { dashboardRefreshMs } from '@domain/constants';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

/**
 * The admin's advances: requests waiting for a decision, approved ones waiting to be paid, the open
 * ones with their ages, and what each person holds (Review flags an Allocated beyond it).
 */
export function useListAdvances() {
  return useQuery({
    queryKey: apiKey('listAdvances'),
    queryFn: () => call('listAdvances', {}),
    refetchInterval: dashboardRefreshMs,
    staleTime: dashboardRefreshMs,
  });
}

/** The callables that move an advance's money take the form's request id, made once per filled-in form. */
type MoneyCall = 'payAdvance' | 'giveAdvance' | 'returnAdvance';

export function moveAdvanceMoney<N extends MoneyCall>(name: N, input: CallableInput<N>) {
  return call(name, input);
}

export function decideAdvance(advanceId: string, decision: AdvanceDecision, requestId: string) {
  return call('decideAdvance', { requestId, advanceId, decision });
}

export function carryAdvance(advanceId: string, requestId: string) {
  return call('carryAdvance', { requestId, advanceId });
}
