import { Suspense, useState, type ComponentType } from 'react';
import { visitMessages } from '@domain/visits/visitMessages';

/** What a dialog opened from an action bar receives. */
export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog saved something (e.g. a spend). */
  onSaved?: () => void;
  /** An upload failed. */
  onFailed?: () => void;
}

export type ActionDialog = ComponentType<ActionDialogProps>;

export interface Action {
  key: string;
  label: string;
  /** Without one the button shows disabled, 'Coming soon'. */
  Dialog?: ActionDialog | undefined;
}

interface ActionBarProps extends Pick<ActionDialogProps, 'onSaved' | 'onFailed'> {
  label: string;
  actions: readonly Action[];
}

/**
 * A row of buttons under a screen's header, each opening its dialog. A dialog is loaded when first
 * opened and then stays mounted, so what was typed in it survives a close.
 */
export function ActionBar({ label, actions, onSaved, onFailed }: ActionBarProps) {
  const [open, setOpen] = useState<string | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  return (
    <nav className="action-bar" aria-label={label}>
      {actions.map(({ key, label: buttonLabel, Dialog }) => (
        <span key={key}>
          <button
            type="button"
            className="button"
            disabled={!Dialog}
            title={Dialog ? undefined : visitMessages.comingSoon}
            onClick={() => {
              setOpen(key);
              setOpened((keys) => new Set(keys).add(key));
            }}
          >
            {buttonLabel}
          </button>
          {Dialog && opened.has(key) && (
            <Suspense fallback={null}>
              <Dialog
                open={open === key}
                onClose={() => {
                  setOpen(null);
                }}
                onSaved={onSaved}
                onFailed={onFailed}
              />
            </Suspense>
          )}
        </span>
      ))}
    </nav>
  );
}
