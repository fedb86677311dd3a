import { Suspense, useState } from 'react';
import { toast } from 'sonner';
import { timings } from '@domain/constants';
import { visitMessages } from '@domain/visits/visitMessages';
import type { ActionDialog } from './actionDialogs';

interface PlacementActionBarProps {
  dialogs: {
    spent?: ActionDialog | undefined;
    bills?: ActionDialog | undefined;
    docs?: ActionDialog | undefined;
  };
}

const actions = [
  { key: 'spent', label: 'Spent' },
  { key: 'bills', label: 'Bills' },
  { key: 'docs', label: 'Placement Docs' },
] as const;

type ActionKey = (typeof actions)[number]['key'];

const showSaved = () => toast.success(visitMessages.spendSavedToast, { duration: timings.resultToastMs });
const showUploadFailed = () =>
  toast.error(visitMessages.uploadFailedToast, { duration: timings.resultToastMs });

/**
 * Spent, Bills and Placement Docs, each opening its modal (loaded when first opened, then kept mounted
 * so its entries survive a close). The screen shows the dialogs' outcomes as SPEC.md's top toasts.
 */
export function PlacementActionBar({ dialogs }: PlacementActionBarProps) {
  const [open, setOpen] = useState<ActionKey | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<ActionKey>>(new Set());
  return (
    <nav className="action-bar" aria-label="Placement actions">
      {actions.map(({ key, label }) => {
        const Dialog = dialogs[key];
        return (
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
              {label}
            </button>
            {Dialog && opened.has(key) && (
              <Suspense fallback={null}>
                <Dialog
                  open={open === key}
                  onClose={() => {
                    setOpen(null);
                  }}
                  onSaved={showSaved}
                  onFailed={showUploadFailed}
                />
              </Suspense>
            )}
          </span>
        );
      })}
    </nav>
  );
}
