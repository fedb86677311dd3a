import { useQuery } from '@tanstack/react-query';
import type { RecordSettlementInput } from '@domain/api/recordSettlement';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';
import { newRequestId } from '../../../lib/submission/requestId';

/** Everyone with a non-zero balance, largest first. */
export function useSettleBalances() {
  return useQuery({ queryKey: apiKey('settleBalances'), queryFn: () => call('settleBalances', {}) });
}

/** One person's balance, open entries and settlements (no uid: the caller's own). */
export function usePersonBalance(uid: string | undefined) {
  return useQuery({
    queryKey: apiKey('personBalance', { uid: uid ?? null }),
    queryFn: () => call('personBalance', uid === undefined ? {} : { uid }),
  });
}

/** A person's statement for a month. */
export function useStatement(uid: string | undefined, month: string) {
  return useQuery({
    queryKey: apiKey('spendStatement', { uid: uid ?? null, month }),
    queryFn: () => call('spendStatement', uid === undefined ? { month } : { uid, month }),
  });
}

/** Records a settlement; `requestId` is kept by the form so a retry answers the first one. */
export function recordSettlement(input: Omit<RecordSettlementInput, 'requestId'>, requestId: string) {
  return call('recordSettlement', { ...input, requestId });
}

export function reverseSettlement(settlementId: string, reason: string) {
  return call('reverseSettlement', { requestId: newRequestId(), settlementId, reason });
}

/** Closes every month up to `month` (over already). */
export function closeMonth(month: string) {
  return call('closeMonth', { month });
}
