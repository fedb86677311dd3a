import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { apiKey } from '../../../lib/apiKey';
import type { DecisionOutcome } from '../api/decideSpend';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import type { Uncovered } from './useAdvanceCover';

interface RecordPaymentProps {
  entry: SpendEntryView;
  uncoveredOf: (entry: SpendEntryView) => Uncovered | null;
  onClose: () => void;
  onDone: (outcome: DecisionOutcome) => void;
}

/**
 * The Record the payment dialog of one spend, for the amount missing when it was opened (a refresh of
 * the advances meanwhile does not change the form under the admin's hands); what each person holds is
 * read again once it is done.
 */
export function RecordPayment({ entry, uncoveredOf, onClose, onDone }: RecordPaymentProps) {
  const queryClient = useQueryClient();
  const [uncovered] = useState(() => uncoveredOf(entry));
  if (!uncovered) return null;
  return (
    <RecordPaymentDialog
      entry={entry}
      uncovered={uncovered}
      onClose={onClose}
      onDone={(outcome) => {
        void queryClient.invalidateQueries({ queryKey: apiKey('listAdvances') });
        onDone(outcome);
      }}
    />
  );
}
