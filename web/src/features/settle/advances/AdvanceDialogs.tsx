import type { AdvanceView } from '@domain/api/advanceView';
import { paiseText } from '@domain/settlements/balances';
import { MoneyMovedDialog } from '../../../components/advances/MoneyMovedDialog';
import { amountOfPaise } from '../../../components/advances/moneyMoved';
import { useMoneyMovedForm } from '../../../components/advances/useMoneyMovedForm';
import { moveAdvanceMoney } from '../api/advances';
import { advanceSettleText } from './advanceSettleText';

interface AdvanceDialogProps {
  advance: AdvanceView;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Pays an approved advance once: mode, reference and day (today by default, never in the future). */
export function PayAdvanceDialog({ advance, onClose, onDone }: AdvanceDialogProps) {
  const form = useMoneyMovedForm({
    withAmount: false,
    send: ({ values, reference, requestId }) =>
      moveAdvanceMoney('payAdvance', {
        requestId,
        advanceId: advance.id,
        mode: values.mode,
        reference,
        date: values.date,
      }),
    onDone: () => {
      onDone(advanceSettleText.paid);
    },
  });
  const paise = advance.approvedPaise ?? advance.askedPaise;
  return (
    <MoneyMovedDialog
      title={advanceSettleText.payTitle}
      intro={advanceSettleText.approvedLine(advance.owner.name, paise, advance.purpose)}
      form={form}
      submitLabel={`Pay ${paiseText(paise)}`}
      onClose={onClose}
    />
  );
}

/** Records money the person gave back from an open advance: at most what is left of it. */
export function ReturnAdvanceDialog({ advance, onClose, onDone }: AdvanceDialogProps) {
  const form = useMoneyMovedForm({
    withAmount: true,
    amount: amountOfPaise(advance.leftPaise),
    send: ({ values, amount, reference, requestId }) =>
      moveAdvanceMoney('returnAdvance', {
        requestId,
        advanceId: advance.id,
        amount,
        mode: values.mode,
        reference,
        date: values.date,
      }),
    onDone: () => {
      onDone(advanceSettleText.returned);
    },
  });
  return (
    <MoneyMovedDialog
      title={advanceSettleText.returnTitle}
      intro={advanceSettleText.holds(advance.owner.name, advance.leftPaise)}
      form={form}
      amountLabel={advanceSettleText.returnAmount(advance.leftPaise)}
      submitLabel={advanceSettleText.returnTitle}
      onClose={onClose}
    />
  );
}
