import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { visitMessages } from '@domain/visits/visitMessages';
import { whenIdle } from '../lib/whenIdle';
import type { ResultToast } from '../lib/submission/followInToast';
import { Dialog as Modal } from './Dialog';

/** What a dialog opened from an action bar receives. */
export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog saved something (e.g. a spend). */
  onSaved?: ResultToast;
  /** An upload failed. */
  onFailed?: () => void;
}

export type ActionDialog = ComponentType<ActionDialogProps>;

export interface Action {
  key: string;
  label: string;
  /** Without one the button shows disabled, 'Coming soon'. */
  Dialog?: ActionDialog | undefined;
  /** Fetches the dialog's code ahead of the first tap. */
  preload?: (() => Promise<void>) | undefined;
}

interface ActionBarProps extends Pick<ActionDialogProps, 'onSaved' | 'onFailed'> {
  label: string;
  actions: readonly Action[];
}

/** Shown at once on the first tap while the dialog's code is still on its way. */
function OpeningDialog({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={title}>
      <p role="status" aria-busy="true">
        Opening...
      </p>
    </Modal>
  );
}

/**
 * A row of buttons under a screen's header, each opening its dialog. The dialogs' code is fetched
 * once the screen is idle; a dialog is mounted when first opened and then stays mounted, so what was
 * typed in it survives a close.
 */
export function ActionBar({ label, actions, onSaved, onFailed }: ActionBarProps) {
  const [open, setOpen] = useState<string | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  useEffect(
    () =>
      whenIdle(() => {
        for (const action of actions) {
          // A failure (offline, no service worker yet) is reported by the first tap instead.
          action.preload?.().catch(() => undefined);
        }
      }),
    [actions],
  );
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
            <Suspense
              fallback={
                open === key && (
                  <OpeningDialog
                    title={buttonLabel}
                    onClose={() => {
                      setOpen(null);
                    }}
                  />
                )
              }
            >
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
