import { useRef } from 'react';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { advanceMessages } from '@domain/advances/advanceText';
import { dayText } from '@domain/time/orgTime';
import { paiseText } from '@domain/settlements/balances';
import { fromPaise } from '@domain/spend/money';
import { MoneyMovedDialog } from '../../../components/advances/MoneyMovedDialog';
import { useMoneyMovedForm } from '../../../components/advances/useMoneyMovedForm';
import { personText } from '../../../components/spendEntry/entryText';
import { moveAdvanceMoney } from '../../settle/api/advances';
import { decideSpend, type DecisionOutcome } from '../api/decideSpend';
import type { Uncovered } from './useAdvanceCover';

interface RecordPaymentDialogProps {
  entry: SpendEntryView;
  uncovered: Uncovered;
  onClose: () => void;
  onDone: (outcome: DecisionOutcome) => void;
}

/** 'Advance for the spend of 26/11/2026': the purpose of a payment recorded from Review. */
const recordedPurpose = (day: string) => `Advance for the spend of ${dayText(day)}`;

/**
 * Record the payment behind an uncovered Allocated, and approve the spend, in one step: the missing
 * amount given to the owner as an advance (mode, reference, day: the spend's own by default), then the
 * approval. A retry after the payment went through only approves, so it is never paid twice.
 */
export function RecordPaymentDialog({ entry, uncovered, onClose, onDone }: RecordPaymentDialogProps) {
  const missing = uncovered.allocatedPaise - uncovered.heldPaise;
  const paid = useRef(false);
  const form = useMoneyMovedForm({
    withAmount: false,
    date: entry.day,
    send: async ({ values, reference, requestId }) => {
      if (!paid.current) {
        await moveAdvanceMoney('giveAdvance', {
          requestId,
          ownerUid: entry.owner.uid,
          amount: fromPaise(missing),
          purpose: recordedPurpose(entry.day),
          mode: values.mode,
          reference,
          date: values.date,
        });
        paid.current = true;
      }
      onDone(await decideSpend(entry, { kind: 'approve' }));
    },
    onDone: () => undefined,
  });
  return (
    <MoneyMovedDialog
      title="Record the payment"
      intro={
        <>
          {personText(entry.owner)}:{' '}
          {advanceMessages.uncovered(uncovered.allocatedPaise, uncovered.heldPaise)}.{' '}
          {advanceMessages.uncoveredHint}
        </>
      }
      form={form}
      submitLabel={`Record ${paiseText(missing)} and approve`}
      onClose={onClose}
    />
  );
}
