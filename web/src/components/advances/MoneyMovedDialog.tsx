import type { ReactNode } from 'react';
import { Dialog } from '../Dialog';
import { FormMessage } from '../form/FormMessage';
import { MoneyMovedFields } from './MoneyMovedFields';
import type { useMoneyMovedForm } from './useMoneyMovedForm';
import './advances.css';

interface MoneyMovedDialogProps {
  title: string;
  /** What it is about ('Ravi Kumar: Advance ₹5,000.00 approved, not paid yet'). */
  intro?: ReactNode;
  form: ReturnType<typeof useMoneyMovedForm>;
  amountLabel?: string | undefined;
  submitLabel: string;
  onClose: () => void;
  /** The form's own fields before the money's (a person, a purpose). */
  children?: ReactNode;
}

/** A dialog that records money moving for an advance: its fields, the server's refusal, Cancel and the action. */
export function MoneyMovedDialog({
  title,
  intro,
  form,
  amountLabel,
  submitLabel,
  onClose,
  children,
}: MoneyMovedDialogProps) {
  return (
    <Dialog open title={title} onClose={onClose} dismissible={!form.busy} className="advance-dialog">
      <form
        className="advance-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        {intro && <p>{intro}</p>}
        <fieldset className="advance-form__fields" disabled={form.busy}>
          {children}
          <MoneyMovedFields
            values={form.values}
            change={form.change}
            problems={form.problems}
            today={form.today}
            amountLabel={amountLabel}
          />
        </fieldset>
        {form.message && <FormMessage>{form.message}</FormMessage>}
        <div className="dialog-actions">
          <button type="button" className="button" disabled={form.busy} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? 'Saving...' : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
