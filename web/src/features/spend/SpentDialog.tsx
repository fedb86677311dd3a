import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { format } from 'date-fns';
import { toast } from 'sonner';
import { timings } from '@domain/constants';
import type { SpendSide } from '@domain/spend/sides';
import { spendMessages, spentDialogTitle } from '@domain/spend/spendMessages';
import { Dialog } from '../../components/Dialog';
import { FormMessage } from '../../components/form/FormMessage';
import { CallError } from '../../lib/callables';
import { showFieldProblems, toFormProblems } from '../../lib/formCheck';
import { newRequestId } from '../../lib/formDraft';
import { usePlaceOptions } from './api/getSpendOptions';
import { useSavePlacementSpend } from './api/savePlacementSpend';
import { useSaveSalesSpend } from './api/saveSalesSpend';
import { AmountFields } from './AmountFields';
import { PlaceFields } from './PlaceFields';
import {
  checkSpentForm,
  emptySpentForm,
  firstPerInput,
  isMultipleVisit,
  spentInputOf,
  type SpendSave,
  type SpentFormValues,
} from './spentForm';
import './spend.css';

export interface SpentDialogProps {
  side: SpendSide;
  open: boolean;
  onClose: () => void;
  /** Runs after a successful save instead of the dialog's own 'Data saved successfully!' toast. */
  onSaved?: () => void;
  /** Waits between retries of a failed save; the default backs off from 2 s (tests pass shorter ones). */
  retryDelaysMs?: readonly number[];
}

function showSavedToast(): void {
  toast.success(spendMessages.savedToast, { duration: timings.resultToastMs });
}

/**
 * The Spent dialog of the sales and placement screens: one entry split over the places visited. While
 * it stays mounted its values survive a failed save or a close by X or Escape; Cancel discards them and
 * a successful save resets them.
 */
export function SpentDialog({
  side,
  open,
  onClose,
  onSaved = showSavedToast,
  retryDelaysMs,
}: SpentDialogProps) {
  const options = usePlaceOptions(side);
  const form = useForm<SpentFormValues>({ defaultValues: emptySpentForm });
  const [message, setMessage] = useState<string | null>(null);
  /** One id per entry: kept across retries (so a save that did arrive is not recorded twice), new once edited. */
  const requestId = useRef<string | null>(null);
  const saveOptions = {
    retryDelaysMs,
    onNewId: (id: string) => {
      requestId.current = id;
    },
  };
  const saveSales = useSaveSalesSpend(saveOptions);
  const savePlacement = useSavePlacementSpend(saveOptions);
  const saving = saveSales.isPending || savePlacement.isPending;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (!name) return;
          requestId.current = null;
          form.clearErrors(name.startsWith('extraPlaces') ? 'extraPlaces' : (name as keyof SpentFormValues));
          // Extra places belong to a Multiple Visit only; switching away drops them.
          if (name === 'visitType' && values.extraPlaces.length > 0 && !isMultipleVisit(values)) {
            form.setValue('extraPlaces', []);
          }
        },
      }),
    [form],
  );

  const reset = () => {
    requestId.current = null;
    form.reset(emptySpentForm);
    setMessage(null);
  };

  const send = (save: SpendSave, id: string) =>
    save.side === 'sales'
      ? saveSales.mutateAsync({ ...save.fields, requestId: id })
      : savePlacement.mutateAsync({ ...save.fields, requestId: id });

  const submit = async (values: SpentFormValues) => {
    const checked = checkSpentForm(side, values);
    if (!checked.ok) {
      setMessage(checked.message);
      showFieldProblems(form, checked.problems, true);
      return;
    }
    setMessage(null);
    form.clearErrors();
    requestId.current ??= newRequestId();
    try {
      await send(checked.save, requestId.current);
      reset();
      onSaved();
      onClose();
    } catch (error) {
      const problems =
        error instanceof CallError
          ? firstPerInput(toFormProblems(error.fieldErrors, (path) => spentInputOf(side, values, path)))
          : [];
      if (problems.length > 0) {
        setMessage(spendMessages.fixFields);
        showFieldProblems(form, problems, false);
      } else if (error instanceof CallError && error.isNetwork) {
        setMessage(spendMessages.saveFailed);
      } else {
        setMessage(error instanceof Error ? error.message : String(error));
      }
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!saving}
      className="spent-dialog"
      title={spentDialogTitle(format(new Date(), 'dd/MM/yyyy'))}
    >
      <form
        className="spent"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(form.getValues());
        }}
      >
        <fieldset className="spent__fields" disabled={saving}>
          <PlaceFields side={side} options={options} form={form} />
          <AmountFields form={form} />
        </fieldset>
        <div className="spent__footer">
          {message && <FormMessage>{message}</FormMessage>}
          <div className="spent__actions">
            <button
              type="button"
              className="button button--large"
              disabled={saving}
              onClick={() => {
                reset();
                onClose();
              }}
            >
              Cancel
            </button>
            <button type="submit" className="button button--primary button--large" disabled={saving}>
              {saving ? spendMessages.saving : 'Save'}
            </button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
