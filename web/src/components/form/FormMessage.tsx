import { useEffect, useRef, type ReactNode } from 'react';
import './form.css';

interface FormMessageProps {
  id?: string;
  tone?: 'error' | 'success';
  children: ReactNode;
}

/** A form's message: errors are announced at once, successes politely; a new one is scrolled into view. */
export function FormMessage({ id, tone = 'error', children }: FormMessageProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [children]);
  return (
    <p
      ref={ref}
      id={id}
      className={`form-message form-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}
