interface ClearAndSubmitProps {
  onClear: () => void;
  /** Both buttons are disabled while the form is being sent. */
  busy: boolean;
  submitLabel?: string;
}

/** A visit form's Clear and Submit buttons. */
export function ClearAndSubmit({ onClear, busy, submitLabel = 'Submit' }: ClearAndSubmitProps) {
  return (
    <div className="form-actions">
      <button type="button" className="button" onClick={onClear} disabled={busy}>
        Clear
      </button>
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
