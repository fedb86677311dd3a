import { useEffect, useId, useRef, type ReactNode } from 'react';
import './Dialog.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** False while something must finish first (e.g. 'Saving...'): no X, Escape or backdrop close. */
  dismissible?: boolean;
  className?: string;
}

/**
 * A modal on the native <dialog>: showModal() keeps focus inside and makes the page behind inert; it
 * opens with focus on the element marked `data-autofocus` (else the first control);
 * Escape, the X and a click on the backdrop close it, and focus goes back to what opened it.
 */
export function Dialog({ open, onClose, title, children, dismissible = true, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Before showModal() moves focus: the browser gives it back when a dialog is closed, but not when
  // the page removes the dialog (as it does on Escape), which would leave focus on the page's body.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React's autoFocus runs while the dialog is still closed (nothing in it can take focus then),
      // and showModal() then focuses the first control, the X: the action marked data-autofocus gets it.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__body">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        {children}
      </div>
    </dialog>
  );
}
