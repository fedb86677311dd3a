import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { apiKey } from '../../lib/apiKey';
import { approveSpends } from './api/decideSpend';
import { reviewText } from './reviewText';

/**
 * Approving the selected spends at once, after a confirmation: `confirming` while its dialog is open,
 * then `busy`, then a message naming how many were approved and why any was skipped. The approved rows
 * stay where they are, with their outcome (`showEntries`); a skipped one is read again.
 */
export function useBulkApprove({
  selectedRows,
  clearSelection,
  showEntries,
}: {
  selectedRows: readonly SpendEntryView[];
  clearSelection: () => void;
  showEntries: (entries: readonly SpendEntryView[]) => void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [bulk, setBulk] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });

  const approveSelected = async () => {
    setConfirming(false);
    setBulk({ busy: true, message: null });
    try {
      const result = await approveSpends(selectedRows);
      const skipped = result.skipped.map((skip) => skip.message);
      clearSelection();
      setBulk({ busy: false, message: [reviewText.bulkDone(result.approved.length), ...skipped].join(' ') });
      showEntries(result.entries);
      if (result.skipped.length > 0) await queryClient.invalidateQueries({ queryKey: apiKey('reviewQueue') });
    } catch (error) {
      setBulk({ busy: false, message: error instanceof Error ? error.message : String(error) });
    }
  };
  return { bulk, confirming, setConfirming, approveSelected };
}
