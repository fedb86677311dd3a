import { useQuery } from '@tanstack/react-query';
import type { RecordSettlementInput } from '@domain/api/recordSettlement';
import type { ExportFormat } from '@domain/ledger/export/exportFormats';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';
import { newRequestId } from '../../../lib/submission/requestId';

/** Everyone with a non-zero balance, largest first. */
export function useSettleBalances() {
  return useQuery({ queryKey: apiKey('settleBalances'), queryFn: () => call('settleBalances', {}) });
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

/** What closing `month` leaves behind (spends still waiting, a month with nothing in it): asked when the close is. */
export function useCloseChecklist(month: string, enabled: boolean) {
  return useQuery({
    queryKey: apiKey('closeChecklist', { month }),
    queryFn: () => call('closeChecklist', { month }),
    enabled,
  });
}

/** A closed month's postings for the accountant, as a file's name, type and text. */
export function exportMonth(month: string, format: ExportFormat) {
  return call('exportMonth', { month, format });
}
