import type { ReactNode } from 'react';
import './form.css';
import './FieldFrame.css';

interface FieldFrameProps {
  /** The id of the control inside, which the label points at. */
  htmlFor: string;
  label: string;
  /** The problem with the value (from the form's check or the server's), shown under the control. */
  error?: string | undefined;
  children: ReactNode;
}

export function fieldErrorId(controlId: string): string {
  return `${controlId}-error`;
}

/** The attributes that tie a control to its error message for assistive technology. */
export function describedByError(controlId: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(controlId) } : {};
}

/** A label, any control, and the control's error message under it. */
export function FieldFrame({ htmlFor, label, error, children }: FieldFrameProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error && (
        <p id={fieldErrorId(htmlFor)} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
