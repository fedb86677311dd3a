import { useEffect, useId, useRef, useState } from 'react';
import { useKeepInViewport } from '../lib/useKeepInViewport';
import './UserMenu.css';

interface UserMenuProps {
  /** Shown as the avatar's initial and in the toggle's accessible name. */
  name: string;
  /** The line at the top of the open menu, e.g. 'Welcome Asha!'. */
  greeting: string;
  actionLabel: string;
  onAction: () => void;
}

/**
 * An avatar button opening a small panel with a greeting and one action (Logout, Sign Out).
 * Keyboard: Enter/Space opens and focuses the action, Escape closes and returns focus, Tab away or
 * a click outside closes.
 */
export function UserMenu({ name, greeting, actionLabel, onAction }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useKeepInViewport(panelRef, open);

  useEffect(() => {
    if (!open) return;
    actionRef.current?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="user-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        toggleRef.current?.focus();
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="user-menu__toggle"
        aria-label={`Profile menu of ${name}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
      </button>
      <div ref={panelRef} id={panelId} className="user-menu__panel" hidden={!open} tabIndex={-1}>
        <p className="user-menu__greeting">{greeting}</p>
        <button
          ref={actionRef}
          type="button"
          className="button button--danger user-menu__action"
          onClick={() => {
            setOpen(false);
            onAction();
          }}
        >
          {actionLabel}
        </button>
      </div>
    </div>
  );
}
