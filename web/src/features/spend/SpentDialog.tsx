import { useState } from 'react';
import { toast } from 'sonner';
import { timings } from '@domain/constants';
import type { SpendSide } from '@domain/spend/sides';
import { spendMessages, spentDialogTitle } from '@domain/spend/spendMessages';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { Dialog } from '../../components/Dialog';
import { dayText } from '../../components/spendEntry/entryText';
import type { ResultToast } from '../../lib/submission/followInToast';
import { usePlaceOptions } from './api/getSpendOptions';
import { useSpendPolicy } from './api/getSpendPolicy';
import { useAddedBills } from './bills/useAddedBills';
import { correctText } from './mySpends/mySpendsText';
import { queuedSpendOf } from './sendSpent';
import { offeredDays } from './spentDays';
import { SpentFields } from './SpentFields';
import { SpentFooter } from './SpentFooter';
import type { SpentFormValues } from './spentForm';
import { useSpentFindings } from './useSpentFindings';
import { useSpentForm } from './useSpentForm';
import { useSpentSave } from './useSpentSave';
import './spend.css';

export interface SpentDialogProps {
  side: SpendSide;
  open: boolean;
  onClose: () => void;
  /** Runs after a successful save instead of the dialog's own 'Data saved successfully!' toast. */
  onSaved?: ResultToast;
  /**
   * Edit of a queued entry (held by the Outbox): the dialog opens with its values, a save replaces it
   * under a new request id, and a close without saving gives it back to be sent as it was.
   */
  editing?: { entryId: string; values: SpentFormValues } | undefined;
  /** A refused entry to correct and resend: the dialog opens with its values and bills. */
  correcting?: SpendEntryView | undefined;
}

const showSavedToast: ResultToast = (into) => {
  toast.success(spendMessages.savedToast, { ...into, duration: timings.resultToastMs });
};

/**
 * The Spent dialog of the sales and placement screens: one entry split over the places visited, handed
 * to the outbox (stored on the phone, then sent). The dialog closes as soon as the entry is on the phone
 * and the server's answer has not come within a moment: a toast follows it. While it stays mounted its
 * values survive a refused save or a close by X or Escape; Cancel discards them and a save resets them.
 */
export function SpentDialog({
  side,
  open,
  onClose,
  onSaved = showSavedToast,
  editing,
  correcting,
}: SpentDialogProps) {
  const options = usePlaceOptions(side);
  const { form, initial, typed, setTyped } = useSpentForm({ editing, correcting, options });
  const [keptBills, setKeptBills] = useState(() => correcting?.bills ?? []);
  const policy = useSpendPolicy();
  const added = useAddedBills(side, () => offeredDays(policy.maxDaysBack, correcting?.day));
  const [queued] = useState(() => queuedSpendOf(editing?.entryId));
  const billCount = keptBills.length + added.bills.length + queued.billIds.length;
  const { chosenDay, findings } = useSpentFindings(side, typed, billCount, policy, correcting?.id);
  const save = useSpentSave({
    side,
    form,
    initial,
    setTyped,
    editing,
    correcting,
    keptBillIds: keptBills.map((bill) => bill.id),
    queued,
    added,
    maxDaysBack: policy.maxDaysBack,
    findings,
    onClose,
    onSaved,
  });

  return (
    <Dialog
      open={open}
      onClose={save.close}
      dismissible={!save.saving}
      className="spent-dialog"
      title={correcting ? correctText.title(dayText(correcting.day)) : spentDialogTitle(dayText(chosenDay))}
    >
      <form
        className="spent"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save.submit(form.getValues());
        }}
      >
        <SpentFields
          side={side}
          form={form}
          options={options}
          allowed={offeredDays(policy.maxDaysBack, correcting?.day)}
          findings={findings}
          keptBills={keptBills}
          onRemoveKept={(id) => {
            setKeptBills((bills) => bills.filter((bill) => bill.id !== id));
          }}
          added={added}
          queuedCount={queued.billIds.length}
          saving={save.saving}
          day={chosenDay}
        />
        <SpentFooter
          message={save.message}
          saving={save.saving}
          correcting={correcting !== undefined}
          onCancel={() => {
            save.reset();
            save.close();
          }}
        />
      </form>
    </Dialog>
  );
}
