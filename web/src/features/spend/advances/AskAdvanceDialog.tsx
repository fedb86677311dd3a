import { useMyFollowUps } from '../../followUps/api/myFollowUps';
import { Dialog } from '../../../components/Dialog';
import { describedByError, FieldFrame } from '../../../components/form/FieldFrame';
import { FormMessage } from '../../../components/form/FormMessage';
import { myAdvanceText } from './advanceText';
import { PlacesField } from './PlacesField';
import type { AskAdvanceValues } from './askAdvanceForm';
import { useAskAdvance, type AskAdvanceProblems } from './useAskAdvance';
import '../../../components/advances/advances.css';

interface AskAdvanceDialogProps {
  uid: string;
  onClose: () => void;
}

/** The places of the person's Due list (the phone's copy offline), each once: offered as tick boxes. */
function useDuePlaces(uid: string): string[] {
  const { data } = useMyFollowUps(uid);
  return [...new Set((data?.followUps ?? []).map((followUp) => followUp.place))];
}

/** Ask for an advance: the amount, what it is for, the first and last day and the places; sent through the outbox. */
export function AskAdvanceDialog({ uid, onClose }: AskAdvanceDialogProps) {
  const duePlaces = useDuePlaces(uid);
  const { values, change, problems, message, saving, submit } = useAskAdvance(onClose);
  return (
    <Dialog
      open
      title={myAdvanceText.askTitle}
      onClose={onClose}
      dismissible={!saving}
      className="advance-dialog"
    >
      <form
        className="advance-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="advance-form__fields" disabled={saving}>
          <AskAdvanceFields values={values} change={change} problems={problems} />
          <PlacesField
            places={values.places}
            duePlaces={duePlaces}
            problem={problems.places}
            onChange={(places) => {
              change('places', places);
            }}
          />
        </fieldset>
        {message && <FormMessage>{message}</FormMessage>}
        <div className="dialog-actions">
          <button type="button" className="button" disabled={saving} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : myAdvanceText.send}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface AskAdvanceFieldsProps {
  values: AskAdvanceValues;
  change: <K extends keyof AskAdvanceValues>(field: K, value: AskAdvanceValues[K]) => void;
  problems: AskAdvanceProblems;
}

/** The amount, the purpose, and the first and last day of the trip. */
function AskAdvanceFields({ values, change, problems }: AskAdvanceFieldsProps) {
  return (
    <>
      <FieldFrame htmlFor="advance-amount" label="Amount (₹)" error={problems.amount}>
        <input
          id="advance-amount"
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          aria-required
          value={values.amount}
          {...describedByError('advance-amount', problems.amount)}
          onChange={(event) => {
            change('amount', event.target.value);
          }}
          data-autofocus
        />
      </FieldFrame>
      <FieldFrame htmlFor="advance-purpose" label="Purpose" error={problems.purpose}>
        <textarea
          id="advance-purpose"
          className="field__input"
          rows={2}
          aria-required
          value={values.purpose}
          {...describedByError('advance-purpose', problems.purpose)}
          onChange={(event) => {
            change('purpose', event.target.value);
          }}
        />
      </FieldFrame>
      <div className="advance-form__days">
        <FieldFrame htmlFor="advance-from" label="First day" error={problems.from}>
          <input
            id="advance-from"
            type="date"
            className="field__input"
            value={values.from}
            {...describedByError('advance-from', problems.from)}
            onChange={(event) => {
              change('from', event.target.value);
            }}
          />
        </FieldFrame>
        <FieldFrame htmlFor="advance-to" label="Last day" error={problems.to}>
          <input
            id="advance-to"
            type="date"
            className="field__input"
            value={values.to}
            min={values.from}
            {...describedByError('advance-to', problems.to)}
            onChange={(event) => {
              change('to', event.target.value);
            }}
          />
        </FieldFrame>
      </div>
    </>
  );
}
