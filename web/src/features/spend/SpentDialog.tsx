import { useId, useRef, useState } from 'react';
import { format } from 'date-fns';
import { toast } from 'sonner';
import { timings } from '@domain/constants';
import type { SpendSide } from '@domain/spend/sides';
import { spendMessages, spentDialogTitle } from '@domain/spend/spendMessages';
import { Dialog } from '../../components/Dialog';
import { FormMessage } from '../../components/form/FormMessage';
import { CallError } from '../../lib/callables';
import { newRequestId } from '../../lib/formDraft';
import { AmountFields } from './AmountFields';
import { fieldIds } from './fieldIds';
import { PlaceFields } from './PlaceFields';
import {
  checkSpentForm,
  emptySpentForm,
  formErrorsOf,
  type SpentFieldErrors,
  type SpentFormValues,
} from './spentForm';
import { useSaveSpend } from './useSaveSpend';
import { usePlaceOptions } from './useSpendOptions';
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

/** Clears the errors of the inputs a change touched (all extra places when that list changed). */
function withoutErrorsOf(errors: SpentFieldErrors, patch: Partial<SpentFormValues>): SpentFieldErrors {
  const touched = Object.keys(patch);
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !touched.includes(field.split('.')[0] ?? field)),
  );
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
  const save = useSaveSpend(retryDelaysMs);
  const [values, setValues] = useState(emptySpentForm);
  const [errors, setErrors] = useState<SpentFieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  /** One id per entry: kept across retries (so a save that did arrive is not recorded twice), new once edited. */
  const requestId = useRef<string | null>(null);
  const ids = fieldIds(useId());
  const saving = save.isPending;

  const change = (patch: Partial<SpentFormValues>) => {
    requestId.current = null;
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutErrorsOf(current, patch));
  };

  const reset = () => {
    requestId.current = null;
    setValues(emptySpentForm);
    setErrors({});
    setMessage(null);
  };

  const showProblems = (problem: string, fieldErrors: SpentFieldErrors) => {
    setMessage(problem);
    setErrors(fieldErrors);
    const [first] = Object.keys(fieldErrors) as (keyof SpentFieldErrors)[];
    // After the re-render: a refusal from the server arrives while the inputs are still disabled.
    if (first) setTimeout(() => document.getElementById(ids.input(first))?.focus(), 0);
  };

  const submit = () => {
    const checked = checkSpentForm(side, values);
    if (!checked.ok) {
      showProblems(checked.message, checked.fieldErrors);
      return;
    }
    setMessage(null);
    setErrors({});
    requestId.current ??= newRequestId();
    save.mutate(
      { save: checked.save, requestId: requestId.current },
      {
        onSuccess: () => {
          reset();
          onSaved();
          onClose();
        },
        onError: (error) => {
          const fieldErrors = error instanceof CallError ? formErrorsOf(side, values, error.fieldErrors) : {};
          if (Object.keys(fieldErrors).length > 0) {
            showProblems(spendMessages.fixFields, fieldErrors);
          } else if (error instanceof CallError && error.isNetwork) {
            setMessage(spendMessages.saveFailed);
          } else {
            setMessage(error.message);
          }
        },
      },
    );
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
          submit();
        }}
      >
        <fieldset className="spent__fields" disabled={saving}>
          <PlaceFields
            side={side}
            options={options}
            values={values}
            errors={errors}
            ids={ids}
            onChange={change}
          />
          <AmountFields
            values={values}
            errors={errors}
            ids={ids}
            onChange={(name, value) => {
              change({ [name]: value });
            }}
          />
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
