import type { ReactNode } from 'react';
import './form.css';

interface FormMessageProps {
  id?: string;
  tone?: 'error' | 'success';
  children: ReactNode;
}

/** A form's message: errors are announced at once, successes politely. */
export function FormMessage({ id, tone = 'error', children }: FormMessageProps) {
  return (
    <p id={id} className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
