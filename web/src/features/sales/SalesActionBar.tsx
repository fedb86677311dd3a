import { Suspense, useState } from 'react';
import { visitMessages } from '@domain/visits/visitMessages';
import type { ActionDialog } from './actionDialogs';

interface SalesActionBarProps {
  dialogs: { spent?: ActionDialog | undefined; bills?: ActionDialog | undefined };
}

const actions = [
  { key: 'spent', label: 'Spent' },
  { key: 'bills', label: 'Bills' },
] as const;

type ActionKey = (typeof actions)[number]['key'];

/**
 * The Spent and Bills buttons of the sales screen. A dialog is loaded when first opened and then stays
 * mounted, so what was typed in it survives a close.
 */
export function SalesActionBar({ dialogs }: SalesActionBarProps) {
  const [open, setOpen] = useState<ActionKey | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<ActionKey>>(new Set());
  return (
    <nav className="action-bar" aria-label="Sales actions">
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
                />
              </Suspense>
            )}
          </span>
        );
      })}
    </nav>
  );
}
