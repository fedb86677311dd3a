import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useKeepInViewport } from '../../lib/useKeepInViewport';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export const noDateRange: DateRange = { startDate: '', endDate: '' };

interface DateRangeFilterProps {
  value: DateRange;
  onApply: (range: DateRange) => void;
}

/** While open, a press outside `root` closes it. */
function useCloseOnOutside(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
    };
  }, [root, open, setOpen]);
}

/** The popover's start and end dates, each bounding the other. */
function DateRangeFields({ draft, onChange }: { draft: DateRange; onChange: (draft: DateRange) => void }) {
  return (
    <>
      <label className="date-filter__field">
        Start date
        <input
          type="date"
          value={draft.startDate}
          max={draft.endDate || undefined}
          onChange={(event) => {
            onChange({ ...draft, startDate: event.target.value });
          }}
        />
      </label>
      <label className="date-filter__field">
        End date
        <input
          type="date"
          value={draft.endDate}
          min={draft.startDate || undefined}
          onChange={(event) => {
            onChange({ ...draft, endDate: event.target.value });
          }}
        />
      </label>
    </>
  );
}

/**
 * The date-range popover: start and end dates, Apply and Reset (both close it); a click outside or
 * Escape closes it. While a range is applied the button is green with a blinking 'Active' badge.
 */
export function DateRangeFilter({ value, onApply }: DateRangeFilterProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const active = value.startDate !== '' || value.endDate !== '';
  useKeepInViewport(panelRef, open);

  useCloseOnOutside(rootRef, open, setOpen);

  const close = (range: DateRange) => {
    onApply(range);
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="date-filter"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={
          active ? 'button date-filter__toggle date-filter__toggle--active' : 'button date-filter__toggle'
        }
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setDraft(value);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        Date Range
        {active && <span className="date-filter__badge">Active</span>}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="date-filter__panel"
        role="group"
        aria-label="Date range"
        hidden={!open}
      >
        <DateRangeFields draft={draft} onChange={setDraft} />
        <div className="date-filter__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setDraft(noDateRange);
              close(noDateRange);
            }}
          >
            Reset
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              close(draft);
            }}
          >
            Apply
          </button>
        </div>
      </div>
    </div>
  );
}
